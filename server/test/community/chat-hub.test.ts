import type { ServerResponse } from 'node:http';
import { ChatHub } from '../../src/community/chat/chat-hub';
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
  hub = new ChatHub(10, { heartbeatMs: 60_000, maxBacklogBytes: 1000 });
});
afterEach(() => hub.close());

it('holds back what arrives while a client opens, then sends it after the replay, none twice', () => {
  const client = fakeResponse();
  const handle = hub.attach(client.res as unknown as ServerResponse, 7, 10);
  hub.ingest([row(11), row(12), row(13, 8)]);
  expect(client.written).toEqual([]);
  // The replay read from the table already had 11 and 12; 13 belongs to another room.
  hub.start(handle, 'id: 11\nevent: message\ndata: {}\n\nid: 12\nevent: message\ndata: {}\n\n', 12);
  hub.ingest([row(12), row(14)]);
  expect(client.ids()).toEqual([11, 12, 14]);
});

it('sends a hide, never a message hidden before it was read', () => {
  const client = fakeResponse();
  hub.start(hub.attach(client.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.ingest([row(11, 7, { hidden_at: 5 }), row(12, 7, { kind: 'hide', target_id: 11, shown: '' })]);
  expect(client.ids()).toEqual([12]);
  expect(client.written.join('')).toContain('event: hide\ndata: {"id":11}');
});

it('cuts off a client that does not read, and keeps the others', () => {
  const slow = fakeResponse(5000);
  const fine = fakeResponse();
  hub.start(hub.attach(slow.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.start(hub.attach(fine.res as unknown as ServerResponse, 7, 10), '', 10);
  hub.ingest([row(11)]);
  expect(slow.res.destroyed).toBe(true);
  expect(hub.clientCount).toBe(1);
  expect(fine.ids()).toEqual([11]);
});
