import type { LiveEvent } from './live-types';

/** Opt-in measuring hook for bench/scores-live.mjs: used only when the page defines it. */
export interface ScoresProbe {
  received(event: LiveEvent): void;
  /** Called right after the batch was applied and rendered (synchronously, before the frame paints). */
  flushed(events: LiveEvent[]): void;
}

declare global {
  interface Window {
    __JC_SCORES_PROBE__?: ScoresProbe;
  }
}
