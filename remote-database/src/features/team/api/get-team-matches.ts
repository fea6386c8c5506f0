import { apiClient, SPORT_API, type MatchSummary, type Page } from '@jincheng/shared';

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
