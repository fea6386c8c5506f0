import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig, readLimits, type ServerLimits } from '../../src/config';
import { DEFAULT_BODY_LIMIT, ROUTE_BODY_LIMITS } from '../../src/http/body-limits';
import { JSON_TOO_DEEP_MESSAGE, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../src/http/bounded-json';
import { PerIpCap } from '../../src/sport/live/per-ip-cap';
import { prep } from '../db/sql';
import { openTestDb, type TestDb } from '../db/test-db';
import { apiRoutes } from '../robustness/routes-of';
import { SseClient } from '../sport/sse-client';
import { startServer as startSportServer, sportTemplate, TEST_SEED } from '../sport/helpers';
import { signedHeaders, startServer, type TestServer } from '../user/helpers';

/** Timeouts and caps with small values, so each check is bounded to a few seconds. */
jest.setTimeout(60_000);

const LIMITS: ServerLimits = {
  ...readLimits({}),
  requestTimeoutMs: 1_500,
  headersTimeoutMs: 1_000,
  timeoutCheckMs: 200,
  maxConnections: 3,
  sseMaxPerIp: 2,
};

const portOf = (server: TestServer) => Number(new URL(server.base).port);

/** Opens a socket; resolves with how it ended (or 'open' if still open after `waitMs`) and what it got. */
function trickle(port: number, head: string, drip: string, waitMs: number) {
  return new Promise<{ ended: 'closed' | 'open'; afterMs: number; received: string }>((resolve) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let i = 0;
    const timer = setInterval(() => {
      if (!socket.destroyed) socket.write(drip[i++ % drip.length] ?? ' ');
    }, 300);
    const finish = (ended: 'closed' | 'open') => {
      clearInterval(timer);
      clearTimeout(deadline);
      socket.destroy();
      resolve({ ended, afterMs: Date.now() - started, received });
    };
    const deadline = setTimeout(() => finish('open'), waitMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish('closed'));
  });
}

describe('slow requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('development', { config: { limits: LIMITS } });
  });
  afterAll(() => server.close());

  it('cuts off a body trickled a byte at a time (slow-loris) with 408', async () => {
    const signed = Object.entries(signedHeaders()).map(([k, v]) => `${k}: ${v}\r\n`);
    const head =
      `POST /userapi/login/user/pwd HTTP/1.1\r\nHost: 127.0.0.1\r\n${signed.join('')}` +
      'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n';
    const result = await trickle(portOf(server), head, '{"phone":"13800000001"', 8_000);
    expect(result.ended).toBe('closed');
    expect(result.afterMs).toBeLessThan(5_000);
    expect(result.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers trickled a byte at a time', async () => {
    const result = await trickle(
      portOf(server),
      'GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      'abcdef',
      8_000,
    );
    expect(result.ended).toBe('closed');
    expect(result.afterMs).toBeLessThan(5_000);
  });
});

describe('connection cap', () => {
  it('refuses connections beyond maxConnections and takes new ones when a slot frees', async () => {
    const server = await startServer('development', { config: { limits: LIMITS } });
    const open: net.Socket[] = [];
    try {
      for (let i = 0; i < 3; i += 1) {
        const socket = net.connect(portOf(server), '127.0.0.1');
        await new Promise((r) => socket.once('connect', r));
        open.push(socket);
      }
      const extra = await trickle(
        portOf(server),
        'GET /registry.json HTTP/1.1\r\nHost: x\r\n\r\n',
        ' ',
        3_000,
      );
      expect(extra.ended).toBe('closed');
      expect(extra.received).toBe('');
      open.pop()?.destroy();
      await new Promise((r) => setTimeout(r, 200));
      const after = await fetch(`${server.base}/userapi/capabilities`, { method: 'POST' });
      expect(after.status).toBe(401);
    } finally {
      open.forEach((s) => s.destroy());
      await server.close();
    }
  });
});

