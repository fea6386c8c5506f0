import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChatHub, FLUSH_BURST } from '../../src/community/chat/chat-hub';
import type { ChatRow } from '../../src/community/chat/chat-store';

/** A response that records what is written; `backlog` stands for data the client has not read yet. */
function fakeResponse(backlog = 0) {
  const written: string[] = [];
  const res = {
    destroyed: false,
    writableLength: backlog,
    write: (chunk: string) => written.push(chunk),
    destroy() {
      res.destroyed = true;
    },
    end: () => undefined,
  };
  return {
    res,
    written,
    ids: () => [...written.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1])),
  };
}

const row = (id: number, matchId = 7, extra: Partial<ChatRow> = {}): ChatRow => ({
  id,
  match_id: matchId,
  kind: 'user',
  user_id: 41,
  shown: `第${id}条`,
  system_kind: null,
  target_id: null,
  hidden_at: null,
  created_at: 0,
  user_name: '球迷41',
  user_image: '',
  ...extra,
});

let hub: ChatHub;
beforeEach(() => {
  // A window that never ends within a test: rows go out when the test flushes (or on the first turn after quiet).
  hub = new ChatHub(10, { heartbeatMs: 60_000, maxBacklogBytes: 1000, flushMs: 60_000 });
});
afterEach(() => hub.close());

it('holds back what arrives while a client opens, then sends it after the replay, none twice', () => {
  const client = fakeResponse();
  const handle = hub.attach(client.res as unknown as ServerResponse, 7, 10);
  hub.ingest([row(11), row(12), row(13, 8)]);
  hub.flush();
  expect(client.written).toEqual([]);
  // The replay read from the table already had 11 and 12; 13 belongs to another room.
  hub.start(handle, 'id: 11\nevent: message\ndata: {}\n\nid: 12\nevent: message\ndata: {}\n\n', 12);
  hub.ingest([row(12), row(14)]);
  hub.flush();
  expect(client.ids()).toEqual([11, 12, 14]);
});

