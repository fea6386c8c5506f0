/** 球迷评分 of a match: read it, and save the reader's score of one player. */
import { SPORT_API, apiClient, type MatchFanRatings } from '@jincheng/shared';

/** GET /sportapi/matches/:id/fan-ratings: everyone who played, with the fans' averages and the reader's scores. */
export function getFanRatings(matchId: number, signal?: AbortSignal): Promise<MatchFanRatings> {
  return apiClient().get<MatchFanRatings>(SPORT_API.matchFanRatings(matchId), undefined, { signal });
}

/** POST: a new or changed score; the answer is the whole list again. A refusal's message is the client's toast. */
export function postFanRating(matchId: number, playerId: number, score: number): Promise<MatchFanRatings> {
  return apiClient().post<MatchFanRatings>(
    SPORT_API.matchFanRatings(matchId),
    { playerId, score },
    { json: true },
  );
}
