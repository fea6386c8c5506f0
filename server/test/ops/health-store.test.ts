import {
  createHealthStore,
  failureRate,
  HEALTH_RETENTION_MS,
  MINUTE_MS,
  type HealthStore,
} from '../../src/ops/health-store';
import { openTestDb, type TestDb } from '../db/test-db';

/**
 * The release health store (issue 29): beacons summed in memory per app, version, minute and kind, written by
 * one upsert per key, read back as totals and per-minute series over a window, kept 48 hours. Runs on SQLite
 * and, in npm test's second pass, on PostgreSQL.
 */
let test: TestDb;
let clock = 0;
const stores: HealthStore[] = [];

/** A store on the test database with the test's clock; its timer never fires during a test. */
const storeOf = (options: Parameters<typeof createHealthStore>[1] = {}) => {
  const store = createHealthStore(test.db, { flushMs: 3_600_000, now: () => clock, ...options });
  stores.push(store);
  return store;
};

// 2026-11-21 12:00:00 UTC, a minute start.
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

const rows = () =>
  test.db.qb
    .selectFrom('release_health')
    .selectAll()
    .orderBy('minute')
    .orderBy('version')
    .orderBy('kind')
    .execute()
    .then((all) => all.map((r) => ({ ...r, minute: Number(r.minute), count: Number(r.count) })));

beforeEach(async () => {
  test = await openTestDb();
  clock = T0 + 30_000;
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  await test.dispose();
});

it('sums events of one app, version, minute and kind in memory and writes one row per key', async () => {
  const store = storeOf();
  store.record([
    { app: 'scores', version: '1.0.0-a', kind: 'mount', count: 1 },
    { app: 'scores', version: '1.0.0-a', kind: 'mount', count: 2 },
    { app: 'scores', version: '1.0.0-a', kind: 'load-fail', count: 1 },
  ]);
  store.record([{ app: 'scores', version: '1.0.0-a', kind: 'mount', count: 4 }], T0 + 59_999);
  // The next minute is another key.
  store.record([{ app: 'scores', version: '1.0.0-a', kind: 'mount', count: 1 }], T0 + MINUTE_MS);
  expect(await rows()).toEqual([]);
  await store.flush();
  expect(await rows()).toEqual([
    { app: 'scores', version: '1.0.0-a', minute: T0, kind: 'load-fail', count: 1 },
    { app: 'scores', version: '1.0.0-a', minute: T0, kind: 'mount', count: 7 },
    { app: 'scores', version: '1.0.0-a', minute: T0 + MINUTE_MS, kind: 'mount', count: 1 },
  ]);
});

it('adds a flush to what is stored (count = count + excluded.count), across stores on one database', async () => {
  const one = storeOf();
  const two = storeOf();
  one.record([{ app: 'content', version: 'v1', kind: 'fallback', count: 3 }]);
  await one.flush();
  one.record([{ app: 'content', version: 'v1', kind: 'fallback', count: 2 }]);
  two.record([{ app: 'content', version: 'v1', kind: 'fallback', count: 5 }]);
  await Promise.all([one.flush(), two.flush()]);
  // A flush with nothing buffered writes nothing.
  await one.flush();
  expect(await rows()).toEqual([{ app: 'content', version: 'v1', minute: T0, kind: 'fallback', count: 10 }]);
});

it('never throws on bad input and skips events that cannot count', async () => {
  const store = storeOf();
  const bad = [
    { app: 'scores', version: 'v1', kind: 'toString', count: 1 },
    { app: 'scores', version: 'v1', kind: 'mount', count: 0 },
    { app: 'scores', version: 'v1', kind: 'mount', count: 1.5 },
    { app: 'scores', version: 'v1', kind: 'mount', count: Number.NaN },
    null,
  ] as unknown as Parameters<HealthStore['record']>[0];
  expect(() => store.record(bad)).not.toThrow();
  expect(() => store.record([{ app: 'scores', version: 'v1', kind: 'mount', count: 1 }], NaN)).not.toThrow();
  store.record([{ app: 'scores', version: 'v1', kind: 'mount', count: 2 }]);
  await store.flush();
  expect((await rows()).map((r) => [r.kind, r.count])).toEqual([['mount', 2]]);
});

