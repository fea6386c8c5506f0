import { createStore } from '../../app-jotai';
import { LiveStore, liveRead, withDelta } from '../live-store';
import type { LiveAlert } from '../live-types';
import { goalEvent, makeMatch } from '../../../test-utils/live-fixtures';

function setup() {
  const store = new LiveStore(createStore(), 1000);
  const alerts: LiveAlert[] = [];
  store.onAlert((a) => alerts.push(a));
  store.seed([liveRead(makeMatch({ id: 7 }), 100)]);
  return { store, alerts };
}

const goal = (id: number, homeScore: number) => goalEvent(id, homeScore);

describe('LiveStore', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('a goal raises the score, highlights the row for a while and raises one alert', () => {
    const { store, alerts } = setup();
    store.apply([goal(101, 3)]);
    expect(store.get(7)).toMatchObject({
      homeScore: 3,
      version: 101,
      highlight: { kind: 'goal', side: 'home' },
    });
    expect(alerts).toHaveLength(1);
    jest.advanceTimersByTime(1000);
    expect(store.get(7)?.highlight).toBeNull();
  });

  test('a correction lowers the score without highlight or alert', () => {
    const { store, alerts } = setup();
    store.apply([
      {
        type: 'correction',
        id: 101,
        data: { matchId: 7, sport: 'football', changes: { homeScore: 1 }, at: 0, reason: 'VAR' },
      } as never,
    ]);
    expect(store.get(7)).toMatchObject({ homeScore: 1, highlight: null });
    expect(alerts).toHaveLength(0);
  });

  test('an event the row already reflects is skipped, so a replay never re-announces', () => {
    const { store, alerts } = setup();
    store.apply([goal(90, 9)]);
    expect(store.get(7)?.homeScore).toBe(2);
    store.apply([goal(101, 3), goal(101, 3)]);
    expect(alerts).toHaveLength(1);
  });

  test('a list read older than the feed does not roll a row back; feed changes are kept for later rows', () => {
    const { store } = setup();
    store.apply([goal(101, 3)]);
    store.seed([liveRead(makeMatch({ id: 7, homeScore: 2 }), 100)]);
    expect(store.get(7)?.homeScore).toBe(3);
    store.apply([
      { type: 'delta', id: 102, data: { matchId: 8, sport: 'football', changes: { minute: 50 }, at: 0 } },
    ]);
    store.seed([liveRead(makeMatch({ id: 8, minute: 49 }), 100)]);
    expect(store.get(8)).toMatchObject({ minute: 50, clockLabel: "50'", version: 102 });
  });

  test('a red card alerts; a snapshot updates silently and a kickoff bumps the phase version', () => {
    const { store, alerts } = setup();
    store.apply([
      { type: 'delta', id: 101, data: { matchId: 7, sport: 'football', changes: { awayRed: 1 }, at: 0 } },
    ]);
    expect(alerts.map((a) => [a.kind, a.side])).toEqual([['red', 'away']]);
    store.seed([
      liveRead(
        makeMatch({ id: 9, status: 'scheduled', phase: 'upcoming', homeScore: null, awayScore: null }),
        101,
      ),
    ]);
    const before = store.store.get(store.phaseVersion);
    store.apply([
      {
        type: 'snapshot',
        id: 110,
        data: {
          resync: true,
          matches: [
            { matchId: 9, sport: 'football', status: 'first_half', minute: 3, homeScore: 1, awayScore: 0 },
          ],
        },
      },
    ]);
    expect(store.get(9)).toMatchObject({ phase: 'live', homeScore: 1, clockLabel: "3'", highlight: null });
    expect(alerts).toHaveLength(1);
    expect(store.store.get(store.phaseVersion)).toBe(before + 1);
  });

  test('a read newer than the feed wins, but keeps the highlight of a goal it already holds', () => {
    const { store } = setup();
    store.apply([goal(101, 3)]);
    const newer = liveRead(makeMatch({ id: 7, homeScore: 3, minute: 80 }), 105);
    expect(store.current(newer)).toMatchObject({ homeScore: 3, minute: 80, version: 105 });
    expect(store.current(newer).highlight).toMatchObject({ kind: 'goal', side: 'home' });
    // An older read of the same match is brought forward to the feed's event.
    const older = liveRead(makeMatch({ id: 7, homeScore: 1 }), 90);
    expect(store.current(older)).toMatchObject({ homeScore: 3, version: 101 });
  });

  test('without a read nothing is announced, and a later read picks up what the feed said', () => {
    const store = new LiveStore(createStore(), 1000);
    const alerts: LiveAlert[] = [];
    store.onAlert((a) => alerts.push(a));
    store.apply([goal(101, 3)]);
    expect(alerts).toEqual([]);
    expect(store.get(7)).toBeUndefined();
    const read = liveRead(makeMatch({ id: 7, homeScore: 2 }), 100);
    expect(store.current(read).homeScore).toBe(3);
    expect(withDelta(read, null)).toBe(read);
  });
});
