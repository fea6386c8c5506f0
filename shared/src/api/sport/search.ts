import type { Sport } from './common';
import type { MatchSummary } from './match';

/** What the header search finds (GET /sportapi/search), in the order the groups are shown. */
export const SEARCH_KINDS = ['team', 'player', 'league', 'match'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  team: '球队',
  player: '球员',
  league: '赛事',
  match: '今日比赛',
};

/** Bounds the server enforces: the query's length and the hits per group. */
export const SEARCH_LIMITS = { maxQuery: 40, defaultPerGroup: 5, maxPerGroup: 20 } as const;

export interface SearchTeamHit {
  kind: 'team';
  id: number;
  sport: Sport;
  name: string;
  shortName: string;
  nameEn: string;
  leagueName: string;
  logo: string;
}

export interface SearchPlayerHit {
  kind: 'player';
  id: number;
  sport: Sport;
  name: string;
  nameEn: string;
  teamId: number;
  teamName: string;
  position: string;
  number: number;
  photo: string;
}

export interface SearchLeagueHit {
  kind: 'league';
  id: number;
  sport: Sport;
  name: string;
  shortName: string;
  nameEn: string;
  logo: string;
}

export interface SearchMatchHit {
  kind: 'match';
  match: MatchSummary;
}

export type SearchHit = SearchTeamHit | SearchPlayerHit | SearchLeagueHit | SearchMatchHit;

export interface SearchGroup<H extends SearchHit = SearchHit> {
  kind: SearchKind;
  /** Hits of this kind in all (the list holds the best `limit` of them). */
  total: number;
  list: H[];
}

/** Only groups with hits, in SEARCH_KINDS order; none for an empty query. */
export interface SearchData {
  q: string;
  groups: SearchGroup[];
}
