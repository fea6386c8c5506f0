export interface CountdownState {
  remainingSeconds: number;
  /** Two-digit strings, e.g. '01', '05', '00'. */
  hours: string;
  minutes: string;
  seconds: string;
}

export interface Countdown {
  stop(): void;
  readonly running: boolean;
}

export const COUNTDOWN_TICK_MS = 1000;

const pad = (n: number) => String(n).padStart(2, '0');

export function toCountdownState(remainingSeconds: number): CountdownState {
  const total = Math.max(0, Math.floor(remainingSeconds));
  return {
    remainingSeconds: total,
    hours: pad(Math.floor(total / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

/**
 * Counts down from `ms` (rounded up to whole seconds), calling `onTick` at once and then every second until
 * zero, where it stops by itself (seed spec §4). `stop()` ends it early without a further tick.
 */
export function createCountdown(
  ms: number,
  onTick: (state: CountdownState) => void,
  onDone?: () => void,
): Countdown {
  let remaining = Math.max(0, Math.ceil(ms / COUNTDOWN_TICK_MS));
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  onTick(toCountdownState(remaining));
  if (remaining > 0) {
    timer = setInterval(() => {
      remaining -= 1;
      onTick(toCountdownState(remaining));
      if (remaining <= 0) {
        stop();
        onDone?.();
      }
    }, COUNTDOWN_TICK_MS);
  } else {
    onDone?.();
  }
  return {
    stop,
    get running() {
      return timer !== undefined;
    },
  };
}
