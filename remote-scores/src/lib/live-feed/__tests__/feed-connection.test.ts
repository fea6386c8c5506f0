import { FeedConnection } from '../feed-connection';
import type { LiveEvent } from '../live-types';
import { FakeEventSource } from '../../../test-utils/fake-event-source';

function setup(lastId: number | null) {
  FakeEventSource.instances = [];
  const received: LiveEvent[] = [];
  const connection = new FeedConnection(
    {
      createEventSource: (url) => new FakeEventSource(url),
      onEvents: (events) => received.push(...events),
      schedule: (flush) => flush(),
    },
    lastId,
  );
  return { connection, received };
}

const delta = (matchId: number) => ({ matchId, sport: 'football', changes: { minute: 3 }, at: 0 });

describe('FeedConnection', () => {
  test('connects from the list event id and drops events it already has', () => {
    const { connection, received } = setup(40);
    connection.open();
    expect(FakeEventSource.latest().url).toBe('/sportapi/live?sport=all&lastEventId=40');
    FakeEventSource.latest().emit('delta', 41, delta(1));
    FakeEventSource.latest().emit('delta', 41, delta(1));
    FakeEventSource.latest().emit('delta', 39, delta(1));
    expect(received.map((e) => e.id)).toEqual([41]);
  });

  test('after a pause (tab hidden) it reconnects from the last id it saw', () => {
    const { connection } = setup(40);
    connection.open();
    FakeEventSource.latest().emit('goal', 57, delta(1));
    connection.pause();
    expect(FakeEventSource.latest().closed).toBe(true);
    connection.open();
    expect(FakeEventSource.latest().url).toBe('/sportapi/live?sport=all&lastEventId=57');
  });

  test('when the browser gives up it reconnects by itself, backing off', () => {
    jest.useFakeTimers();
    const { connection } = setup(5);
    connection.open();
    FakeEventSource.latest().emit('delta', 6, delta(1));
    FakeEventSource.latest().fail(false);
    expect(FakeEventSource.instances).toHaveLength(1);
    FakeEventSource.latest().fail(true);
    jest.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.latest().url).toContain('lastEventId=6');
    connection.pause();
    jest.useRealTimers();
  });
});