describe('totals and series', () => {
  let store: HealthStore;
  beforeEach(async () => {
    store = storeOf();
    // v1: minutes 0, 1, 2 and 5; v2 (the canary): minutes 1 and 2; another app with the same version name.
    const at = (minute: number) => T0 + minute * MINUTE_MS + 1_000;
    store.record([{ app: 'scores', version: 'v1', kind: 'mount', count: 10 }], at(0));
    store.record(
      [
        { app: 'scores', version: 'v1', kind: 'mount', count: 20 },
        { app: 'scores', version: 'v1', kind: 'render-error', count: 1 },
        { app: 'scores', version: 'v2', kind: 'mount', count: 3 },
        { app: 'scores', version: 'v2', kind: 'load-fail', count: 2 },
        { app: 'scores', version: 'v2', kind: 'fallback', count: 2 },
      ],
      at(1),
    );
    store.record(
      [
        { app: 'scores', version: 'v1', kind: 'mount', count: 30 },
        { app: 'scores', version: 'v2', kind: 'render-error', count: 1 },
      ],
      at(2),
    );
    store.record([{ app: 'scores', version: 'v1', kind: 'load-fail', count: 4 }], at(5));
    store.record([{ app: 'content', version: 'v1', kind: 'mount', count: 1_000 }], at(1));
    await store.flush();
  });

  it('sums every minute that overlaps the window, and lists every asked version', async () => {
    // From the middle of minute 1 to the first millisecond of minute 2: minutes 1 and 2.
    const totals = await store.totals(
      'scores',
      ['v1', 'v2', 'v9'],
      T0 + MINUTE_MS + 30_000,
      T0 + 2 * MINUTE_MS,
    );
    expect(totals).toEqual({
      v1: { mount: 50, loadFail: 0, renderError: 1, fallback: 0 },
      v2: { mount: 3, loadFail: 2, renderError: 1, fallback: 2 },
      v9: { mount: 0, loadFail: 0, renderError: 0, fallback: 0 },
    });
    // The minute before fromMs's minute and the one after toMs are out.
    expect((await store.totals('scores', ['v1'], T0 + MINUTE_MS, T0 + 2 * MINUTE_MS - 1)).v1).toEqual({
      mount: 20,
      loadFail: 0,
      renderError: 1,
      fallback: 0,
    });
    // The whole span, and another app's rows never mix in.
    expect((await store.totals('scores', ['v1'], T0, T0 + 10 * MINUTE_MS)).v1).toEqual({
      mount: 60,
      loadFail: 4,
      renderError: 1,
      fallback: 0,
    });
    expect(await store.totals('scores', [], T0, T0 + 10 * MINUTE_MS)).toEqual({});
    expect(failureRate(totals.v2 ?? { mount: 0, loadFail: 0, renderError: 0, fallback: 0 })).toBeCloseTo(0.5);
  });

  it('gives one point per minute with data, oldest first', async () => {
    const series = await store.series('scores', ['v1', 'v2', 'v9'], T0 + 1, T0 + 10 * MINUTE_MS);
    expect(series).toEqual({
      v1: [
        { minute: T0, mount: 10, loadFail: 0, renderError: 0, fallback: 0 },
        { minute: T0 + MINUTE_MS, mount: 20, loadFail: 0, renderError: 1, fallback: 0 },
        { minute: T0 + 2 * MINUTE_MS, mount: 30, loadFail: 0, renderError: 0, fallback: 0 },
        { minute: T0 + 5 * MINUTE_MS, mount: 0, loadFail: 4, renderError: 0, fallback: 0 },
      ],
      v2: [
        { minute: T0 + MINUTE_MS, mount: 3, loadFail: 2, renderError: 0, fallback: 2 },
        { minute: T0 + 2 * MINUTE_MS, mount: 0, loadFail: 0, renderError: 1, fallback: 0 },
      ],
      v9: [],
    });
    const narrow = await store.series('scores', ['v1'], T0 + 2 * MINUTE_MS, T0 + 4 * MINUTE_MS);
    expect(narrow.v1?.map((p) => p.minute)).toEqual([T0 + 2 * MINUTE_MS]);
  });
});

