export type ListTab = 'all' | 'live' | 'finished' | 'upcoming' | 'follow';
export type Grouping = 'time' | 'league';

export const TABS: ReadonlyArray<{ id: ListTab; label: string }> = [
  { id: 'all', label: '全部' },
  { id: 'live', label: '进行中' },
  { id: 'finished', label: '已完场' },
  { id: 'upcoming', label: '未开赛' },
  // Followed matches of this sport on any day (and followed teams' live and next ones), not only this date.
  { id: 'follow', label: '关注' },
];

export interface ListQuery {
  tab: ListTab;
  /** `YYYY-MM-DD`, or null for today (the server's Shanghai day). */
  date: string | null;
  group: Grouping;
  /** 重要: only the matches the server marks important (`MatchSummary.important`). */
  important?: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Tab, date, grouping and the 重要 filter live in the URL (`?tab=live&date=2025-06-01&group=league&important=1`);
 * defaults stay out of it.
 */
export function readListQuery(params: URLSearchParams): ListQuery {
  const tab = params.get('tab');
  const date = params.get('date');
  const group = params.get('group');
  return {
    tab: TABS.some((t) => t.id === tab) ? (tab as ListTab) : 'all',
    date: date && DATE.test(date) ? date : null,
    group: group === 'league' ? 'league' : 'time',
    important: params.get('important') === '1',
  };
}

export function writeListQuery(query: ListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.tab !== 'all') out.tab = query.tab;
  if (query.date) out.date = query.date;
  if (query.group !== 'time') out.group = query.group;
  if (query.important) out.important = '1';
  return out;
}
