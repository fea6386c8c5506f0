import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { releaseFixture } from '../../../webpack/__tests__/release-fixture';
import { commands, readState } from '../../../webpack/release/server-api';
import { analysisSettings, createCanaryAnalysis, judge } from '../../src/ops/canary-analysis';
import type { HealthCounts } from '../../src/ops/health-store';
import type { Db } from '../../src/db/database';

const settings = { intervalMs: 5_000, minSample: 10, maxExcess: 0.05 };
const counts = (mount: number, failed = 0): HealthCounts => ({
  mount,
  loadFail: 0,
  renderError: failed,
  fallback: failed,
});

describe('judge', () => {
  const base = {
    canary: { version: '1.1.0-bbbb', percent: 10, steps: [50, 100] },
    current: '1.0.0-aaaa',
    windowMs: 30_000,
  };

  it('waits for the minimum sample of canary loads, whatever they show', () => {
    const verdict = judge({ ...base, canaryCounts: counts(0, 9), currentCounts: counts(100) }, settings);
    expect(verdict.kind).toBe('wait');
    expect(verdict.why).toContain('failed 9 of 9 loads (100.0 %)');
  });

  it('rolls back past the allowed excess, with the numbers', () => {
    const verdict = judge({ ...base, canaryCounts: counts(8, 2), currentCounts: counts(99, 1) }, settings);
    expect(verdict).toEqual({
      kind: 'rollback',
      why:
        'auto rollback: canary 1.1.0-bbbb failed 2 of 10 loads (20.0 %), current 1.0.0-aaaa 1 of 100 (1.0 %) ' +
        'over 30 s; limit +5.0 points, min 10 loads',
    });
  });

  it('steps up a canary within the limit, and after the last step below 100 % recommends promoting it', () => {
    // 1 in 20 (5 %) against 1 in 100: 4 points above, within the 5 allowed.
    const healthy = { ...base, canaryCounts: counts(19, 1), currentCounts: counts(99, 1) };
    expect(judge(healthy, settings)).toMatchObject({ kind: 'step', percent: 50 });
    const last = { ...healthy, canary: { ...base.canary, percent: 50 } };
    // 100 % always needs an operator (issue 44): the analysis never promotes.
    expect(judge(last, settings)).toEqual({
      kind: 'recommend',
      why: expect.stringMatching(
        /^recommend promote \(an operator's 全量发布\): canary 1\.1\.0-bbbb failed 1 of 20/,
      ),
    });
  });

  it('reads its settings from the environment, refusing nonsense', () => {
    expect(analysisSettings({})).toEqual({ intervalMs: 60_000, minSample: 50, maxExcess: 0.05 });
    expect(
      analysisSettings({
        JC_CANARY_INTERVAL_MS: '5000',
        JC_CANARY_MIN_SAMPLE: '3',
        JC_CANARY_MAX_EXCESS: '0.1',
      }),
    ).toEqual({ intervalMs: 5_000, minSample: 3, maxExcess: 0.1 });
    expect(analysisSettings({ JC_CANARY_INTERVAL_MS: '5', JC_CANARY_MAX_EXCESS: '2' })).toEqual(
      analysisSettings({}),
    );
  });
});

describe('the analysis on a release state', () => {
  let outDir: string;
  let now: number;
  /** What the health store answers, per version. */
  let health: Record<string, HealthCounts>;
  const asked: Array<{ versions: string[]; from: number; to: number }> = [];
  const store = {
    flush: async () => undefined,
    totals: async (_app: string, versions: string[], from: number, to: number) => {
      asked.push({ versions, from, to });
      return Object.fromEntries(versions.map((v) => [v, health[v] ?? counts(0)]));
    },
  };
  const ctx = { outDir: '', by: 'alice', print: () => undefined };
  const analysis = () =>
    createCanaryAnalysis({
      db: {} as Db,
      store,
      outDir,
      log: Fastify().log,
      settings,
      now: () => now,
      schedule: false,
    });
  const scores = () => readState(outDir).apps.scores!;

  beforeEach(() => {
    outDir = releaseFixture();
    ctx.outDir = outDir;
    now = Date.parse('2026-11-21T12:00:00Z');
    health = {};
    asked.length = 0;
  });
  afterEach(() => fs.rmSync(outDir, { recursive: true, force: true }));

  it('stops a failing canary, recording why with the numbers, and leaves a manual canary alone', async () => {
    await commands.canary({ ...ctx, auto: true }, 'scores', '1.1.0-bbbb', '50');
    const run = analysis();
    await run.tick();
    // The first round starts the window on the server's clock; nothing is judged yet.
    expect(scores().canary?.auto?.since).toBe(now);
    expect(asked).toHaveLength(0);

    now += 5_000;
    health = { '1.1.0-bbbb': counts(0, 12), '1.0.0-aaaa': counts(15) };
    await run.tick();
    expect(asked[0]).toEqual({ versions: ['1.1.0-bbbb', '1.0.0-aaaa'], from: now - 5_000, to: now });
    expect(scores().canary).toBeUndefined();
    expect(scores().current).toBe('1.0.0-aaaa');
    const last = scores().history?.at(-1);
    expect(last).toMatchObject({ action: 'canary', percent: 0, by: 'canary-analysis' });
    expect(last?.why).toMatch(/^auto rollback: canary 1\.1\.0-bbbb failed 12 of 12 loads \(100\.0 %\)/);
    expect(run.verdicts.get('scores')).toBe(last?.why);
    const registry = JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));
    expect(registry.remotes.scores.canary).toBeUndefined();

    // A canary set by hand is never touched, however it fares.
    await commands.canary(ctx, 'scores', '1.1.0-bbbb', '10');
    await run.tick();
    now += 5_000;
    await run.tick();
    expect(scores().canary?.percent).toBe(10);
  });

  it("steps a healthy canary up, starting a new window, then recommends the operator's promote", async () => {
    await commands.canary({ ...ctx, auto: true, steps: '25,50' }, 'scores', '1.1.0-bbbb', '10');
    const run = analysis();
    await run.tick();
    now += 5_000;
    health = { '1.1.0-bbbb': counts(4), '1.0.0-aaaa': counts(40) };
    await run.tick();
    expect(scores().canary?.percent).toBe(10);
    expect(run.verdicts.get('scores')).toMatch(/^waiting: canary 1\.1\.0-bbbb failed 0 of 4 loads/);

    health = { '1.1.0-bbbb': counts(10), '1.0.0-aaaa': counts(40) };
    await run.tick();
    expect(scores().canary).toMatchObject({ percent: 25, by: 'canary-analysis', auto: { steps: [50, 100] } });
    expect(scores().canary?.auto?.since).toBeUndefined();
    await run.tick();
    now += 5_000;
    await run.tick();
    expect(scores().canary?.percent).toBe(50);
    await run.tick();
    now += 5_000;
    const historyBefore = scores().history?.length;
    await run.tick();
    // Healthy at 50 %, its last step below 100: the analysis recommends, the canary stays where it is.
    expect(scores().current).toBe('1.0.0-aaaa');
    expect(scores().canary).toMatchObject({
      version: '1.1.0-bbbb',
      percent: 50,
      auto: { recommended: { at: new Date(now).toISOString(), why: run.verdicts.get('scores') } },
    });
    expect(run.verdicts.get('scores')).toMatch(/^recommend promote \(an operator's 全量发布\): /);
    expect(scores().history).toHaveLength(historyBefore ?? 0);
    // Later rounds keep the first recommendation, and still stop the canary if it turns bad.
    now += 5_000;
    await run.tick();
    expect(scores().canary?.auto?.recommended?.at).toBe(new Date(now - 5_000).toISOString());
    health = { '1.1.0-bbbb': counts(5, 5), '1.0.0-aaaa': counts(40) };
    await run.tick();
    expect(scores().canary).toBeUndefined();
    expect(scores().current).toBe('1.0.0-aaaa');
    // The operator's promote (console or CLI) is what takes a canary to everybody.
    await commands.canary({ ...ctx, auto: true, steps: '100' }, 'scores', '1.1.0-bbbb', '50');
    await commands.promote(ctx, 'scores', '1.1.0-bbbb');
    expect(scores().current).toBe('1.1.0-bbbb');
    expect(scores().canary).toBeUndefined();
  });

  it('counts from the first whole minute of the window: beacons of the minute it began in do not count', async () => {
    // The window begins half a minute into 12:00; what was counted in 12:00 (partly before it) stays out.
    now = Date.parse('2026-11-21T12:00:30Z');
    await commands.canary({ ...ctx, auto: true }, 'scores', '1.1.0-bbbb', '10');
    const run = analysis();
    await run.tick();
    expect(scores().canary?.auto?.since).toBe(now);
    now = Date.parse('2026-11-21T12:01:30Z');
    health = { '1.1.0-bbbb': counts(60), '1.0.0-aaaa': counts(60) };
    await run.tick();
    expect(asked.at(-1)).toEqual({
      versions: ['1.1.0-bbbb', '1.0.0-aaaa'],
      from: Date.parse('2026-11-21T12:01:00Z'),
      to: now,
    });
    expect(run.verdicts.get('scores')).toMatch(/ over 30 s;/);
  });

  it('goes on after a restart with the window it had', async () => {
    await commands.canary({ ...ctx, auto: true }, 'scores', '1.1.0-bbbb', '50');
    await analysis().tick();
    const since = now;
    now += 60_000;
    health = { '1.1.0-bbbb': counts(0, 10), '1.0.0-aaaa': counts(10) };
    await analysis().tick();
    expect(asked[0]?.from).toBe(since);
    expect(scores().canary).toBeUndefined();
  });
});