it('sends a hide, never a message hidden before it was read', () => {
  const client = fakeResponse();
  hub.start(hub.attach(client.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.ingest([row(11, 7, { hidden_at: 5 }), row(12, 7, { kind: 'hide', target_id: 11, shown: '' })]);
  hub.flush();
  expect(client.ids()).toEqual([12]);
  expect(client.written.join('')).toContain('event: hide\ndata: {"id":11}');
});

it('cuts off a client that does not read, and keeps the others', () => {
  const slow = fakeResponse(5000);
  const fine = fakeResponse();
  hub.start(hub.attach(slow.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.start(hub.attach(fine.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.ingest([row(11)]);
  hub.flush();
  expect(slow.res.destroyed).toBe(true);
  expect(hub.clientCount).toBe(1);
  expect(fine.ids()).toEqual([11]);
});

it('joins the rows of a flush window into one write per client, in id order, a hide after its message', () => {
  const a = fakeResponse();
  const b = fakeResponse();
  hub.start(hub.attach(a.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.start(hub.attach(b.res as unknown as ServerResponse, 7, 10), '', 10);
  // Three catch-ups within one window (as three posts in a row would bring), one row of another room.
  hub.ingest([row(11)]);
  hub.ingest([row(12), row(13, 8)]);
  hub.ingest([row(14), row(15, 7, { kind: 'hide', target_id: 12, shown: '' })]);
  expect(a.written).toEqual([]);
  hub.flush();
  for (const client of [a, b]) {
    expect(client.written).toHaveLength(1);
    expect(client.ids()).toEqual([11, 12, 14, 15]);
    expect(client.written[0]).toMatch(
      /^id: 11\n.*id: 12\n.*id: 14\n.*id: 15\nevent: hide\ndata: \{"id":12\}\n\n$/s,
    );
  }
});

it('sends rows that come slower than the pace at once, and holds faster ones for one write', async () => {
  const client = fakeResponse();
  hub.start(hub.attach(client.res as unknown as ServerResponse, 7, 10), '', 10);
  const turn = () => new Promise((resolve) => setTimeout(resolve, 5));
  // A quiet hub: a burst of FLUSH_BURST rows, one by one, each goes out on the next turn.
  for (let i = 0; i < FLUSH_BURST; i += 1) {
    hub.ingest([row(11 + i)]);
    await turn();
    expect(client.written).toHaveLength(i + 1);
  }
  // Past the burst, within the (60 s) pace: the next rows wait, then go out together.
  hub.ingest([row(11 + FLUSH_BURST)]);
  hub.ingest([row(12 + FLUSH_BURST)]);
  await turn();
  expect(client.written).toHaveLength(FLUSH_BURST);
  hub.flush();
  expect(client.written).toHaveLength(FLUSH_BURST + 1);
  expect(client.ids()).toEqual(Array.from({ length: FLUSH_BURST + 2 }, (_, i) => 11 + i));
});

it('gives a client that opens while rows wait for the flush each of them once, after its replay', () => {
  const early = fakeResponse();
  const late = fakeResponse();
  const earlyHandle = hub.attach(early.res as unknown as ServerResponse, 7, 10);
  hub.ingest([row(11), row(12)]);
  // `late` resumes from 10 while 11 and 12 still wait; its replay (read from the table) had 11.
  const lateHandle = hub.attach(late.res as unknown as ServerResponse, 7, 10);
  hub.start(lateHandle, 'id: 11\nevent: message\ndata: {}\n\n', 11);
  hub.flush();
  expect(late.ids()).toEqual([11, 12]);
  // `early` was still reading its replay at the flush: 11 and 12 waited for it, then came after it.
  hub.ingest([row(13)]);
  hub.flush();
  expect(early.written).toEqual([]);
  hub.start(earlyHandle, '', 10);
  hub.ingest([row(14)]);
  hub.flush();
  expect(early.ids()).toEqual([11, 12, 13, 14]);
  expect(late.ids()).toEqual([11, 12, 13, 14]);
});

it('writes what waits before it ends the streams on close', () => {
  const client = fakeResponse();
  hub.start(hub.attach(client.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.ingest([row(11)]);
  hub.ingest([row(12)]);
  hub.close();
  expect(client.ids()).toEqual([11, 12]);
});

describe('over real sockets', () => {
  const BOUND = 64 * 1024;
  let server: http.Server;
  let socketsHub: ChatHub;
  const responses = new Map<string, ServerResponse>();
  beforeEach(async () => {
    socketsHub = new ChatHub(10, { heartbeatMs: 60_000, maxBacklogBytes: BOUND, flushMs: 0 });
    server = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      responses.set(req.url ?? '', res);
      // The opening (as the route's `ready`) sends the headers.
      socketsHub.start(socketsHub.attach(res, 7, 10), ': open\n\n', 10);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    socketsHub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('cuts off a client that stops reading once its unsent data passes the bound; a reading one gets every row in order', async () => {
    const { port } = server.address() as AddressInfo;
    const open = (path: string, onData: (chunk: string) => void) =>
      new Promise<http.IncomingMessage>((resolve) =>
        http
          .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
            res.setEncoding('utf8');
            res.on('data', onData);
            res.on('error', () => undefined);
            resolve(res);
          })
          .on('error', () => undefined),
      );
    let text = '';
    await open('/reads', (chunk) => (text += chunk));
    const stalled = await open('/stalls', () => undefined);
    // It reads nothing more: the kernel's buffers fill, then the server's.
    stalled.pause();
    const slow = responses.get('/stalls') as ServerResponse;
    const big = '球'.repeat(4000);
    let id = 10;
    let most = 0;
    while (!slow.destroyed && id < 3000) {
      id += 1;
      socketsHub.ingest([row(id, 7, { shown: big })]);
      socketsHub.flush();
      most = Math.max(most, slow.writableLength);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(slow.destroyed).toBe(true);
    expect(socketsHub.clientCount).toBe(1);
    // Never more than the bound plus the one write that crossed it (a row of ~12 KB).
    expect(most).toBeGreaterThan(BOUND);
    expect(most).toBeLessThanOrEqual(BOUND + 13_000);
    const sent = id;
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (text.includes(`id: ${sent}\n`)) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    const ids = [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(ids).toEqual(Array.from({ length: sent - 10 }, (_, i) => 11 + i));
  });
});
