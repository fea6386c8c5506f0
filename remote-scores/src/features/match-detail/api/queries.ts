import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME, orNotFound, type MatchDetail } from '@jincheng/shared';
import { feedPosition } from '../../../lib/live-feed/live-feed';
import { getLiveStatus, getMatchDetail, getMatchIntelligence } from './match-detail-api';

export interface MatchDetailRead {
  detail: MatchDetail;
  /** Where the live feed stood before the detail was read: the header's delta applies from there. */
  eventId: number;
}

async function readMatchDetail(id: number, signal: AbortSignal): Promise<MatchDetailRead | null> {
  // The feed position is read first: everything after it is replayed to the header, nothing is lost. An
  // open feed already knows it; otherwise (first read, or the server) the live status says it.
  const eventId = feedPosition() ?? (await getLiveStatus(signal)).lastEventId;
  const detail = await orNotFound(getMatchDetail(id, signal));
  return detail && { detail, eventId };
}

/** One match's detail (null: no such match), with the feed position it was read at. */
export const matchDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['scores', 'match', id] as const,
    queryFn: ({ signal }) => readMatchDetail(id, signal),
    staleTime: STALE_TIME.live,
  });

/** The 情报 tab: intelligence articles about one match. */
export const matchIntelligenceQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['scores', 'match-intelligence', matchId] as const,
    queryFn: ({ signal }) => getMatchIntelligence(matchId, signal),
    staleTime: STALE_TIME.content,
  });
