import type { SportContext } from '../context';
import { nowS } from '../time';
import { sweepForecasts } from './match-forecast';

/**
 * Every upcoming match's forecast is frozen before kick-off, whether or not anyone opened it (issue 50): the
 * sweep (match-forecast.ts sweepForecasts, the same settling a read of the match's forecast does) freezes each
 * scheduled match kicking off within the window and voids the forecast of each match postponed, called off or
 * moved. 48 hours: today's and tomorrow's lists (Beijing days) always carry their bars, and a match is frozen
 * one to two days ahead, after the weekly fit it reads (Monday 00:00 UTC) is known. Every instance sweeps:
 * freezing is idempotent (the unique index of open forecasts and ON CONFLICT DO NOTHING), voiding is an UPDATE
 * of an open row only, so two instances sweeping at once store each forecast once.
 */
export const SWEEP_WINDOW_S = 48 * 3600;
/** A sweep every ten minutes: a match moved or postponed is voided within that, a new fixture frozen. */
export const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * What a sweep saw: forecasts stored and voided meanwhile (by this sweep or another instance), the matches it
 * settled, how long it took, and a stamp of all stored forecasts (changes with each one frozen or voided).
 */
export interface SweepResult {
  frozen: number;
  voided: number;
  matches: number;
  ms: number;
  stamp: string;
}

export interface ForecastSweeperOptions {
  windowS?: number;
  everyMs?: number;
  onSwept?: (result: SweepResult) => void;
  onError: (error: unknown) => void;
}

/**
 * Runs the sweep in the background (started once the server listens, then every `everyMs`) and keeps a version
 * that changes whenever the stored forecasts did (a forecast frozen or voided by any instance, as this one sees
 * it at its sweeps, or by a read on this one): the match lists' cached answers carry the frozen forecasts, so
 * they turn over with it (routes/matches-routes.ts).
 */
export class ForecastSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private stamp = '';
  private changes = 0;
  private readonly listeners: Array<() => void> = [];

  constructor(
    private readonly ctx: () => SportContext,
    private readonly options: ForecastSweeperOptions,
  ) {}

  /** Changes whenever the stored forecasts did (a cache's version). */
  get version(): number {
    return this.changes;
  }

  /** Calls `listener` after each change of the stored forecasts (the server render's cached live pages). */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The stored forecasts changed (a read of a match's forecast froze or voided one on this instance). */
  changed(): void {
    this.changes += 1;
    for (const listener of this.listeners) listener();
  }

  /** One sweep at `now` (epoch s). */
  async sweep(now = nowS()): Promise<SweepResult> {
    const result = await sweepForecasts(this.ctx(), now, this.options.windowS ?? SWEEP_WINDOW_S);
    if (result.stamp !== this.stamp) {
      this.stamp = result.stamp;
      this.changed();
    }
    return result;
  }

  /** Sweeps now in the background, then every `everyMs` until stop(). */
  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.running = this.sweep().then((result) => this.options.onSwept?.(result), this.options.onError);
      void this.running.then(() => {
        if (this.timer) this.timer = setTimeout(loop, this.options.everyMs ?? SWEEP_EVERY_MS).unref();
      });
    };
    this.timer = setTimeout(loop, 0).unref();
  }

  /** Stops sweeping; resolves once a sweep in progress has finished. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
