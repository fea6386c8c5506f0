import type { ExpertSort, LeagueItem } from '@jincheng/shared';
import type { LeagueTrees } from '../../../api/queries';

/** The big leagues the ranking page offers: the hot leagues of both sports that have a table (no cups). */
export function rankingLeagues(trees: LeagueTrees): LeagueItem[] {
  return [...trees.football.hot, ...trees.basketball.hot].filter((l) => l.kind === 'league');
}

/** The league a `league` query value names, else the first big league. */
export function pickLeague(leagues: readonly LeagueItem[], raw: string | null): LeagueItem | undefined {
  return leagues.find((l) => String(l.id) === raw) ?? leagues[0];
}

export const RANKING_BOARDS = [
  { value: 'standings', label: '积分榜' },
  { value: 'players', label: '球员榜' },
  { value: 'experts', label: '专家榜' },
] as const;

export type RankingBoard = (typeof RANKING_BOARDS)[number]['value'];

/** The board `?board=` names, else 积分榜. */
export function pickBoardName(raw: string | null): RankingBoard {
  return RANKING_BOARDS.find((b) => b.value === raw)?.value ?? 'standings';
}

export const EXPERT_SORTS: ReadonlyArray<{ value: ExpertSort; label: string }> = [
  { value: 'hitRate', label: '命中率榜' },
  { value: 'streak', label: '连红榜' },
  { value: 'followers', label: '人气榜' },
];

/** The expert order `?sort=` names, else 命中率榜. */
export function pickExpertSort(raw: string | null): { value: ExpertSort; label: string } {
  return EXPERT_SORTS.find((s) => s.value === raw) ?? { value: 'hitRate', label: '命中率榜' };
}
