import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { PayStateResult } from '@jincheng/shared';
import { getPayState } from '../api/top-up-api';
import { POLL, nextDelay } from '../lib/poll-schedule';

/** polling: waiting for the payer; settled: the order left `pending`; gave-up: bound reached, offer 重新查询. */
export type PollPhase = 'polling' | 'settled' | 'gave-up';

export interface PayPolling {
  phase: PollPhase;
  result: PayStateResult | null;
  /** Starts a new round of polling (after gave-up). */
  retry: () => void;
}

/**
 * Asks pay/query/state with back-off until the order leaves `pending` or the bound is reached. Coming back to
 * the tab (after paying in the cashier tab) asks at once instead of waiting for the next tick.
 */
export function usePayPolling(orderNo: string, onSettled?: (result: PayStateResult) => void): PayPolling {
  const [round, setRound] = useState(0);
  // How a round ended; a new round (or order) is 'polling' until it ends too.
  const [ended, setEnded] = useState<{ run: string; phase: PollPhase } | null>(null);
  const phase = ended?.run === `${orderNo}#${round}` ? ended.phase : 'polling';
  const [result, setResult] = useState<PayStateResult | null>(null);
  const notifySettled = useEffectEvent((answer: PayStateResult) => onSettled?.(answer));

  useEffect(() => {
    const started = Date.now();
    let stopped = false;
    let busy = false;
    let delay: number | undefined;
    let errors = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = (next: PollPhase) => {
      stopped = true;
      setEnded({ run: `${orderNo}#${round}`, phase: next });
    };
    const schedule = () => {
      delay = nextDelay(delay);
      if (Date.now() - started + delay > POLL.giveUpAfterMs) return stop('gave-up');
      timer = setTimeout(() => void check(), delay);
    };
    const check = async () => {
      if (stopped || busy) return;
      clearTimeout(timer);
      busy = true;
      try {
        const answer = await getPayState(orderNo);
        if (stopped) return;
        errors = 0;
        setResult(answer);
        if (answer.state !== 'pending') {
          stop('settled');
          notifySettled(answer);
          return;
        }
      } catch {
        if (stopped) return;
        errors += 1;
        if (errors >= POLL.maxErrors) return stop('gave-up');
      } finally {
        busy = false;
      }
      schedule();
    };
    const onReturn = () => {
      if (document.visibilityState === 'visible') void check();
    };

    schedule();
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [orderNo, round]);

  const retry = useCallback(() => setRound((r) => r + 1), []);
  return { phase, result, retry };
}
