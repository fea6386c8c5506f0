import { SPORT_API, apiClient, type ArticleSummary, type Page } from '@jincheng/shared';

/** Intelligence articles about one match (shown in the 情报 tab, linking to the content remote by URL). */
export function getMatchIntelligence(matchId: number, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(
    SPORT_API.articles,
    { kind: 'intelligence', matchId, pageSize: 20 },
    { signal },
  );
}
