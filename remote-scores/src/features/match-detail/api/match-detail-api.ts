/** A match detail's reads: the match, its intelligence and report, and where the live feed stands. */
import {
  SPORT_API,
  apiClient,
  type MatchDetail,
  type ArticleSummary,
  type Page,
  type LiveStatusData,
} from '@jincheng/shared';

/** GET /sportapi/matches/:id. A 404 is the screen's own 比赛不存在 state, so the client does not toast it. */
export function getMatchDetail(id: number, signal?: AbortSignal): Promise<MatchDetail> {
  return apiClient().get<MatchDetail>(SPORT_API.match(id), undefined, { signal, handles: [404] });
}

/** Intelligence articles about one match (shown in the 情报 tab, linking to the content remote by URL). */
export function getMatchIntelligence(matchId: number, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(
    SPORT_API.articles,
    { kind: 'intelligence', matchId, pageSize: 20 },
    { signal },
  );
}

/** The 战报 of one finished match (an empty page when it has none). */
export function getMatchReport(matchId: number, signal?: AbortSignal): Promise<Page<ArticleSummary>> {
  return apiClient().get<Page<ArticleSummary>>(
    SPORT_API.articles,
    { kind: 'report', matchId, pageSize: 1 },
    { signal },
  );
}

/** Where the live feed stands: a detail read after it connects the feed from that id, missing nothing. */
export function getLiveStatus(signal?: AbortSignal): Promise<LiveStatusData> {
  return apiClient().get<LiveStatusData>(SPORT_API.liveStatus, undefined, { signal });
}
