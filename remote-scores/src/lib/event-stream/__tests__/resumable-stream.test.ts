import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { BACKOFF_MS, ResumableStream, type StreamStatus } from '../resumable-stream';

interface Payloads {
  score: { home: number; away: number };
  resync: { rows: number };
}
type Event = { name: keyof Payloads; id: number | null; data: unknown };

function setup(lastId: number | null, skipSeen?: boolean) {
  const batches: Event[][] = [];
  const statuses: StreamStatus[] = [];
  const flushes: Array<() => void> = [];
  const stream = new ResumableStream<Payloads, Event>(
    {
      createEventSource: (url) => new FakeEventSource(url),
      url: (from) => (from === null ? '/stream' : `/stream?from=${from}`),
      decoders: {
        score: (data, id, name) => ({ name, id, data }),
        resync: (data, id, name) => ({ name, id, data }),
      },
      skipSeen: skipSeen ? { resync: ['resync'] } : undefined,
      onEvents: (events) => batches.push(events),
      onStatus: (status) => statuses.push(status),
      schedule: (flush) => flushes.push(flush),
    },
    lastId,
  );
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { stream, batches, statuses, frame };
}

const ids = (batches: Event[][]) => batches.flat().map((e) => e.id);

beforeEach(() => {
  FakeEventSource.instances = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

test('starts from its position, or from now on without one', () => {
  setup(null).stream.open();
  expect(FakeEventSource.latest().url).toBe('/stream');
  setup(41).stream.open();
  expect(FakeEventSource.latest().url).toBe('/stream?from=41');
});

test('collects a frame’s events into one batch and keeps the last id as its position', () => {
  const { stream, batches, frame } = setup(10);
  stream.open();
  const source = FakeEventSource.latest();
  source.emit('score', 11, { home: 1, away: 0 });
  source.emit('score', 12, { home: 2, away: 0 });
  source.emit('unknown', 13, {});
  expect(batches).toHaveLength(0);
  frame();
  expect(batches).toEqual([
    [
      { name: 'score', id: 11, data: { home: 1, away: 0 } },
      { name: 'score', id: 12, data: { home: 2, away: 0 } },
    ],
  ]);
  expect(stream.lastId).toBe(12);
});

test('while the browser retries by itself (it sends Last-Event-ID) no second connection is made', () => {
  const { stream, statuses } = setup(10);
  stream.open();
  FakeEventSource.latest().open();
  FakeEventSource.latest().fail(false);
  jest.advanceTimersByTime(60_000);
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(statuses).toEqual(['connecting', 'open', 'reconnecting']);
});

test('when the browser gives up it reconnects from the last id, backing off 1, 2, 5, 10, 10 s', () => {
  const { stream, statuses } = setup(10);
  stream.open();
  FakeEventSource.latest().emit('score', 20, { home: 1, away: 1 });
  const waits = [...BACKOFF_MS, 10_000];
  expect(waits).toEqual([1000, 2000, 5000, 10_000, 10_000]);
  for (const [i, wait] of waits.entries()) {
    const failed = FakeEventSource.latest();
    failed.fail(true);
    expect(failed.closed).toBe(true);
    jest.advanceTimersByTime(wait - 1);
    expect(FakeEventSource.instances).toHaveLength(i + 1);
    jest.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(i + 2);
    expect(FakeEventSource.latest().url).toBe('/stream?from=20');
  }
  expect(statuses.at(-1)).toBe('reconnecting');
  // An opened connection starts the backoff again.
  FakeEventSource.latest().open();
  FakeEventSource.latest().fail(true);
  jest.advanceTimersByTime(1000);
  expect(FakeEventSource.instances).toHaveLength(waits.length + 2);
  stream.close();
});

test('pause hands over what was read, closes, and open catches up from there', () => {
  const { stream, batches, statuses } = setup(10);
  stream.open();
  FakeEventSource.latest().emit('score', 15, { home: 1, away: 0 });
  stream.pause();
  expect(ids(batches)).toEqual([15]);
  expect(FakeEventSource.latest().closed).toBe(true);
  expect(statuses.at(-1)).toBe('idle');
  stream.open();
  expect(FakeEventSource.instances).toHaveLength(2);
  expect(FakeEventSource.latest().url).toBe('/stream?from=15');
});

test('close is for good: no retry, nothing handed over, open does nothing', () => {
  const { stream, batches, frame } = setup(10);
  stream.open();
  const source = FakeEventSource.latest();
  source.fail(true);
  source.emit('score', 11, { home: 1, away: 0 });
  stream.close();
  frame();
  jest.advanceTimersByTime(60_000);
  stream.open();
  expect(FakeEventSource.instances).toHaveLength(1);
  expect(batches).toHaveLength(0);

  const second = setup(10);
  second.stream.open();
  FakeEventSource.latest().emit('score', 11, { home: 1, away: 0 });
  second.stream.close();
  expect(FakeEventSource.latest().closed).toBe(true);
  second.frame();
  expect(second.batches).toHaveLength(0);
});

test('with skipSeen a replay’s overlap and frames without an id are dropped; a resync moves the position', () => {
  const { stream, batches, frame } = setup(40, true);
  stream.open();
  const source = FakeEventSource.latest();
  source.emit('score', 41, { home: 1, away: 0 });
  source.emit('score', 41, { home: 1, away: 0 });
  source.emit('score', 39, { home: 0, away: 0 });
  source.emitRaw('score', '', '{"home":2,"away":0}');
  source.emit('resync', 30, { rows: 3 });
  source.emit('score', 31, { home: 2, away: 0 });
  frame();
  expect(ids(batches)).toEqual([41, 30, 31]);
  expect(stream.lastId).toBe(31);
});

test('without skipSeen every frame is taken and the position only moves forward; bad JSON is skipped', () => {
  const { stream, batches, frame } = setup(40);
  stream.open();
  const source = FakeEventSource.latest();
  source.emit('score', 45, { home: 1, away: 0 });
  source.emit('score', 43, { home: 1, away: 0 });
  source.emitRaw('score', '', '{"home":2,"away":0}');
  source.emitRaw('score', '46', '{oops');
  frame();
  expect(ids(batches)).toEqual([45, 43, null]);
  expect(stream.lastId).toBe(45);
});
