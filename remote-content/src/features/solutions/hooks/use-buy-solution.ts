import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from '../../../lib/app-jotai';
import {
  isSignedInAtom,
  putBalance,
  RequestError,
  showLoginAtom,
  toast,
  useViewer,
  type BuySolutionData,
} from '@jincheng/shared';
import { buySolution } from '../api/solution-api';

/** idle → confirming → buying → (unlocked via onBought | insufficient | idle on other errors). */
export type BuyPhase = 'idle' | 'confirming' | 'buying' | 'insufficient';

export interface BuyFlow {
  phase: BuyPhase;
  /** The server's refusal text for 余额不足, e.g. 余额不足，当前余额 10. */
  refusal: string;
  /** 购买: a visitor gets the login dialog, a signed-in user the confirm dialog. */
  start: () => void;
  cancel: () => void;
  confirm: () => void;
}

export function useBuySolution(solutionId: number, onBought: (data: BuySolutionData) => void): BuyFlow {
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const [phase, setPhase] = useState<BuyPhase>('idle');
  const [refusal, setRefusal] = useState('');

  const start = () => {
    if (signedIn) setPhase('confirming');
    else showLogin(true);
  };

  const buy = useMutation({
    mutationFn: () => buySolution(solutionId),
    onMutate: () => setPhase('buying'),
    onSuccess: (data) => {
      // The header's 余额 reads the account query: it changes at once, without another account call.
      if (data.balance !== null) putBalance(queryClient, viewer, data.balance);
      setPhase('idle');
      toast.success(
        data.charged > 0 ? `购买成功，已扣除 ${data.charged} 金币` : '你已购买过该方案，未重复扣费',
      );
      onBought(data);
    },
    onError: (error: unknown) => {
      const code = error instanceof RequestError ? error.code : undefined;
      if (code === 402) {
        setRefusal(error instanceof Error ? error.message : '余额不足');
        setPhase('insufficient');
        return;
      }
      setPhase('idle');
      if (code === 1000) showLogin(true);
    },
  });

  const confirm = () => buy.mutate();

  return { phase, refusal, start, cancel: () => setPhase('idle'), confirm };
}
