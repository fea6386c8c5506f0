import path from 'node:path';
import { createPageLoadIds, loadHealthSecret, PAGE_LOAD_TTL_MS } from '../../src/ops/page-load-id';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { writeRegistry } from '../static/published';
import { startServer, type TestServer } from '../user/helpers';

/**
 * POST /opsapi/health and GET /opsapi/health/page (issues 29 and 44, docs/releases.md "Health beacons") on the
 * real server: a beacon counts only under a page-load id the server signed, once per id, app and kind, for
 * versions the live registry names, weighted by the registry's sample rate; ids are capped per client network;
 * beacons are throttled per client without a retry-worthy answer, and nothing is cached.
 */
jest.setTimeout(60_000);

const REGISTRY = {
  schemaVersion: 2,
  shell: { current: '1.0.0-shell2', previous: '1.0.0-shell1' },
  remotes: {
    scores: {
      current: '1.0.0-scores2',
      previous: '1.0.0-scores1',
      canary: { version: '1.1.0-scores3', percent: 10 },
    },
    content: { current: '1.0.0-content1' },
    database: { current: '1.0.0-db1' },
  },
};

let server: TestServer;
let unlimited: TestServer;
let ipCounter = 0;
/** Every test posts from addresses (networks) of its own, so one test's hits never fill another's throttle. */
const nextIp = () => {
  ipCounter += 1;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

beforeAll(async () => {
  process.env.JC_HEALTH_FLUSH_MS = '50';
  // Limits on (as in production), with a small beacon tier to reach; page-load ids at the default cap.
  server = await startServer('production', {
    config: { throttle: { ...DEFAULT_THROTTLE, healthIp: [{ max: 3, windowMs: 60_000 }] } },
  });
  // RATE_LIMITS=off: no throttle at all.
  unlimited = await startServer('production');
  for (const s of [server, unlimited]) writeRegistry(path.join(s.dataDir, 'out'), REGISTRY);
});
afterAll(async () => {
  delete process.env.JC_HEALTH_FLUSH_MS;
  await server.close();
  await unlimited.close();
});
afterEach(() => jest.restoreAllMocks());

interface Sent {
  status: number;
  headers: Headers;
  text: string;
}

/** GET /opsapi/health/page as a page would, from `ip`: the envelope and the headers. */
async function askId({ ip = nextIp(), to = server, headers = {} as Record<string, string> } = {}) {
  const res = await fetch(`${to.base}/opsapi/health/page`, {
    headers: { 'x-forwarded-for': ip, 'sec-fetch-site': 'same-origin', ...headers },
  });
  const body = (await res.json()) as {
    retcode: number;
    data: { id: string | null; expiresAt: number | null };
  };
  return { status: res.status, headers: res.headers, body, id: body.data.id };
}

/** A page-load id issued to a network of its own. */
async function pageId(to = server): Promise<string> {
  const { id } = await askId({ to });
  if (!id) throw new Error('no page-load id');
  return id;
}

async function beacon(
  body: unknown,
  { ip = nextIp(), type = 'application/json', to = server, headers = {} as Record<string, string> } = {},
): Promise<Sent> {
  const res = await fetch(`${to.base}/opsapi/health`, {
    method: 'POST',
    headers: { 'content-type': type, 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** A beacon under a fresh page-load id. */
async function pageBeacon(events: unknown[], { to = server, page = '' } = {}) {
  return beacon({ page: page || (await pageId(to)), events }, { to });
}

/** What is stored for a version (every app, minute and kind summed per kind). */
async function stored(version: string, on = server): Promise<Record<string, number>> {
  const rows = await on.db.qb
    .selectFrom('release_health')
    .select(['kind', 'count'])
    .where('version', '=', version)
    .execute();
  const byKind: Record<string, number> = {};
  for (const r of rows) byKind[r.kind] = (byKind[r.kind] ?? 0) + Number(r.count);
  return byKind;
}

/** Waits until the version's stored counts equal `expected` (the store flushes every 50 ms here). */
async function until(version: string, expected: Record<string, number>, on = server) {
  for (let i = 0; i < 100; i += 1) {
    if (JSON.stringify(await stored(version, on)) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(await stored(version, on)).toEqual(expected);
}

/** Waits for a few flushes to pass. */
const flushes = () => new Promise((r) => setTimeout(r, 300));

const event = (app: string, version: string, kind: string, count?: number) => ({
  app,
  version,
  kind,
  ...(count === undefined ? {} : { count }),
});

describe('page-load ids', () => {
  it('are issued to same-origin pages, never cached, each one different', async () => {
    const a = await askId();
    const b = await askId();
    expect(a.status).toBe(200);
    expect(a.headers.get('cache-control')).toMatch(/\bno-store\b/);
    expect(a.headers.get('access-control-allow-origin')).toBeNull();
    expect(a.body.retcode).toBe(200);
    expect(a.id).toMatch(/^[0-9a-z]+\.[\w-]{22}\.[\w-]{22}$/);
    expect(a.id).not.toBe(b.id);
    expect(a.body.data.expiresAt).toBeGreaterThan(Date.now());
    // Another site's page asking through the visitor's browser gets none.
    expect((await askId({ headers: { 'sec-fetch-site': 'cross-site' } })).id).toBeNull();
  });

  it('are capped per client network: one a minute per IPv4 address and per IPv6 /64', async () => {
    const ip = nextIp();
    expect((await askId({ ip })).id).toEqual(expect.any(String));
    expect((await askId({ ip })).id).toBeNull();
    expect((await askId({ ip })).id).toBeNull();
    // Two addresses of one /64 are one network; the next /64 is another.
    expect((await askId({ ip: '2001:db8:44:1::a' })).id).toEqual(expect.any(String));
    expect((await askId({ ip: '2001:db8:44:1::b' })).id).toBeNull();
    expect((await askId({ ip: '2001:db8:44:2::a' })).id).toEqual(expect.any(String));
    // A burst sent at once gets one id too (the throttle counts each request before it answers).
    const burst = nextIp();
    const ids = await Promise.all(Array.from({ length: 10 }, () => askId({ ip: burst })));
    expect(ids.filter((a) => a.id !== null)).toHaveLength(1);
    // With RATE_LIMITS=off there is no cap.
    for (let i = 0; i < 3; i += 1)
      expect((await askId({ ip, to: unlimited })).id).toEqual(expect.any(String));
  });

  it("are drawn by the server with the registry's sample rate, and each count weighs 1 / that rate", async () => {
    const out = path.join(unlimited.dataDir, 'out');
    writeRegistry(out, { ...REGISTRY, healthSampleRate: 0.25 });
    try {
      const random = jest.spyOn(Math, 'random').mockReturnValue(0.3);
      expect((await askId({ to: unlimited })).id).toBeNull();
      random.mockReturnValue(0.2);
      const id = await pageId(unlimited);
      // A claim of a thinner sample is not read: the count weighs 4, not 100.
      await beacon(
        { page: id, sample: 0.01, events: [event('scores', '1.0.0-scores1', 'render-error', 50)] },
        { to: unlimited },
      );
      await until('1.0.0-scores1', { 'render-error': 4 }, unlimited);
    } finally {
      writeRegistry(out, REGISTRY);
    }
  });
});

it('stores a beacon under a page-load id once per app and kind, and answers 204 with no body, never cached', async () => {
  const page = await pageId();
  const sent = await beacon({
    page,
    events: [
      event('scores', '1.1.0-scores3', 'load-fail', 50),
      event('scores', '1.1.0-scores3', 'fallback'),
      event('scores', '1.0.0-scores2', 'mount', 2),
      event('shell', '1.0.0-shell1', 'render-error', 4),
      event('content', '1.0.0-content1', 'mount'),
    ],
  });
  expect(sent.status).toBe(204);
  expect(sent.text).toBe('');
  expect(sent.headers.get('cache-control')).toMatch(/\bno-store\b/);
  // The server's security headers, and no CORS.
  expect(sent.headers.get('content-security-policy')).toBeTruthy();
  expect(sent.headers.get('access-control-allow-origin')).toBeNull();
  // A page's claimed counts are not trusted: one page load counts once per app and kind.
  await until('1.1.0-scores3', { 'load-fail': 1, fallback: 1 });
  await until('1.0.0-scores2', { mount: 1 });
  await until('1.0.0-shell1', { 'render-error': 1 });
  await until('1.0.0-content1', { mount: 1 });
  // Nothing about the visitor is stored: only these columns exist.
  const row = await server.db.qb.selectFrom('release_health').selectAll().executeTakeFirstOrThrow();
  expect(Object.keys(row).sort()).toEqual(['app', 'count', 'kind', 'minute', 'version']);
  expect(Number(row.minute) % 60_000).toBe(0);
});

describe('the forged flood (issue 44, attack 1)', () => {
  const flood = Array.from({ length: 50 }, () => event('scores', '1.1.0-scores3', 'load-fail', 50));

  it('one anonymous beacon of 50 events × 50 counts nothing (it counted 2,500 load failures)', async () => {
    expect((await beacon({ events: flood }, { to: unlimited })).status).toBe(204);
    await flushes();
    expect(await stored('1.1.0-scores3', unlimited)).toEqual({});
  });

  it('a forged, altered, expired or future page-load id counts nothing', async () => {
    const real = await pageId(unlimited);
    const [issued, nonce, mac] = real.split('.') as [string, string, string];
    const secret = await loadHealthSecret(unlimited.db);
    const ids = createPageLoadIds(secret);
    const forged = [
      `${issued}.${nonce}.${'A'.repeat(22)}`,
      `${issued}.${'B'.repeat(22)}.${mac}`,
      `${(parseInt(issued, 36) + 1).toString(36)}.${nonce}.${mac}`,
      createPageLoadIds('another-secret-of-32-characters!').issue(Date.now()).id,
      ids.issue(Date.now() - PAGE_LOAD_TTL_MS - 1).id,
      ids.issue(Date.now() + 10 * 60_000).id,
      'not-an-id',
    ];
    for (const page of forged)
      expect((await beacon({ page, events: flood }, { to: unlimited })).status).toBe(204);
    await flushes();
    expect(await stored('1.1.0-scores3', unlimited)).toEqual({});
  });

  it('a replayed id counts nothing more, on this beacon or the next, under any version', async () => {
    const page = await pageId(unlimited);
    for (let i = 0; i < 5; i += 1) await beacon({ page, events: flood }, { to: unlimited });
    await beacon(
      {
        page,
        events: [event('scores', '1.0.0-scores2', 'load-fail'), event('scores', '1.0.0-scores2', 'mount')],
      },
      { to: unlimited },
    );
    await until('1.1.0-scores3', { 'load-fail': 1 }, unlimited);
    await until('1.0.0-scores2', { mount: 1 }, unlimited);
    await flushes();
    expect(await stored('1.1.0-scores3', unlimited)).toEqual({ 'load-fail': 1 });
    expect(await stored('1.0.0-scores2', unlimited)).toEqual({ mount: 1 });
    const seen = await unlimited.db.qb.selectFrom('release_health_seen').selectAll().execute();
    expect(
      seen
        .filter((r) => r.page === page.split('.')[1])
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['load-fail', 'mount']);
  });
});

it('drops versions the live registry does not name (still 204), and names of one app under another', async () => {
  const sent = await pageBeacon([
    event('scores', '9.9.9-junk', 'mount', 50),
    // A real version, but of another app.
    event('content', '1.0.0-scores2', 'mount', 50),
    event('account', '1.0.0-scores2', 'mount', 50),
    event('content', '1.0.0-content1', 'fallback', 7),
  ]);
  expect(sent.status).toBe(204);
  await until('1.0.0-content1', { mount: 1, fallback: 1 });
  expect(await stored('9.9.9-junk')).toEqual({});
  const wrongApp = await server.db.qb
    .selectFrom('release_health')
    .selectAll()
    .where('version', '=', '1.0.0-scores2')
    .where('app', '!=', 'scores')
    .execute();
  expect(wrongApp).toEqual([]);
});

it('follows the registry: a version promoted after the server started counts from then on', async () => {
  const out = path.join(unlimited.dataDir, 'out');
  const next = {
    ...REGISTRY,
    remotes: { ...REGISTRY.remotes, content: { current: '1.0.1-content2', previous: '1.0.0-content1' } },
  };
  expect((await pageBeacon([event('content', '1.0.1-content2', 'mount')], { to: unlimited })).status).toBe(
    204,
  );
  await flushes();
  expect(await stored('1.0.1-content2', unlimited)).toEqual({});
  writeRegistry(out, next);
  try {
    await pageBeacon([event('content', '1.0.1-content2', 'mount', 2)], { to: unlimited });
    await until('1.0.1-content2', { mount: 1 }, unlimited);
  } finally {
    writeRegistry(out, REGISTRY);
  }
});

it('accepts text/plain holding JSON (sendBeacon with a string)', async () => {
  const page = await pageId();
  const sent = await beacon(JSON.stringify({ page, events: [event('shell', '1.0.0-shell2', 'mount', 5)] }), {
    type: 'text/plain;charset=UTF-8',
  });
  expect(sent.status).toBe(204);
  await until('1.0.0-shell2', { mount: 1 });
});

describe('malformed beacons: 400 in the error envelope', () => {
  const cases: [string, unknown, string?][] = [
    ['not JSON', '{"events": [', 'text/plain'],
    ['not JSON (application/json)', '{"events": ['],
    ['no events', { sample: 1 }],
    ['an empty list', { events: [] }],
    ['events not a list', { events: 'mount' }],
    ['an unknown app', { events: [event('admin', '1.0.0-scores2', 'mount')] }],
    ['an unknown kind', { events: [event('scores', '1.0.0-scores2', 'crash')] }],
    ['no version', { events: [{ app: 'scores', kind: 'mount' }] }],
    ['a count of 0', { events: [event('scores', '1.0.0-scores2', 'mount', 0)] }],
    ['a count over 50', { events: [event('scores', '1.0.0-scores2', 'mount', 51)] }],
    ['a fractional count', { events: [event('scores', '1.0.0-scores2', 'mount', 1.5)] }],
    ['a sample of 0', { sample: 0, events: [event('scores', '1.0.0-scores2', 'mount')] }],
    ['a sample over 1', { sample: 2, events: [event('scores', '1.0.0-scores2', 'mount')] }],
    ['a sample as text', { sample: 'all', events: [event('scores', '1.0.0-scores2', 'mount')] }],
    [
      'more than 50 events',
      { events: Array.from({ length: 51 }, () => event('scores', '1.0.0-scores2', 'mount')) },
    ],
    [
      'a poisoned prototype',
      '{"events":[{"app":"shell","version":"1.0.0-shell2","kind":"mount"}],"__proto__":{"x":1}}',
      'text/plain',
    ],
  ];
  it.each(cases)('%s', async (_label, body, type = 'application/json') => {
    const sent = await beacon(body, { type });
    expect(sent.status).toBe(400);
    const envelope = JSON.parse(sent.text) as { retcode: number; retmsg: string; data: unknown };
    expect(envelope.retcode).toBe(400);
    expect(envelope.retmsg).toMatch(/[\u4e00-\u9fff]/);
    expect(envelope.data).toBeNull();
  });

  it('50 events pass; a body over 8 KB is refused (413)', async () => {
    const fifty = Array.from({ length: 50 }, () => event('database', 'no-such-version', 'mount'));
    expect((await beacon({ page: await pageId(), events: fifty })).status).toBe(204);
    const big = await beacon({ events: [event('scores', 'v'.repeat(100), 'mount')], pad: 'x'.repeat(8_200) });
    expect(big.status).toBe(413);
    expect((JSON.parse(big.text) as { retmsg: string }).retmsg).toBe(
      '请求体过大（此接口最多 8 KB），请精简内容后重试',
    );
  });

  it('stores nothing from a refused beacon', async () => {
    await beacon({
      page: await pageId(),
      events: [event('shell', '1.0.0-shell2', 'fallback'), event('shell', 'x', 'boom')],
    });
    await flushes();
    expect((await stored('1.0.0-shell2')).fallback).toBeUndefined();
  });
});

it('past the per-client limit answers 204 and drops the beacon; other clients still count', async () => {
  const ip = nextIp();
  const answers = [];
  for (let i = 0; i < 5; i += 1) {
    const page = await pageId();
    answers.push(
      (await beacon({ page, events: [event('database', '1.0.0-db1', 'render-error')] }, { ip })).status,
    );
  }
  expect(answers).toEqual([204, 204, 204, 204, 204]);
  await until('1.0.0-db1', { 'render-error': 3 });
  await pageBeacon([event('database', '1.0.0-db1', 'render-error')]);
  await until('1.0.0-db1', { 'render-error': 4 });
  await flushes();
  expect(await stored('1.0.0-db1')).toEqual({ 'render-error': 4 });
});

it("drops beacons another site's page sent through the visitor's browser (Sec-Fetch-Site)", async () => {
  for (const site of ['cross-site', 'same-site'])
    expect(
      (
        await beacon(
          { page: await pageId(unlimited), events: [event('content', '1.0.0-content1', 'fallback')] },
          { headers: { 'sec-fetch-site': site }, to: unlimited },
        )
      ).status,
    ).toBe(204);
  await beacon(
    { page: await pageId(unlimited), events: [event('content', '1.0.0-content1', 'fallback')] },
    { headers: { 'sec-fetch-site': 'same-origin' }, to: unlimited },
  );
  await until('1.0.0-content1', { fallback: 1 }, unlimited);
  await flushes();
  expect(await stored('1.0.0-content1', unlimited)).toEqual({ fallback: 1 });
});

it('answers a GET of /opsapi/health itself with the 404 envelope, not the shell page', async () => {
  const res = await fetch(`${server.base}/opsapi/health`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(404);
  expect(((await res.json()) as { retcode: number }).retcode).toBe(404);
});