it('failureRate: failures over mounts and failures; fallbacks do not count; 0 with nothing counted', () => {
  expect(failureRate({ mount: 0, loadFail: 0, renderError: 0, fallback: 5 })).toBe(0);
  expect(failureRate({ mount: 8, loadFail: 1, renderError: 1, fallback: 9 })).toBeCloseTo(0.2);
  expect(failureRate({ mount: 0, loadFail: 3, renderError: 0, fallback: 0 })).toBe(1);
});

it('deletes rows older than 48 hours from a flush, at most once an hour', async () => {
  const store = storeOf();
  store.record([{ app: 'shell', version: 'old', kind: 'mount', count: 1 }], T0);
  store.record([{ app: 'shell', version: 'new', kind: 'mount', count: 1 }], T0 + 30 * MINUTE_MS);
  await store.flush();
  expect((await rows()).map((r) => r.version)).toEqual(['old', 'new']);

  // 48 h and a minute after T0: the first flush since the last prune an hour ago deletes 'old'.
  clock = T0 + HEALTH_RETENTION_MS + MINUTE_MS + 30_000;
  await store.flush();
  expect((await rows()).map((r) => r.version)).toEqual(['new']);

  // Within the hour no flush prunes: a row that went stale meanwhile stays…
  clock = T0 + HEALTH_RETENTION_MS + 40 * MINUTE_MS;
  await store.flush();
  expect((await rows()).map((r) => r.version)).toEqual(['new']);
  // …until an hour after the last prune.
  clock = T0 + HEALTH_RETENTION_MS + MINUTE_MS + 30_000 + 3_600_000;
  await store.flush();
  expect(await rows()).toEqual([]);
});

it('holds at most maxKeys keys: new keys past it are dropped and reported, known keys still add up', async () => {
  const dropped: number[] = [];
  const store = storeOf({ onDropped: (n) => dropped.push(n) });
  const many = Array.from({ length: 10_000 }, (_, i) => ({
    app: 'scores',
    version: `v${i}`,
    kind: 'mount' as const,
    count: 1,
  }));
  store.record(many);
  store.record([
    { app: 'scores', version: 'extra-1', kind: 'mount', count: 1 },
    { app: 'scores', version: 'extra-2', kind: 'mount', count: 1 },
    { app: 'scores', version: 'v0', kind: 'mount', count: 4 },
  ]);
  await store.flush();
  expect(dropped).toEqual([2]);
  const stored = await test.db.qb
    .selectFrom('release_health')
    .select((eb) => [eb.fn.countAll<number>().as('keys'), eb.fn.sum<number>('count').as('total')])
    .executeTakeFirstOrThrow();
  expect(Number(stored.keys)).toBe(10_000);
  expect(Number(stored.total)).toBe(10_004);
  // The buffer is empty again after a flush: new keys are taken.
  store.record([{ app: 'scores', version: 'extra-1', kind: 'mount', count: 1 }]);
  await store.flush();
  expect(dropped).toEqual([2]);
  expect((await store.totals('scores', ['extra-1'], T0, T0))['extra-1']?.mount).toBe(1);
});

it('keeps the counts of a failed flush for the next one and reports the error', async () => {
  const errors: unknown[] = [];
  const store = storeOf({ onError: (e) => errors.push(e) });
  store.record([{ app: 'account', version: 'v1', kind: 'mount', count: 2 }]);
  await test.db.qb.schema.alterTable('release_health').renameTo('release_health_away').execute();
  await store.flush();
  expect(errors.length).toBeGreaterThan(0);
  await test.db.qb.schema.alterTable('release_health_away').renameTo('release_health').execute();
  store.record([{ app: 'account', version: 'v1', kind: 'mount', count: 1 }]);
  await store.flush();
  expect((await rows()).map((r) => r.count)).toEqual([3]);
});

