import path from 'node:path';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { writeRegistry } from '../static/published';
import { startServer, type TestServer } from '../user/helpers';

/**
 * POST /opsapi/health (issue 29, docs/releases.md "Health beacons") on the real server: what a browser's
 * sendBeacon posts is stored per app version only for versions the live registry names, weighted by the
 * sample rate, throttled per client without a retry-worthy answer, and never cached.
 */
jest.setTimeout(60_000);

const REGISTRY = {
  schemaVersion: 2,
  // A quarter of page loads report (npm run release -- health-sample 0.25).
  healthSampleRate: 0.25,
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
/** Every test posts from addresses of its own, so one test's hits never fill another's throttle. */
const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

beforeAll(async () => {
  process.env.JC_HEALTH_FLUSH_MS = '50';
  // Limits on (as in production), with a small health tier to reach.
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

interface Sent {
  status: number;
  headers: Headers;
  text: string;
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

it('stores a valid beacon per app, version and kind and answers 204 with no body, never cached', async () => {
  const sent = await beacon({
    events: [
      event('scores', '1.0.0-scores2', 'mount'),
      event('scores', '1.0.0-scores2', 'mount', 2),
      event('scores', '1.1.0-scores3', 'load-fail'),
      event('scores', '1.1.0-scores3', 'fallback'),
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
  await until('1.0.0-scores2', { mount: 3 });
  await until('1.1.0-scores3', { 'load-fail': 1, fallback: 1 });
  await until('1.0.0-shell1', { 'render-error': 4 });
  await until('1.0.0-content1', { mount: 1 });
  // Nothing about the visitor is stored: only these columns exist.
  const row = await server.db.qb.selectFrom('release_health').selectAll().executeTakeFirstOrThrow();
  expect(Object.keys(row).sort()).toEqual(['app', 'count', 'kind', 'minute', 'version']);
  expect(Number(row.minute) % 60_000).toBe(0);
});

it('drops versions the live registry does not name (still 204), and names of one app under another', async () => {
  const sent = await beacon({
    events: [
      event('scores', '9.9.9-junk', 'mount', 50),
      // A real version, but of another app.
      event('content', '1.0.0-scores2', 'mount', 50),
      event('account', '1.0.0-scores2', 'mount', 50),
      event('content', '1.0.0-content1', 'fallback', 7),
    ],
  });
  expect(sent.status).toBe(204);
  await until('1.0.0-content1', { mount: 1, fallback: 7 });
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
  const out = path.join(server.dataDir, 'out');
  const next = {
    ...REGISTRY,
    remotes: { ...REGISTRY.remotes, content: { current: '1.0.1-content2', previous: '1.0.0-content1' } },
  };
  expect((await beacon({ events: [event('content', '1.0.1-content2', 'mount')] })).status).toBe(204);
  await flushes();
  expect(await stored('1.0.1-content2')).toEqual({});
  writeRegistry(out, next);
  try {
    expect((await beacon({ events: [event('content', '1.0.1-content2', 'mount', 2)] })).status).toBe(204);
    await until('1.0.1-content2', { mount: 2 });
  } finally {
    writeRegistry(out, REGISTRY);
  }
});

it('accepts text/plain holding JSON (sendBeacon with a string)', async () => {
  const sent = await beacon(JSON.stringify({ events: [event('shell', '1.0.0-shell2', 'mount', 5)] }), {
    type: 'text/plain;charset=UTF-8',
  });
  expect(sent.status).toBe(204);
  await until('1.0.0-shell2', { mount: 5 });
});

it('weights each count by 1/sample, rounded', async () => {
  expect(
    (
      await beacon({
        sample: 0.25,
        events: [event('scores', '1.0.0-scores1', 'mount', 3), event('scores', '1.0.0-scores1', 'load-fail')],
      })
    ).status,
  ).toBe(204);
  // 1/0.3 = 3.33…: 1 counts 3.
  expect((await beacon({ sample: 0.3, events: [event('scores', '1.0.0-scores1', 'fallback')] })).status).toBe(
    204,
  );
  // A page claiming a thinner sample than the registry asks for weighs as the registry's rate: 0.01 counts 4,
  // not 100, so one address cannot multiply its beacons past what real sampling would.
  expect(
    (await beacon({ sample: 0.01, events: [event('scores', '1.0.0-scores1', 'render-error')] })).status,
  ).toBe(204);
  await until('1.0.0-scores1', { mount: 12, 'load-fail': 4, fallback: 3, 'render-error': 4 });
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
    expect((await beacon({ events: fifty })).status).toBe(204);
    const big = await beacon({ events: [event('scores', 'v'.repeat(100), 'mount')], pad: 'x'.repeat(8_200) });
    expect(big.status).toBe(413);
    expect((JSON.parse(big.text) as { retmsg: string }).retmsg).toBe(
      '请求体过大（此接口最多 8 KB），请精简内容后重试',
    );
  });

  it('stores nothing from a refused beacon', async () => {
    await beacon({ events: [event('shell', '1.0.0-shell2', 'fallback'), event('shell', 'x', 'boom')] });
    await flushes();
    expect((await stored('1.0.0-shell2')).fallback).toBeUndefined();
  });
});

it('past the per-client limit answers 204 and drops the beacon; other clients still count', async () => {
  const ip = nextIp();
  const answers = [];
  for (let i = 0; i < 5; i += 1)
    answers.push((await beacon({ events: [event('database', '1.0.0-db1', 'render-error')] }, { ip })).status);
  expect(answers).toEqual([204, 204, 204, 204, 204]);
  await until('1.0.0-db1', { 'render-error': 3 });
  await beacon({ events: [event('database', '1.0.0-db1', 'render-error')] });
  await until('1.0.0-db1', { 'render-error': 4 });
  await flushes();
  expect(await stored('1.0.0-db1')).toEqual({ 'render-error': 4 });
});

it('with RATE_LIMITS=off nothing is throttled', async () => {
  const ip = nextIp();
  for (let i = 0; i < 6; i += 1)
    expect(
      (await beacon({ events: [event('scores', '1.0.0-scores2', 'mount')] }, { ip, to: unlimited })).status,
    ).toBe(204);
  await until('1.0.0-scores2', { mount: 6 }, unlimited);
});

it("drops beacons another site's page sent through the visitor's browser (Sec-Fetch-Site)", async () => {
  for (const site of ['cross-site', 'same-site'])
    expect(
      (
        await beacon(
          { events: [event('account', 'x', 'mount')] },
          { headers: { 'sec-fetch-site': site }, to: unlimited },
        )
      ).status,
    ).toBe(204);
  await beacon(
    { events: [event('scores', '1.1.0-scores3', 'mount', 9)] },
    { headers: { 'sec-fetch-site': 'cross-site' }, to: unlimited },
  );
  await beacon(
    { events: [event('scores', '1.1.0-scores3', 'mount', 2)] },
    { headers: { 'sec-fetch-site': 'same-origin' }, to: unlimited },
  );
  await until('1.1.0-scores3', { mount: 2 }, unlimited);
  await flushes();
  expect(await stored('1.1.0-scores3', unlimited)).toEqual({ mount: 2 });
});

it('answers a GET under /opsapi with the 404 envelope, not the shell page', async () => {
  const res = await fetch(`${server.base}/opsapi/health`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(404);
  expect(((await res.json()) as { retcode: number }).retcode).toBe(404);
});
