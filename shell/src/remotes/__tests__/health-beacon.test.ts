import type * as Beacon from '../health-beacon';

/** jsdom's Blob cannot be read back: this one keeps its text. */
class TextBlob {
  readonly type: string;
  readonly text: string;
  constructor(parts: string[], options: { type: string }) {
    this.text = parts.join('');
    this.type = options.type;
  }
}

const PAGE_ID = '1a2b3c.abcdefghijklmnopqrstuv.ABCDEFGHIJKLMNOPQRSTUV';

/**
 * A fresh beacon module (its queue and page-load id are page state) with sendBeacon stubbed as `answer` says,
 * and `fetch` answering the page-load id request with `id` (a POST fallback with `ok`).
 */
function freshBeacon(answer: boolean | 'missing' = true, id: string | null = PAGE_ID) {
  const bodies: unknown[] = [];
  global.Blob = TextBlob as unknown as typeof Blob;
  const sendBeacon = jest.fn((url: string, blob: TextBlob) => {
    expect(url).toBe('/opsapi/health');
    expect(blob.type).toBe('application/json');
    bodies.push(blob);
    return answer === true;
  });
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: answer === 'missing' ? undefined : sendBeacon,
  });
  const postMock = jest.fn().mockResolvedValue({ ok: true });
  const idAsks: RequestInit[] = [];
  const fetchMock = jest.fn((url: string, init: RequestInit) => {
    if (url !== '/opsapi/health/page') return postMock(url, init);
    idAsks.push(init);
    return Promise.resolve({
      ok: true,
      json: async () => ({ retcode: 200, retmsg: '成功', data: { id, expiresAt: id ? 1 : null } }),
    });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  let beacon!: typeof Beacon;
  jest.isolateModules(() => {
    beacon = jest.requireActual('../health-beacon');
  });
  const read = () => bodies.map((b) => JSON.parse((b as TextBlob).text));
  const clear = () => {
    bodies.length = 0;
    sendBeacon.mockClear();
    postMock.mockClear();
  };
  return { beacon, sendBeacon, postMock, idAsks, read, clear };
}

/** Lets the page-load id request answer (a few promise turns). */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** A module with its page-load id already received (one event sent to get it, then cleared). */
async function withId(answer: boolean | 'missing' = true) {
  const made = freshBeacon(answer);
  made.beacon.reportHealth('account', '0.0.1', 'mount');
  await settle();
  made.beacon.flushHealth();
  made.clear();
  return made;
}

const realBlob = global.Blob;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  global.Blob = realBlob;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('health beacons', () => {
  it('counts events per app, version and kind and sends them together 3 s after the first, with the page-load id', async () => {
    const { beacon, sendBeacon, read } = await withId();
    beacon.reportHealth('scores', '2.0.0', 'load-fail');
    beacon.reportHealth('scores', '2.0.0', 'fallback');
    beacon.reportHealth('scores', '1.0.0', 'mount');
    beacon.reportHealth('scores', '1.0.0', 'mount');
    jest.advanceTimersByTime(2999);
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(read()).toEqual([
      {
        page: PAGE_ID,
        events: [
          { app: 'scores', version: '2.0.0', kind: 'load-fail', count: 1 },
          { app: 'scores', version: '2.0.0', kind: 'fallback', count: 1 },
          { app: 'scores', version: '1.0.0', kind: 'mount', count: 2 },
        ],
      },
    ]);
    // Nothing about the visitor or the page goes out.
    expect(JSON.stringify(read())).not.toMatch(/bucket|user|http|\/match/);
  });

  it('asks for the page-load id once, with a no-store request after the page has loaded, and holds events until it comes', async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    const { beacon, sendBeacon, idAsks, read } = freshBeacon();
    beacon.reportHealth('scores', '1.0.0', 'mount');
    beacon.reportHealth('scores', '1.0.0', 'render-error');
    // Not before the page's own load.
    expect(idAsks).toHaveLength(0);
    jest.advanceTimersByTime(3000);
    expect(sendBeacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'complete' });
    window.dispatchEvent(new Event('load'));
    expect(idAsks).toEqual([
      { cache: 'no-store', credentials: 'same-origin', headers: { accept: 'application/json' } },
    ]);
    await settle();
    jest.advanceTimersByTime(3000);
    expect(read()).toEqual([
      {
        page: PAGE_ID,
        events: [
          { app: 'scores', version: '1.0.0', kind: 'mount', count: 1 },
          { app: 'scores', version: '1.0.0', kind: 'render-error', count: 1 },
        ],
      },
    ]);
    beacon.reportHealth('scores', '1.0.0', 'mount');
    jest.advanceTimersByTime(3000);
    expect(idAsks).toHaveLength(1);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('reports nothing when the server does not give this page load an id (not drawn, or past the cap)', async () => {
    const { beacon, sendBeacon, postMock, idAsks } = freshBeacon(true, null);
    beacon.reportHealth('scores', '1.0.0', 'load-fail');
    await settle();
    jest.advanceTimersByTime(3000);
    beacon.reportHealth('scores', '1.0.0', 'load-fail');
    beacon.flushHealth();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(postMock).not.toHaveBeenCalled();
    expect(idAsks).toHaveLength(1);
  });

  it('asks for a new id when its id is 20 minutes old, before sending', async () => {
    const { beacon, idAsks, read } = await withId();
    jest.setSystemTime(Date.now() + 20 * 60_000);
    beacon.reportHealth('content', '1.0.0', 'mount');
    expect(idAsks).toHaveLength(2);
    await settle();
    jest.advanceTimersByTime(3000);
    expect(read()).toEqual([
      { page: PAGE_ID, events: [{ app: 'content', version: '1.0.0', kind: 'mount', count: 1 }] },
    ]);
  });

  it('sends at once when the page is hidden or left', async () => {
    const { beacon, sendBeacon } = await withId();
    beacon.reportHealth('content', '1.0.0', 'mount');
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    beacon.reportHealth('content', '1.0.0', 'render-error');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    // The queue went with them: the timer has nothing left to send.
    jest.advanceTimersByTime(3000);
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('caps a count at 50 and a beacon at 50 events', async () => {
    const { beacon, read } = await withId();
    for (let i = 0; i < 60; i += 1) beacon.reportHealth('scores', '1.0.0', 'mount');
    for (let i = 0; i < 60; i += 1) beacon.reportHealth('scores', `1.0.${i + 1}`, 'load-fail');
    beacon.flushHealth();
    const sent = read();
    expect(sent.map((b) => b.events.length)).toEqual([50, 11]);
    expect(sent[0].events[0]).toEqual({ app: 'scores', version: '1.0.0', kind: 'mount', count: 50 });
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing, and swallows its errors', async () => {
    for (const answer of [false, 'missing'] as const) {
      const { beacon, postMock } = await withId(answer);
      postMock.mockRejectedValue(new TypeError('Failed to fetch'));
      beacon.reportHealth('scores', '2.0.0', 'fallback');
      beacon.flushHealth();
      expect(postMock).toHaveBeenCalledWith(
        '/opsapi/health',
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
      const body = JSON.parse(postMock.mock.calls[0][1].body as string);
      expect(body).toEqual({
        page: PAGE_ID,
        events: [{ app: 'scores', version: '2.0.0', kind: 'fallback', count: 1 }],
      });
      await Promise.resolve();
    }
  });

  it('never disturbs the page where there is no fetch: an event is counted and nothing throws', async () => {
    const { beacon, sendBeacon } = freshBeacon();
    const saved = global.fetch;
    // A document without fetch (an old browser; jsdom): the render effect that reports must not throw.
    delete (global as { fetch?: unknown }).fetch;
    try {
      expect(() => beacon.reportHealth('scores', '1.0.0-a', 'mount')).not.toThrow();
      await settle();
      expect(sendBeacon).not.toHaveBeenCalled();
    } finally {
      global.fetch = saved;
    }
  });
});
