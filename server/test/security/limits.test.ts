import net from 'node:net';
import { readLimits, type ServerLimits } from '../../src/config';
import { SseClient } from '../sport/sse-client';
import { startServer as startSportServer } from '../sport/helpers';
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