describe('live feed streams per IP', () => {
  // The seeded template is built once per source change (minutes on a loaded machine): not in the test's time.
  beforeAll(() => sportTemplate(), 300_000);

  it('refuses a third stream from one address with 429, and takes one again once a stream closes', async () => {
    const sport = await startSportServer({}, { limits: LIMITS });
    const clients: SseClient[] = [];
    try {
      for (let i = 0; i < 2; i += 1) {
        const client = new SseClient(`${sport.base}/sportapi/live`);
        await client.open();
        clients.push(client);
      }
      const third = await fetch(`${sport.base}/sportapi/live`, { signal: AbortSignal.timeout(5_000) });
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({
        retcode: 1006,
        retmsg: '实时连接过多，请关闭部分页面后再试',
      });
      clients.pop()?.close();
      const deadline = Date.now() + 5_000;
      let status = 0;
      while (Date.now() < deadline) {
        const again = await fetch(`${sport.base}/sportapi/live`, { signal: AbortSignal.timeout(5_000) });
        status = again.status;
        await again.body?.cancel();
        if (status === 200) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
    } finally {
      clients.forEach((c) => c.close());
      await sport.close();
    }
  });
});

/** The whole server (every module, the sport data seeded) with small stream caps; X-Forwarded-For is trusted from loopback. */
async function startWholeServer(limits: Partial<ServerLimits> = {}) {
  const test: TestDb = await openTestDb({ template: await sportTemplate() });
  process.env.SIMULATOR = 'off';
  process.env.SPORT_SEED = TEST_SEED;
  const base = readConfig({});
  const app: FastifyInstance = await buildApp({
    config: {
      ...base,
      dataDir: test.dataDir,
      outDir: test.dataDir,
      throttle: null,
      limits: { ...base.limits, ...limits },
    },
    db: test.db,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    db: test.db,
    async close() {
      await app.close();
      await test.dispose();
      delete process.env.SIMULATOR;
      delete process.env.SPORT_SEED;
    },
  };
}

type WholeServer = Awaited<ReturnType<typeof startWholeServer>>;

describe('bounded bodies', () => {
  let server: WholeServer;
  beforeAll(async () => {
    server = await startWholeServer();
  }, 120_000);
  afterAll(() => server.close());

  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  /** Every text JSON.parse was handed while `during` ran (the server's parser calls it in this process). */
  async function parsedDuring<T>(during: () => Promise<T>): Promise<{ result: T; parsed: string[] }> {
    const spy = jest.spyOn(JSON, 'parse');
    try {
      const result = await during();
      const parsed = spy.mock.calls.map(([text]) => String(text));
      return { result, parsed };
    } finally {
      spy.mockRestore();
    }
  }

  const postJson = (path: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...signedHeaders(), 'content-type': 'application/json', ...headers },
      body,
    });

  it('counts nesting outside strings only, in one pass', () => {
    expect(jsonDepthExceeds(nested(64))).toBe(false);
    expect(jsonDepthExceeds(nested(65))).toBe(true);
    expect(jsonDepthExceeds(`{"a":${nested(64)}}`)).toBe(true);
    expect(jsonDepthExceeds(JSON.stringify({ text: '['.repeat(1000) }))).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ text: '\\"[[[['.repeat(100) }))).toBe(false);
    expect(jsonDepthExceeds(`["\\\\"${','.repeat(3)}${nested(65)}]`)).toBe(true);
  });

  it(`refuses a body nested deeper than ${MAX_JSON_DEPTH} with 400 before JSON.parse sees it`, async () => {
    const body = `{"phone":${nested(MAX_JSON_DEPTH)}}`;
    const { result: res, parsed } = await parsedDuring(() => postJson('/userapi/login/user/pwd', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ retcode: 400, retmsg: JSON_TOO_DEEP_MESSAGE, data: null });
    expect(parsed.some((text) => text.includes('[[[['))).toBe(false);
    // 64 levels are parsed as usual (and refused by the schema: phone is not a string).
    const within = await postJson('/userapi/login/user/pwd', `{"phone":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(within.status).toBe(400);
    expect(((await within.json()) as { retmsg: string }).retmsg).toMatch(/^参数错误/);
  });

  it('refuses a deep body on every JSON parser: /sportapi, and the health beacon’s text/plain', async () => {
    const { result, parsed } = await parsedDuring(async () => [
      await postJson('/sportapi/follows/merge', nested(200)),
      await postJson('/opsapi/health', `{"events":${nested(100)}}`, { 'content-type': 'text/plain' }),
    ]);
    for (const res of result) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as { retmsg: string }).retmsg).toBe(JSON_TOO_DEEP_MESSAGE);
    }
    expect(parsed.some((text) => text.includes('[[[['))).toBe(false);
  });

  it('refuses a 1 MB nested body with 413 before a byte of it is parsed', async () => {
    const body = nested(500_000);
    const { result: res, parsed } = await parsedDuring(() => postJson('/userapi/login/user/pwd', body));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      retcode: 413,
      retmsg: '请求体过大（此接口最多 4 KB），请精简内容后重试',
      data: null,
    });
    expect(parsed.some((text) => text.includes('[[[['))).toBe(false);
  });

  it('gives every POST route a limit of a few KB: a 17 KB body is refused with 413 everywhere', async () => {
    const routes = apiRoutes(server.app).filter((r) => r.method === 'POST');
    expect(routes.length).toBeGreaterThan(25);
    const body = JSON.stringify({ text: 'x'.repeat(17 * 1024) });
    const answers: string[] = [];
    for (const { path } of routes) {
      const url = path.replace(/:[a-z]+/gi, '1');
      const res = await postJson(url, body);
      answers.push(`${res.status} ${path}`);
      await res.arrayBuffer();
    }
    expect(answers.filter((a) => !a.startsWith('413 '))).toEqual([]);
    // Each limit is at most 16 KB, and the table names only routes that exist.
    expect(Math.max(DEFAULT_BODY_LIMIT, ...Object.values(ROUTE_BODY_LIMITS))).toBeLessThanOrEqual(16 * 1024);
    const known = new Set(routes.map((r) => `POST ${r.path}`));
    expect(Object.keys(ROUTE_BODY_LIMITS).filter((route) => !known.has(route))).toEqual([]);
  });

  it('keeps what a route needs: a 300-character comment and a full follow list still go through the limit', async () => {
    const comment = JSON.stringify({ text: '精彩'.repeat(150) });
    const res = await postJson('/sportapi/articles/1/comments', comment);
    expect(res.status).not.toBe(413);
    const ids = Array.from({ length: 200 }, (_, i) => 2_000_000_000 - i);
    const follows = await postJson(
      '/sportapi/follows/merge',
      JSON.stringify({ teams: ids, leagues: ids, matches: ids }),
    );
    // 6.6 KB, more than the default 4 KB: parsed, validated, then refused for want of a sign-in.
    expect(follows.status).toBe(401);
  });

  it('refuses a multipart body over the limit (413) or without a declared length (411)', async () => {
    const form = new FormData();
    form.append('phone', '13800000001');
    form.append('pwd', 'x'.repeat(5 * 1024));
    const big = await fetch(`${server.url}/userapi/login/user/pwd`, {
      method: 'POST',
      headers: signedHeaders(),
      body: form,
    });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { retmsg: string }).retmsg).toBe(
      '请求体过大（此接口最多 4 KB），请精简内容后重试',
    );
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${server.url}/userapi/login/user/pwd`,
        {
          method: 'POST',
          headers: { ...signedHeaders(), 'content-type': 'multipart/form-data; boundary=XX' },
          agent: false,
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.write('--XX\r\nContent-Disposition: form-data; name="phone"\r\n\r\n');
      req.end('13800000001\r\n--XX--\r\n');
    });
    expect(chunked.status).toBe(411);
    expect((JSON.parse(chunked.body) as { retmsg: string }).retmsg).toBe(
      '请求缺少 Content-Length，请刷新页面后重试',
    );
  });
});

