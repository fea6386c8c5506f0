import type { MatchListLeague, MatchPhase, MatchSummary } from '@jincheng/shared';
import type { Grouping, ListTab } from './list-query';

export type ListItem =
  | { kind: 'header'; key: string; label: string; count: number; color?: string; leagueId?: number }
  | { kind: 'match'; key: string; id: number };

export interface BuildListInput {
  ids: readonly number[];
  get: (id: number) => MatchSummary | undefined;
  leagues: readonly MatchListLeague[];
  tab: ListTab;
  group: Grouping;
  hiddenLeagues: ReadonlySet<number>;
  /** 重要: only important matches (starred ones too), counts included. */
  importantOnly?: boolean;
  starredMatches: ReadonlySet<number>;
  starredLeagues: ReadonlySet<number>;
  /**
   * The whole day's size of a group, by header key, when `ids` are only the day's first rows (a first-screen
   * read, first-screen.ts): its headers show the day's counts, not those of the rows at hand.
   */
  headerCounts?: Readonly<Record<string, number>>;
}

export interface BuiltList {
  items: ListItem[];
  counts: Record<ListTab, number>;
  /** Matches shown (pinned ones included). */
  shown: number;
}

const SECTIONS: ReadonlyArray<{ phase: MatchPhase; label: string }> = [
  { phase: 'live', label: '进行中' },
  { phase: 'upcoming', label: '未开赛' },
  { phase: 'finished', label: '已完场' },
  { phase: 'other', label: '延期 · 腰斩 · 取消' },
];

function inTab(phase: MatchPhase, tab: ListTab): boolean {
  return tab === 'all' || phase === tab;
}

/**
 * Filters, counts, pins and groups a day. Starred matches are pinned in 「我的关注」 whatever the league
 * filter says; counts follow the league filter, so they match what the tabs show. Re-run only when a
 * phase, the filter, the favourites or the day change — never on a score delta.
 */
export function buildList(input: BuildListInput): BuiltList {
  const counts: Record<ListTab, number> = { all: 0, live: 0, finished: 0, upcoming: 0, follow: 0 };
  const pinned: MatchSummary[] = [];
  const rest: MatchSummary[] = [];
  for (const id of input.ids) {
    const m = input.get(id);
    if (!m) continue;
    const starred = input.starredMatches.has(id);
    if (!starred && input.hiddenLeagues.has(m.league.id)) continue;
    if (input.importantOnly && !m.important) continue;
    counts.all += 1;
    if (m.phase !== 'other') counts[m.phase] += 1;
    if (!inTab(m.phase, input.tab)) continue;
    (starred ? pinned : rest).push(m);
  }
  const items: ListItem[] = [];
  const push = (label: string, key: string, list: MatchSummary[], extra: Partial<ListItem> = {}) => {
    if (!list.length) return;
    const count = input.headerCounts?.[`h:${key}`] ?? list.length;
    items.push({ kind: 'header', key: `h:${key}`, label, count, ...extra } as ListItem);
    for (const m of list) items.push({ kind: 'match', key: `m:${m.id}`, id: m.id });
  };
  push('我的关注', 'fav', pinned);
  if (input.group === 'league') {
    const byLeague = new Map<number, MatchSummary[]>();
    for (const m of rest) {
      const list = byLeague.get(m.league.id);
      if (list) list.push(m);
      else byLeague.set(m.league.id, [m]);
    }
    const order = [...input.leagues].sort(
      (a, b) => Number(input.starredLeagues.has(b.id)) - Number(input.starredLeagues.has(a.id)),
    );
    for (const league of order) {
      const star = input.starredLeagues.has(league.id) ? '★ ' : '';
      push(`${star}${league.name}`, `l${league.id}`, byLeague.get(league.id) ?? [], {
        color: league.color,
        leagueId: league.id,
      });
    }
  } else if (input.tab === 'all') {
    for (const s of SECTIONS)
      push(
        s.label,
        s.phase,
        rest.filter((m) => m.phase === s.phase),
      );
  } else {
    for (const m of rest) items.push({ kind: 'match', key: `m:${m.id}`, id: m.id });
  }
  return { items, counts, shown: pinned.length + rest.length };
}
