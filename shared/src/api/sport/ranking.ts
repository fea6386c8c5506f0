import type { PageQuery, Sport } from './common';
import type { LeaderType } from './league';
import type { ExpertSort } from './content';

export interface StandingsQuery {
  leagueId: number;
}

export interface PlayerRankingQuery extends PageQuery {
  leagueId: number;
  type?: LeaderType;
}

export interface ExpertRankingQuery extends PageQuery {
  sport?: Sport;
  sort?: ExpertSort;
}
