/**
 * @jest-environment node
 */
import type { MatchPhase, MatchSummary } from '@jincheng/shared';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { listData } from '../../../test-utils/render-scores-page';
import { buildList, type BuildListInput } from '../build-list';
import { FIRST_SCREEN_ROWS, firstScreenOf, isFirstScreen } from '../first-screen';
import { TABS, type Grouping, type ListTab } from '../list-query';

const PHASES: MatchPhase[] = ['finished', 'live', 'upcoming', 'other', 'finished', 'upcoming'];
const leagues = [1, 2, 3, 4].map((id) => ({
  id,
  sport: 'football' as const,
  name: `联赛${id}`,
  shortName: `L${id}`,
  color: '#000000',
}));

/** A day of 240 matches in kickoff order, phases and leagues interleaved as on a real day. */
const day = listData(
  Array.from({ length: 240 }, (_, i) =>
    makeMatch({ id: 1000 + i, phase: PHASES[i % PHASES.length], league: leagues[(i * 7) % 4] }),
  ),
);
day.counts = {
  all: 240,
  live: day.list.filter((m) => m.phase === 'live').length,
  finished: day.list.filter((m) => m.phase === 'finished').length,
  upcoming: day.list.filter((m) => m.phase === 'upcoming').length,
};

function built(list: MatchSummary[], tab: ListTab, group: Grouping, extra: Partial<BuildListInput> = {}) {
  const byId = new Map(list.map((m) => [m.id, m]));
  return buildList({
    ids: list.map((m) => m.id),
    get: (id) => byId.get(id),
    leagues: day.leagues,
    tab,
    group,
    hiddenLeagues: new Set(),
    starredMatches: new Set(),
    starredLeagues: new Set(),
    ...extra,
  });
}

describe.each(
  TABS.filter((t) => t.id !== 'follow').flatMap((t) =>
    (['time', 'league'] as const).map((g) => [t.id, g] as const),
  ),
)('tab %s, grouped by %s', (tab, group) => {
  const first = firstScreenOf(day, { tab, group, date: null });

  it('holds only the first rows, with the whole day counted', () => {
    expect(isFirstScreen(first)).toBe(true);
    expect(first.list.length).toBe(Math.min(FIRST_SCREEN_ROWS, built(day.list, tab, group).shown));
    expect(first.counts).toEqual(day.counts);
    expect(first.leagues).toEqual(day.leagues);
    expect(first.hasMore).toBe(true);
  });

  it('builds exactly the beginning of the whole day’s list, headers counted for the whole day', () => {
    const whole = built(day.list, tab, group).items;
    const start = built(first.list, tab, group, { headerCounts: first.firstScreen.headerCounts }).items;
    expect(start.filter((i) => i.kind === 'match')).toHaveLength(first.list.length);
    expect(start).toEqual(whole.slice(0, start.length));
    expect(whole.length).toBeGreaterThan(start.length);
  });
});

test('a day smaller than the first screen is kept whole', () => {
  const small = listData([makeMatch({ id: 1 }), makeMatch({ id: 2 })]);
  const first = firstScreenOf(small, { tab: 'all', group: 'time', date: null });
  expect(first.list.map((m) => m.id)).toEqual([1, 2]);
  expect(first.hasMore).toBe(false);
});