/** Opens a stream from `address` (X-Forwarded-For); resolves with its status, and a way to close it. */
function openStream(url: string, address: string) {
  return new Promise<{ status: number; body: string; retryAfter?: string; close: () => void }>(
    (resolve, reject) => {
      const req = http.get(url, { headers: { 'x-forwarded-for': address }, agent: false }, (res) => {
        const close = () => req.destroy();
        if (res.statusCode === 200) {
          res.on('data', () => undefined);
          res.on('error', () => undefined);
          resolve({ status: 200, body: '', close });
          return;
        }
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, retryAfter: res.headers['retry-after'], close }),
        );
      });
      req.on('error', reject);
      req.setTimeout(20_000, () => {
        req.destroy();
        reject(new Error('the stream did not answer within 20 s'));
      });
    },
  );
}

describe('stream caps keyed like the throttles', () => {
  it('groups IPv6 by /64 and counts IPv4-mapped addresses as the IPv4', () => {
    const cap = new PerIpCap(2);
    expect(typeof cap.take('2001:db8:1:2::1')).toBe('function');
    expect(typeof cap.take('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('function');
    expect(cap.take('2001:db8:1:2:abcd::9')).toBe('client');
    expect(typeof cap.take('2001:db8:1:3::1')).toBe('function');
    expect(typeof cap.take('10.0.0.1')).toBe('function');
    expect(typeof cap.take('::ffff:10.0.0.1')).toBe('function');
    expect(cap.take('10.0.0.1')).toBe('client');
  });

  let server: WholeServer;
  let match: number;
  beforeAll(async () => {
    server = await startWholeServer({ sseMaxPerIp: 2, sseMaxTotal: 5, chatStreamsMaxTotal: 5 });
    match = Number(
      ((await prep(server.db, 'SELECT MIN(id) AS id FROM sport_matches').get()) as { id: number }).id,
    );
  }, 120_000);
  afterAll(() => server.close());

  const kinds = () => [
    ['live feed', `${server.url}/sportapi/live`],
    ['chat stream', `${server.url}/sportapi/matches/${match}/chat/stream`],
  ];

  it.each([0, 1])(
    'one IPv6 /64 holds no more streams than one IPv4 address (%#: live feed, chat)',
    async (kind) => {
      const [, url] = kinds()[kind]!;
      const open: { close: () => void }[] = [];
      try {
        // Two streams from two addresses of one /64: its quota is full.
        for (const address of ['2001:db8:77:1::1', '2001:db8:77:1::2']) {
          const stream = await openStream(url!, address);
          expect(stream.status).toBe(200);
          open.push(stream);
        }
        const third = await openStream(url!, '2001:db8:77:1:ffff::3');
        expect(third.status).toBe(429);
        expect(JSON.parse(third.body)).toMatchObject({
          retcode: 1006,
          retmsg: '实时连接过多，请关闭部分页面后再试',
        });
        // Another /64 has a quota of its own.
        const neighbour = await openStream(url!, '2001:db8:77:2::1');
        expect(neighbour.status).toBe(200);
        open.push(neighbour);
      } finally {
        open.forEach((s) => s.close());
      }
    },
  );

  it.each([0, 1])(
    'caps the streams of all clients together with 503 and Retry-After (%#: live feed, chat)',
    async (kind) => {
      const [, url] = kinds()[kind]!;
      const open: { close: () => void }[] = [];
      try {
        // Five clients, one stream each, fill the instance's five.
        for (let n = 1; n <= 5; n += 1) {
          const stream = await openStream(url!, `10.9.${kind}.${n}`);
          expect(stream.status).toBe(200);
          open.push(stream);
        }
        const sixth = await openStream(url!, `10.9.${kind}.6`);
        expect(sixth.status).toBe(503);
        expect(sixth.retryAfter).toBe('30');
        expect(JSON.parse(sixth.body)).toEqual({
          retcode: 503,
          retmsg: '实时连接已满，页面将稍后自动重连，比分可刷新查看',
          data: null,
        });
        // A slot given back is taken again.
        open.shift()?.close();
        let status = 0;
        for (let attempt = 0; attempt < 50 && status !== 200; attempt += 1) {
          await new Promise((r) => setTimeout(r, 100));
          const again = await openStream(url!, `10.9.${kind}.6`);
          status = again.status;
          if (status === 200) open.push(again);
        }
        expect(status).toBe(200);
      } finally {
        open.forEach((s) => s.close());
      }
    },
  );
});
