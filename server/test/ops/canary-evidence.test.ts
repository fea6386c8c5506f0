import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { releaseFixture } from '../../../webpack/__tests__/release-fixture';
import { commands, readState } from '../../../webpack/release/server-api';
import { createCanaryAnalysis } from '../../src/ops/canary-analysis';
import { createHealthStore, minuteOf, type HealthStore } from '../../src/ops/health-store';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { startServer, type TestServer } from '../user/helpers';

/**
 * Issue 44, attack 1: "anyone steers an automatic canary". On the real server with the production limits,
 * real visitors (each from a network of their own) report through page-load ids while an attacker floods
 * `POST /opsapi/health` from one network. Before: one anonymous beacon of 50 events × 50 stopped a healthy
 * canary ("failed 2500 of 2560 loads"), and two forged beacons promoted a canary that failed for half of real
 * visitors. Now a forged flood neither stops a healthy canary nor promotes a failing one, and a healthy one
 * is never taken to 100 % by the analysis: it recommends the operator's 全量发布.
 */
jest.setTimeout(120_000);

const CURRENT = '1.0.0-aaaa';
const CANARY = '1.1.0-bbbb';
const settings = { intervalMs: 60_000, minSample: 50, maxExcess: 0.05 };

let server: TestServer;
let outDir: string;
/** A reader of the same database as the server's store (the analysis only reads it). */
let reader: HealthStore;
let network = 0;
/** A client network of its own (an IPv4 address) for each visitor. */
const nextNetwork = () => {
  network += 1;
  return `10.44.${Math.floor(network / 250)}.${(network % 250) + 1}`;
};

beforeAll(async () => {
  process.env.JC_HEALTH_FLUSH_MS = '50';
  outDir = releaseFixture();
  server = await startServer('production', { config: { outDir, throttle: DEFAULT_THROTTLE } });
  reader = createHealthStore(server.db, { flushMs: 60_000 });
});
afterAll(async () => {
  delete process.env.JC_HEALTH_FLUSH_MS;
  await reader.close();
  await server.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await server.db.qb.deleteFrom('release_health').execute();
});

async function askId(ip: string): Promise<string | null> {
  const res = await fetch(`${server.base}/opsapi/health/page`, {
    headers: { 'x-forwarded-for': ip, 'sec-fetch-site': 'same-origin' },
  });
  return ((await res.json()) as { data: { id: string | null } }).data.id;
}

