import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { CANARY_LOCK, electLeader, type Leadership } from '../sport/live/leader';
import {
  APPS,
  commands,
  readState,
  recommendPromote,
  startAnalysis,
  type CanaryState,
  type ReleaseContext,
} from '../../../webpack/release/server-api';
import { failureRate, MINUTE_MS, type HealthCounts, type HealthStore } from './health-store';

/**
 * Automatic canary analysis (`npm run release -- canary <app> <version> <percent> --auto`; docs/releases.md,
 * "Automatic canary analysis"). Every interval, on one instance at a time, each automatic canary's failure
 * rate is compared with the current version's over the same window, from verified evidence only (beacons
 * under a page-load id the server signed, capped per network, and the server's own signals; issue 44):
 * - fewer than `minSample` loads of the canary in the window: wait;
 * - its failure rate above the current version's by more than `maxExcess`: stop the canary (everybody gets
 *   the current version again), with the numbers in the history;
 * - otherwise: step up to the next percentage below 100 %, or after the last one recommend promoting it:
 *   100 % always needs an operator's 全量发布 (the console offers it with the recommendation).
 * The window starts when the analysis first sees the canary (or its last step) and is kept in the release
 * state, so a restart or another instance taking over goes on with the same window. Counts are kept per
 * minute, so the window counts from the first whole minute after its start: nothing sent before it began
 * counts inside it.
 */
export interface AnalysisSettings {
  intervalMs: number;
  /** Loads of the canary (mounts + failures) needed before any verdict. */
  minSample: number;
  /** How much higher (a fraction: 0.05 = 5 points) the canary's failure rate may be than the current's. */
  maxExcess: number;
}

