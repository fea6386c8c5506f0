import {
  apiClient,
  SPORT_API,
  type TeamDetailData,
  type MatchSummary,
  type Page,
  type TeamStatsData,
} from '@jincheng/shared';
import { SHOWS_NOT_FOUND } from '../../../lib/shows-not-found';

/** The team screen's reads: the team, and pages of its fixtures and results. */

/** Profile, squad, season stats, next 5 fixtures and last 5 results (404 球队不存在). */
export const getTeam = (id: number): Promise<TeamDetailData> =>
  apiClient().get<TeamDetailData>(SPORT_API.team(id), undefined, SHOWS_NOT_FOUND);

export type TeamMatchesType = 'fixtures' | 'results';

export const TEAM_MATCHES_PAGE_SIZE = 10;

/** A page of a team's 赛程 (fixtures, soonest first) or 赛果 (results, newest first). */
export const getTeamMatches = (
  id: number,
  type: TeamMatchesType,
  page: number,
): Promise<Page<MatchSummary>> =>
  apiClient().get<Page<MatchSummary>>(SPORT_API.teamMatches(id), {
    type,
    page,
    pageSize: TEAM_MATCHES_PAGE_SIZE,
  });

/** A team's 数据 of one season (the current one when `season` is null); 404 该赛季暂无数据 for another. */
export const getTeamStats = (
  id: number,
  season: { code: string; leagueId: number | null } | null,
): Promise<TeamStatsData> =>
  apiClient().get<TeamStatsData>(
    SPORT_API.teamStats(id),
    season ? { season: season.code, ...(season.leagueId ? { leagueId: season.leagueId } : {}) } : undefined,
    SHOWS_NOT_FOUND,
  );