async function post(ip: string, body: unknown): Promise<number> {
  const res = await fetch(`${server.base}/opsapi/health`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  return res.status;
}

/** One real page load: its own network, a page-load id, then its beacon. */
async function visitor(version: string, kind: 'mount' | 'load-fail') {
  const ip = nextNetwork();
  const page = await askId(ip);
  expect(page).toEqual(expect.any(String));
  expect(await post(ip, { page, events: [{ app: 'scores', version, kind, count: 1 }] })).toBe(204);
}

const flood = (kind: string) =>
  Array.from({ length: 50 }, () => ({ app: 'scores', version: CANARY, kind, count: 50 }));

/** Everything one network can do in a minute: anonymous floods, and floods under every id it can get. */
async function attack(kinds: string[]) {
  const ip = nextNetwork();
  for (let i = 0; i < 2; i += 1) for (const kind of kinds) await post(ip, { events: flood(kind) });
  for (let i = 0; i < 20; i += 1) {
    const page = await askId(ip);
    for (const kind of kinds) await post(ip, { page, events: flood(kind) });
  }
}

/** Waits until the server's store has written `loads` loads of the canary. */
async function written(loads: number) {
  for (let i = 0; i < 200; i += 1) {
    const rows = await server.db.qb
      .selectFrom('release_health')
      .select(['kind', 'count'])
      .where('version', '=', CANARY)
      .execute();
    const n = rows.filter((r) => r.kind !== 'fallback').reduce((sum, r) => sum + Number(r.count), 0);
    if (n >= loads) return n;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`the canary's ${loads} loads were never written`);
}

/** An analysis whose window starts at the start of this minute and is judged a second from now. */
async function judgeOnce() {
  let at = minuteOf(Date.now());
  const analysis = createCanaryAnalysis({
    db: server.db,
    store: reader,
    outDir,
    log: Fastify().log,
    settings,
    now: () => at,
    schedule: false,
  });
  await analysis.tick();
  return {
    analysis,
    async judge() {
      at = Date.now() + 1_000;
      await analysis.tick();
      return analysis.verdicts.get('scores') ?? '';
    },
  };
}

const scores = () => readState(outDir).apps.scores!;
const ctx = { outDir: '', by: 'alice', print: () => undefined };

it('a forged flood does not stop a healthy canary (it stopped one with a single request)', async () => {
  await commands.canary({ ...ctx, outDir, auto: true, steps: '25,50' }, 'scores', CANARY, '10');
  const run = await judgeOnce();
  for (let i = 0; i < 60; i += 1) await visitor(CANARY, 'mount');
  for (let i = 0; i < 60; i += 1) await visitor(CURRENT, 'mount');
  await attack(['load-fail', 'render-error']);
  // 60 real loads and at most the one id the attacker's network got: a load failure and a render error.
  expect(await written(60)).toBeLessThanOrEqual(62);
  const verdict = await run.judge();
  expect(verdict).toMatch(/^auto step to 25 %: canary 1\.1\.0-bbbb failed [0-2] of 6[0-2] loads/);
  expect(scores().canary).toMatchObject({ version: CANARY, percent: 25 });
});

it('a forged flood does not promote a canary that fails for half of real visitors; nor does a healthy one go to 100 % by itself', async () => {
  await commands.canary({ ...ctx, outDir, auto: true, steps: '100' }, 'scores', CANARY, '50');
  const run = await judgeOnce();
  for (let i = 0; i < 30; i += 1) await visitor(CANARY, 'mount');
  for (let i = 0; i < 30; i += 1) await visitor(CANARY, 'load-fail');
  for (let i = 0; i < 60; i += 1) await visitor(CURRENT, 'mount');
  await attack(['mount']);
  expect(await written(60)).toBeLessThanOrEqual(61);
  const verdict = await run.judge();
  expect(verdict).toMatch(/^auto rollback: canary 1\.1\.0-bbbb failed 30 of 6[01] loads/);
  expect(scores().canary).toBeUndefined();
  expect(scores().current).toBe(CURRENT);

  // The same canary, healthy this time, at its last step below 100 %: recommended, not promoted.
  await server.db.qb.deleteFrom('release_health').execute();
  await commands.canary({ ...ctx, outDir, auto: true, steps: '100' }, 'scores', CANARY, '50');
  const healthy = await judgeOnce();
  for (let i = 0; i < 60; i += 1) await visitor(CANARY, 'mount');
  await written(60);
  expect(await healthy.judge()).toMatch(
    /^recommend promote \(an operator's 全量发布\): canary 1\.1\.0-bbbb failed 0 of 60/,
  );
  expect(scores().current).toBe(CURRENT);
  expect(scores().canary).toMatchObject({
    version: CANARY,
    percent: 50,
    auto: { recommended: { why: expect.stringMatching(/^recommend promote/) } },
  });
  expect(scores().history?.some((h) => h.action === 'promote' && h.by === 'canary-analysis')).toBe(false);
});

it("counts the server's own signal: a file of a live version that fails to serve is one load failure a minute", async () => {
  await commands.canary({ ...ctx, outDir, auto: true }, 'scores', CANARY, '10');
  // The canary's remoteEntry.js is damaged on disk after publishing.
  fs.writeFileSync(path.join(outDir, 'remotes', 'scores', CANARY, 'browser', 'remoteEntry.js'), 'damaged');
  for (let i = 0; i < 5; i += 1) {
    const res = await fetch(`${server.base}/remotes/scores/${CANARY}/remoteEntry.js`);
    expect(res.status).toBe(404);
    await res.text();
  }
  // A path its record does not list is the asker's doing, not the server's.
  for (let i = 0; i < 3; i += 1)
    await (await fetch(`${server.base}/remotes/scores/${CANARY}/nothing.js`)).text();
  await written(1);
  await new Promise((r) => setTimeout(r, 300));
  const rows = await server.db.qb.selectFrom('release_health').selectAll().execute();
  // One a minute (two rows only if the minute turned during the requests).
  expect(rows.length).toBeLessThanOrEqual(2);
  for (const r of rows)
    expect([r.app, r.version, r.kind, Number(r.count)]).toEqual(['scores', CANARY, 'load-fail', 1]);
});
