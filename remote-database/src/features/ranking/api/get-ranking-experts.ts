import { apiClient, SPORT_API, type ExpertSort, type ExpertSummary, type Page } from '@jincheng/shared';

export const RANKING_EXPERTS_PAGE_SIZE = 30;

/** The expert leaderboard, ordered by the server (hit rate, current streak or followers). */
export const getRankingExperts = (sort: ExpertSort): Promise<Page<ExpertSummary>> =>
  apiClient().get<Page<ExpertSummary>>(SPORT_API.rankingExperts, {
    sort,
    pageSize: RANKING_EXPERTS_PAGE_SIZE,
  });
