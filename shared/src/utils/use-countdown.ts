import { useCallback, useEffect, useRef, useState } from 'react';
import { createCountdown, toCountdownState, type Countdown, type CountdownState } from './countdown';

export interface UseCountdown extends CountdownState {
  running: boolean;
  start(ms: number): void;
  stop(): void;
}

/** React face of createCountdown, e.g. the 60 s resend block of the send-code button. */
export function useCountdown(): UseCountdown {
  const [state, setState] = useState<CountdownState>(() => toCountdownState(0));
  const [running, setRunning] = useState(false);
  const current = useRef<Countdown | null>(null);

  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
    setRunning(false);
  }, []);

  const start = useCallback((ms: number) => {
    current.current?.stop();
    setRunning(true);
    current.current = createCountdown(ms, setState, () => setRunning(false));
  }, []);

  useEffect(() => () => current.current?.stop(), []);

  return { ...state, running, start, stop };
}
