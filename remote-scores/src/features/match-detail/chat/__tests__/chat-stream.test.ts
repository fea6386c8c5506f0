import type { ChatMessage } from '@jincheng/shared';
import { FakeEventSource } from '../../../../test-utils/fake-event-source';
import type { ChatEvent } from '../chat-log';
import { ChatStream } from '../chat-stream';

const line = (id: number, text: string): ChatMessage => ({
  id,
  matchId: 77,
  kind: 'user',
  system: null,
  author: { userId: 'u41', userName: '蓝月亮老王', userImage: '' },
  text,
  createdAt: Date.UTC(2026, 10, 21, 12, 30),
});

beforeEach(() => {
  FakeEventSource.instances = [];
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

function open(after: number) {
  const batches: ChatEvent[][] = [];
  const flushes: Array<() => void> = [];
  const stream = new ChatStream(
    {
      matchId: 77,
      createEventSource: (url) => new FakeEventSource(url),
      onEvents: (events) => batches.push(events),
      schedule: (flush) => flushes.push(flush),
    },
    after,
  );
  stream.open();
  const frame = () => flushes.splice(0).forEach((f) => f());
  return { stream, batches, frame };
}

it('hands over a frame’s events in one batch, in the stream’s order', () => {
  const { batches, frame } = open(112);
  const source = FakeEventSource.latest();
  expect(source.url).toBe('/sportapi/matches/77/chat/stream?after=112');
  source.emit('ready', 112, { room: { open: true, opensAt: 1, closesAt: null, reason: null } });
  source.emit('message', 120, line(120, '这球越位了吧'));
  source.emit('hide', 121, { id: 120 });
  source.emit('restore', 122, line(120, '这球越位了吧'));
  source.emit('gap', 123, { before: 100 });
  expect(batches).toHaveLength(0);
  frame();
  expect(batches).toEqual([
    [
      { type: 'ready', room: { open: true, opensAt: 1, closesAt: null, reason: null } },
      { type: 'message', message: line(120, '这球越位了吧') },
      { type: 'hide', id: 120 },
      { type: 'restore', message: line(120, '这球越位了吧') },
      { type: 'gap', before: 100 },
    ],
  ]);
});

it('reopens from the last id it saw when the browser gives up, backing off; pause and open catch up too', () => {
  const { stream, frame } = open(112);
  const first = FakeEventSource.latest();
  first.emit('message', 130, line(130, '曼城加油'));
  frame();
  first.fail(false);
  expect(FakeEventSource.instances).toHaveLength(1);
  first.fail(true);
  expect(first.closed).toBe(true);
  jest.advanceTimersByTime(999);
  expect(FakeEventSource.instances).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(FakeEventSource.latest().url).toBe('/sportapi/matches/77/chat/stream?after=130');

  FakeEventSource.latest().emit('message', 140, line(140, '下半场再进一个'));
  stream.pause();
  expect(FakeEventSource.latest().closed).toBe(true);
  stream.open();
  expect(FakeEventSource.latest().url).toBe('/sportapi/matches/77/chat/stream?after=140');
  stream.close();
  stream.open();
  expect(FakeEventSource.instances).toHaveLength(3);
});
