import type { MatchListData } from '@jincheng/shared';
import { buildList } from './build-list';
import type { ListQuery } from './list-query';

/** Match rows a server-rendered list carries: a tall phone screen and the virtualiser's overscan, and more. */
export const FIRST_SCREEN_ROWS = 30;

/**
 * A day read that holds only the rows of the first screen (the server's render: its data block stays small).
 * `headerCounts` are the whole day's group sizes of the headers among those rows, keyed like the list's
 * items, and `counts` stays the whole day's: tabs and headers read right from the first paint. The browser
 * reads the whole day once hydrated (`useDayMatches`).
 */
export interface FirstScreenDay extends MatchListData {
  firstScreen: { headerCounts: Record<string, number> };
}

export type DayRead = MatchListData | FirstScreenDay;

export function isFirstScreen(day: DayRead): day is FirstScreenDay {
  return 'firstScreen' in day;
}

/**
 * The first screen of `day` as `query` shows it before the visitor's own league filter and stars are known
 * (on the server and while hydrating): the matches of the list's first `rows` rows, in the day's order, so
 * the list built from them is exactly the beginning of the list built from the whole day — the browser then
 * adds the rest below without touching those rows.
 */
export function firstScreenOf(
  day: MatchListData,
  query: ListQuery,
  rows = FIRST_SCREEN_ROWS,
): FirstScreenDay {
  const byId = new Map(day.list.map((m) => [m.id, m]));
  const built = buildList({
    ids: day.list.map((m) => m.id),
    get: (id) => byId.get(id),
    leagues: day.leagues,
    tab: query.tab,
    group: query.group,
    hiddenLeagues: new Set(),
    importantOnly: query.important,
    starredMatches: new Set(),
    starredLeagues: new Set(),
  });
  const kept = new Set<number>();
  const headerCounts: Record<string, number> = {};
  for (const item of built.items) {
    if (kept.size >= rows) break;
    if (item.kind === 'header') headerCounts[item.key] = item.count;
    else kept.add(item.id);
  }
  return {
    ...day,
    list: day.list.filter((m) => kept.has(m.id)),
    hasMore: kept.size < day.list.length,
    firstScreen: { headerCounts },
  };
}
