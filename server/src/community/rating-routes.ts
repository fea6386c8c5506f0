import type { FastifyInstance } from 'fastify';
import {
  FAN_BEST_MIN_VOTES,
  FAN_SCORE_MAX,
  FAN_SCORE_MIN,
  MATCH_ROOM_CLOSES_AFTER_MS,
  type FanRatingBody,
  type FanRatingState,
  type MatchFanRatings,
} from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { ApiError, ok } from '../http/envelope';
import { idParams, idSchema } from '../http/route-schemas';
import type { ThrottleHooks } from '../security/throttle';
import type { PlayedMatch } from '../sport';
import type { CommunityAuth } from './comment-routes';
import { assertMayPost } from './mutes';
import { signedInWrite, type CallerKey } from './signed-in';
import { fanBestOf, matchVotes, myScores, saveScore, scoresCount, withVotes } from './rating-store';
import { ESTABLISHED_ACCOUNT_DAYS } from './report-rule';

export interface RatingRouteDeps {
  db: Db;
  auth: CommunityAuth;
  /** The sport module's answer: who played in a match and when it ends (null: no such match). */
  playedIn: (matchId: number) => Promise<PlayedMatch | null>;
  /** Throttle hooks for rating, counted per user (`callers`) and per IP. */
  postGuard: (userOf: CallerKey) => ThrottleHooks;
}

/** When a match's players can be rated: from full time (its status) until the room closes. */
export function ratingState(match: Pick<PlayedMatch, 'status' | 'fullTimeAt'>, now: number): FanRatingState {
  if (match.status === 'finished') return now < closesAt(match) ? 'open' : 'closed';
  if (match.status === 'postponed' || match.status === 'cancelled' || match.status === 'abandoned')
    return 'none';
  return 'upcoming';
}

const closesAt = (match: Pick<PlayedMatch, 'fullTimeAt'>) => match.fullTimeAt + MATCH_ROOM_CLOSES_AFTER_MS;

/** Why a score is refused, by the match's state (null: rating is open). */
const REFUSED: Record<FanRatingState, string | null> = {
  upcoming: '比赛结束后才能评分',
  open: null,
  closed: '评分已截止',
  none: '本场比赛未完赛，不开放评分',
};

/**
 * Fan ratings of players (球迷评分, docs/community.md): read by anyone; from full time until the room closes
 * a signed-in fan scores each player who played, 1–10, once (a new score replaces the old one).
 */
export function registerRatingRoutes(
  app: FastifyInstance,
  { db, auth, playedIn, postGuard }: RatingRouteDeps,
): void {
  const matchOf = async (id: number) => {
    const match = await playedIn(id);
    if (!match) throw new ApiError(404, '比赛不存在', 404);
    return match;
  };
  const ratingsOf = async (match: PlayedMatch, viewer: number | null): Promise<MatchFanRatings> => {
    const [votes, mine, counted] = await Promise.all([
      matchVotes(db.qb, match.matchId),
      myScores(db.qb, match.matchId, viewer),
      scoresCount(db.qb, viewer, Date.now()),
    ]);
    const players = {
      home: withVotes(match.players.home, votes, mine),
      away: withVotes(match.players.away, votes, mine),
    };
    return {
      matchId: match.matchId,
      sport: match.sport,
      state: ratingState(match, Date.now()),
      fullTimeAt: match.fullTimeAt,
      closesAt: closesAt(match),
      players,
      fanBest: fanBestOf(players, FAN_BEST_MIN_VOTES),
      minVotesForBest: FAN_BEST_MIN_VOTES,
      countedAccountDays: ESTABLISHED_ACCOUNT_DAYS,
      ...(counted === null ? {} : { myScoresCounted: counted }),
    };
  };

  // The reader's own scores: public without a token, private with one ('viewer').
  app.get<{ Params: { id: number } }>(
    '/sportapi/matches/:id/fan-ratings',
    { config: { cache: 'viewer' }, schema: { params: idParams } },
    async (request) =>
      ok(await ratingsOf(await matchOf(request.params.id), await auth.userIdFromRequest(request))),
  );

  // The fan is known before the throttle counts (per user, then per IP).
  const write = signedInWrite(auth, postGuard);
  app.post<{ Params: { id: number }; Body: FanRatingBody }>(
    '/sportapi/matches/:id/fan-ratings',
    {
      config: { cache: 'private' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['playerId', 'score'],
          // Any JSON value: the handler checks the score, so a bad one is told 评分须为 1–10 的整数.
          properties: { playerId: idSchema, score: {} },
        },
      },
      ...write.options,
    },
    async (request) => {
      const userId = await write.callerOf(request);
      const { playerId, score } = request.body;
      if (!Number.isInteger(score) || score < FAN_SCORE_MIN || score > FAN_SCORE_MAX)
        throw new ApiError(400, `评分须为 ${FAN_SCORE_MIN}–${FAN_SCORE_MAX} 的整数`, 400);
      const match = await matchOf(request.params.id);
      // A cancelled or muted account rates nothing (the same check as every community writer).
      await assertMayPost(db.qb, userId, Date.now(), '评分');
      const refused = REFUSED[ratingState(match, Date.now())];
      if (refused) throw new ApiError(400, refused, 400);
      const played = [...match.players.home, ...match.players.away].some((p) => p.playerId === playerId);
      if (!played) throw new ApiError(400, '该球员未在本场出场', 400);
      const before = (await myScores(db.qb, match.matchId, userId)).get(playerId);
      await saveScore(db.qb, { matchId: match.matchId, playerId, userId, score, now: Date.now() });
      return ok(await ratingsOf(match, userId), before === undefined ? '评分成功' : '评分已更新');
    },
  );
}
