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

/** A fresh beacon module (its queue and sampling are page state) with sendBeacon stubbed as `sent` says. */
function freshBeacon(answer: boolean | 'missing' = true) {
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
  const fetchMock = jest.fn().mockResolvedValue({ ok: true });
  global.fetch = fetchMock;
  let beacon!: typeof Beacon;
  jest.isolateModules(() => {
    beacon = jest.requireActual('../health-beacon');
  });
  const read = () => bodies.map((b) => JSON.parse((b as TextBlob).text));
  return { beacon, sendBeacon, fetchMock, read };
}

const realBlob = global.Blob;
beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  global.Blob = realBlob;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('health beacons', () => {
  it('counts events per app, version and kind and sends them together 3 s after the first', () => {
    const { beacon, sendBeacon, read } = freshBeacon();
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

  it('sends at once when the page is hidden or left', () => {
    const { beacon, sendBeacon } = freshBeacon();
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

  it('caps a count at 50 and a beacon at 50 events', () => {
    const { beacon, read } = freshBeacon();
    for (let i = 0; i < 60; i += 1) beacon.reportHealth('scores', '1.0.0', 'mount');
    for (let i = 0; i < 60; i += 1) beacon.reportHealth('scores', `1.0.${i + 1}`, 'load-fail');
    beacon.flushHealth();
    const sent = read();
    expect(sent.map((b) => b.events.length)).toEqual([50, 11]);
    expect(sent[0].events[0]).toEqual({ app: 'scores', version: '1.0.0', kind: 'mount', count: 50 });
  });

  it('falls back to a keepalive fetch when sendBeacon refuses or is missing, and swallows its errors', async () => {
    for (const answer of [false, 'missing'] as const) {
      const { beacon, fetchMock } = freshBeacon(answer);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      beacon.reportHealth('scores', '2.0.0', 'fallback');
      beacon.flushHealth();
      expect(fetchMock).toHaveBeenCalledWith(
        '/opsapi/health',
        expect.objectContaining({ method: 'POST', keepalive: true }),
      );
      const body = JSON.parse(fetchMock.mock.calls[0][1].body as string);
      expect(body).toEqual({ events: [{ app: 'scores', version: '2.0.0', kind: 'fallback', count: 1 }] });
      await Promise.resolve();
    }
  });

  it('samples once per page load with the registry rate and says so in the body', () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.2);
    const kept = freshBeacon();
    kept.beacon.setHealthSampleRate(0.25);
    kept.beacon.reportHealth('scores', '1.0.0', 'mount');
    kept.beacon.flushHealth();
    expect(kept.read()[0]).toMatchObject({ sample: 0.25 });

    const dropped = freshBeacon();
    dropped.beacon.setHealthSampleRate(0.1);
    dropped.beacon.reportHealth('scores', '1.0.0', 'mount');
    // The draw is made once: a later registry read (重试) does not change it.
    dropped.beacon.setHealthSampleRate(1);
    dropped.beacon.reportHealth('scores', '1.0.0', 'load-fail');
    dropped.beacon.flushHealth();
    jest.advanceTimersByTime(3000);
    expect(dropped.sendBeacon).not.toHaveBeenCalled();
  });
});