function envNumber(value: string | undefined, fallback: number, min: number, max: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

export function analysisSettings(env: NodeJS.ProcessEnv = process.env): AnalysisSettings {
  return {
    intervalMs: Math.round(envNumber(env.JC_CANARY_INTERVAL_MS, 60_000, 1_000, 3_600_000)),
    minSample: Math.round(envNumber(env.JC_CANARY_MIN_SAMPLE, 50, 1, 1_000_000)),
    maxExcess: envNumber(env.JC_CANARY_MAX_EXCESS, 0.05, 0, 1),
  };
}

/** What the analysis needs of the health store. */
export type HealthReader = Pick<HealthStore, 'flush' | 'totals'>;

const failures = (c: HealthCounts) => c.loadFail + c.renderError;
const loads = (c: HealthCounts) => c.mount + failures(c);
const percentText = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export type Verdict =
  | { kind: 'wait'; why: string }
  | { kind: 'rollback'; why: string }
  | { kind: 'step'; percent: number; why: string }
  | { kind: 'recommend'; why: string };

export interface Judged {
  canary: { version: string; percent: number; steps: number[] };
  current: string;
  canaryCounts: HealthCounts;
  currentCounts: HealthCounts;
  windowMs: number;
}

/** The verdict on one automatic canary, with the numbers it rests on (they go into the history). */
export function judge(
  { canary, current, canaryCounts, currentCounts, windowMs }: Judged,
  settings: AnalysisSettings,
): Verdict {
  const seconds = Math.round(windowMs / 1000);
  const numbers =
    `canary ${canary.version} failed ${failures(canaryCounts)} of ${loads(canaryCounts)} loads ` +
    `(${percentText(failureRate(canaryCounts))}), current ${current} ${failures(currentCounts)} of ` +
    `${loads(currentCounts)} (${percentText(failureRate(currentCounts))}) over ${seconds} s; ` +
    `limit +${(settings.maxExcess * 100).toFixed(1)} points, min ${settings.minSample} loads`;
  if (loads(canaryCounts) < settings.minSample) return { kind: 'wait', why: `waiting: ${numbers}` };
  if (failureRate(canaryCounts) - failureRate(currentCounts) > settings.maxExcess)
    return { kind: 'rollback', why: `auto rollback: ${numbers}` };
  const next = canary.steps.find((step) => step > canary.percent);
  if (next === undefined || next >= 100)
    return { kind: 'recommend', why: `recommend promote (an operator's 全量发布): ${numbers}` };
  return { kind: 'step', percent: next, why: `auto step to ${next} %: ${numbers}` };
}

export interface CanaryAnalysis {
  /** The last verdict per app on this instance (the console shows it), e.g. "waiting: …". */
  readonly verdicts: ReadonlyMap<string, string>;
  readonly settings: AnalysisSettings;
  /** Whether this instance runs the rounds now (one instance at a time on PostgreSQL). */
  readonly leading: boolean;
  /** One round over every automatic canary (the timer calls it; tests call it directly). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export interface AnalysisOptions {
  db: Db;
  store: HealthReader;
  outDir: string;
  log: FastifyBaseLogger;
  settings?: AnalysisSettings;
  now?: () => number;
  /** false: no leader election and no timer (tests drive `tick`). */
  schedule?: boolean;
}

export function createCanaryAnalysis({
  db,
  store,
  outDir,
  log,
  settings = analysisSettings(),
  now = () => Date.now(),
  schedule = true,
}: AnalysisOptions): CanaryAnalysis {
  const verdicts = new Map<string, string>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let leadership: Leadership | null = null;

  const contextFor = (canary: CanaryState, why: string): ReleaseContext => ({
    outDir,
    by: 'canary-analysis',
    why,
    ifCanary: { version: canary.version, at: canary.at },
    print: (line) => log.info(`canary analysis: ${line}`),
  });

  async function judgeApp(app: string): Promise<void> {
    const entry = readState(outDir).apps[app];
    const canary = entry?.canary;
    if (!canary?.auto || !entry?.current) {
      verdicts.delete(app);
      return;
    }
    const at = now();
    if (canary.auto.since === undefined) {
      await startAnalysis(outDir, app, canary.version, at);
      verdicts.set(app, `watching ${canary.version} at ${canary.percent} % from now`);
      return;
    }
    // The first whole minute from the window's start: a minute that began before it holds beacons sent
    // before the window, which must not count inside it.
    const since = Math.ceil(Math.max(canary.auto.since, at - 3_600_000) / MINUTE_MS) * MINUTE_MS;
    const counts = await store.totals(app, [canary.version, entry.current], since, at);
    const empty = { mount: 0, loadFail: 0, renderError: 0, fallback: 0 };
    const verdict = judge(
      {
        canary: { version: canary.version, percent: canary.percent, steps: canary.auto.steps },
        current: entry.current,
        canaryCounts: counts[canary.version] ?? empty,
        currentCounts: counts[entry.current] ?? empty,
        windowMs: Math.max(0, at - since),
      },
      settings,
    );
    verdicts.set(app, verdict.why);
    if (verdict.kind === 'wait') return;
    const ctx = contextFor(canary, verdict.why);
    if (verdict.kind === 'rollback') {
      await commands.canary(ctx, app, 'off');
      log.warn(`canary analysis: ${app} ${verdict.why}`);
    } else if (verdict.kind === 'recommend') {
      // Never promoted by the analysis: the operator decides (release console, or `release promote`).
      await recommendPromote(outDir, app, canary.version, at, verdict.why);
    } else {
      const steps = canary.auto.steps.filter((step) => step > verdict.percent).join(',');
      await commands.canary({ ...ctx, auto: true, steps }, app, canary.version, String(verdict.percent));
    }
  }

  async function tick(): Promise<void> {
    // This instance's beacons first; other instances write theirs every few seconds.
    await store.flush();
    for (const app of APPS) {
      try {
        await judgeApp(app);
      } catch (error) {
        // A refused change (the release guard, a changed canary, the state lock) waits for the next round.
        const message = error instanceof Error ? error.message : String(error);
        verdicts.set(app, `not applied: ${message}`);
        log.warn(`canary analysis of ${app}: ${message}`);
      }
    }
  }

  const loop = () => {
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'canary analysis failed'))
      .finally(() => {
        running = null;
        if (leadership?.isLeader) timer = setTimeout(loop, settings.intervalMs).unref();
      });
  };

  if (schedule) {
    leadership = electLeader(
      db,
      {
        async elected() {
          timer = setTimeout(loop, settings.intervalMs).unref();
        },
        async deposed() {
          if (timer) clearTimeout(timer);
          timer = null;
          await running;
        },
        onError: (error) => log.warn({ err: error }, 'canary analysis leader connection'),
      },
      2_000,
      CANARY_LOCK,
    );
  }

  return {
    verdicts,
    settings,
    get leading() {
      return leadership?.isLeader ?? false;
    },
    tick,
    async stop() {
      await leadership?.stop();
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
