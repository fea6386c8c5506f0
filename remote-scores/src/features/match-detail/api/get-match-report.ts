import { SPORT_API, apiClient, type ArticleSummary, type Page } from '@jincheng/shared';

/** The 战报 of one finished match (an empty page when it has none). */
export function getMatchReport(matchId: number, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(
    SPORT_API.articles,
    { kind: 'report', matchId, pageSize: 1 },
    { signal },
  );
}