it('flushes on its own every flushMs, and close() writes what is left', async () => {
  const store = createHealthStore(test.db, { flushMs: 50, now: () => clock });
  store.record([{ app: 'database', version: 'v1', kind: 'mount', count: 1 }]);
  for (let i = 0; i < 100 && (await rows()).length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
  expect((await rows()).map((r) => r.count)).toEqual([1]);
  store.record([{ app: 'database', version: 'v1', kind: 'mount', count: 1 }]);
  await store.close();
  expect((await rows()).map((r) => r.count)).toEqual([2]);
});

describe('page loads (issue 44): each page-load id counts once per app and kind, ever', () => {
  const page = (
    id: string,
    events: Array<[string, string, 'mount' | 'load-fail' | 'render-error' | 'fallback']>,
  ) => ({
    page: id,
    expiresAt: T0 + 30 * MINUTE_MS,
    weight: 1,
    events: events.map(([app, version, kind]) => ({ app, version, kind })),
  });

  it('counts a page once per app and kind, in the buffer, across flushes and across instances', async () => {
    const a = storeOf();
    const b = storeOf();
    a.recordPage(
      page('p1', [
        ['scores', '1.1.0-b', 'load-fail'],
        ['scores', '1.0.0-a', 'load-fail'],
      ]),
    );
    a.recordPage(
      page('p1', [
        ['scores', '1.1.0-b', 'load-fail'],
        ['scores', '1.1.0-b', 'fallback'],
      ]),
    );
    await a.flush();
    // Replayed later, and to another instance: nothing more.
    a.recordPage(page('p1', [['scores', '1.1.0-b', 'load-fail']]));
    b.recordPage(
      page('p1', [
        ['scores', '1.1.0-b', 'load-fail'],
        ['scores', '1.0.0-a', 'mount'],
      ]),
    );
    // Sent to both instances at once: one of them counts it.
    a.recordPage(page('p2', [['scores', '1.0.0-a', 'mount']]));
    b.recordPage(page('p2', [['scores', '1.0.0-a', 'mount']]));
    await a.flush();
    await b.flush();
    expect(await rows()).toEqual([
      { app: 'scores', version: '1.0.0-a', minute: T0, kind: 'mount', count: 2 },
      { app: 'scores', version: '1.1.0-b', minute: T0, kind: 'fallback', count: 1 },
      { app: 'scores', version: '1.1.0-b', minute: T0, kind: 'load-fail', count: 1 },
    ]);
    // Another app is another count.
    b.recordPage({ ...page('p1', [['content', '1.0.0-c', 'mount']]), weight: 4 });
    await b.flush();
    expect((await rows()).filter((r) => r.app === 'content')).toEqual([
      { app: 'content', version: '1.0.0-c', minute: T0, kind: 'mount', count: 4 },
    ]);
  });

  it("keeps a page's record until its id expires, then prunes it with the hourly prune", async () => {
    const store = storeOf();
    store.recordPage(page('p1', [['scores', '1.0.0-a', 'mount']]));
    await store.flush();
    const seen = () => test.db.qb.selectFrom('release_health_seen').select(['page', 'kind']).execute();
    expect(await seen()).toEqual([{ page: 'p1', kind: 'mount' }]);
    clock = T0 + 2 * 3_600_000;
    await store.flush();
    expect(await seen()).toEqual([]);
  });

  it('keeps the page events of a failed flush for the next one, their records with them', async () => {
    const errors: unknown[] = [];
    const store = storeOf({ onError: (e) => errors.push(e) });
    store.recordPage(page('p1', [['scores', '1.0.0-a', 'mount']]));
    await test.db.qb.schema.alterTable('release_health').renameTo('release_health_away').execute();
    await store.flush();
    expect(errors.length).toBeGreaterThan(0);
    // The transaction rolled back: the page's record is not kept, so the retry counts it.
    expect(await test.db.qb.selectFrom('release_health_seen').selectAll().execute()).toEqual([]);
    await test.db.qb.schema.alterTable('release_health_away').renameTo('release_health').execute();
    await store.flush();
    expect(await rows()).toEqual([
      { app: 'scores', version: '1.0.0-a', minute: T0, kind: 'mount', count: 1 },
    ]);
  });
});
