import type { ServerResponse } from 'node:http';
import type { FeedEvent } from '../../src/sport/live/feed';
import { LiveHub } from '../../src/sport/live/hub';

/** A response that records what the hub writes. */
function sink() {
  const written: string[] = [];
  const res = {
    destroyed: false,
    writableLength: 0,
    write: (chunk: string) => written.push(chunk),
    end: () => undefined,
    destroy: () => undefined,
  } as unknown as ServerResponse;
  const ids = () => [...written.join('').matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));
  return { res, ids };
}

const event = (id: number, sport: FeedEvent['sport'] = 'football'): FeedEvent => ({
  id,
  name: 'delta',
  sport,
  payload: `{"matchId":${id}}`,
});

describe('live hub', () => {
  let hub: LiveHub;
  beforeEach(() => {
    hub = new LiveHub(100, { bufferSize: 4, heartbeatMs: 60_000, maxBacklogBytes: 1 << 20, maxReplay: 50 });
  });
  afterEach(() => hub.close());

  it('takes events in once, in order, across id gaps (a rolled-back tick burns its ids)', () => {
    const client = sink();
    hub.attach(client.res, 'all', 100);
    hub.ingest([event(101), event(102)]);
    hub.ingest([event(102), event(105, 'basketball')]);
    expect(client.ids()).toEqual([101, 102, 105]);
    expect(hub.lastId).toBe(105);
  });

  it('replays from its buffer only what it holds whole, gaps included', () => {
    hub.ingest([event(101), event(102), event(105), event(106), event(107)]);
    // 101 fell out of the buffer of four: a client that saw 100 cannot be served from memory.
    expect(hub.covers(100)).toBe(false);
    expect(hub.covers(101)).toBe(true);
    expect(hub.since(103, 'all')?.map((f) => Number(/id: (\d+)/.exec(f)?.[1]))).toEqual([105, 106, 107]);
    expect(hub.since(107, 'all')).toEqual([]);
    expect(hub.covers(108)).toBe(false);
  });

  it('attaches a client that is ahead of this instance without sending it anything twice', () => {
    hub.ingest([event(101)]);
    const client = sink();
    hub.attach(client.res, 'football', 103);
    hub.ingest([event(102), event(103), event(104), event(105, 'basketball'), event(106)]);
    expect(client.ids()).toEqual([104, 106]);
  });

  it('writes the buffered events after a client’s last id when it attaches, filtered by sport', () => {
    hub.ingest([event(101), event(102, 'basketball'), event(103)]);
    const client = sink();
    hub.attach(client.res, 'football', 101);
    hub.ingest([event(104)]);
    expect(client.ids()).toEqual([103, 104]);
  });
});
