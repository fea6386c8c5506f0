import type { FanBest, FanRatedPlayer } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import type { PlayedPlayer } from '../sport';
import { ESTABLISHED_ACCOUNT_MS } from './report-rule';

/**
 * The fans' votes of one match per player that count: how many, and their sum (the average is worked out
 * from both). A score counts when the fan's account was at least `ESTABLISHED_ACCOUNT_MS` old when it was
 * given (or last changed): three accounts made for the occasion cannot crown a player 球迷最佳. Younger
 * accounts' scores are kept and shown to their authors (`myScores`), and count once re-given after the age.
 */
export async function matchVotes(
  exec: Exec,
  matchId: number,
): Promise<Map<number, { votes: number; total: number }>> {
  const rows = await exec
    .selectFrom('fan_ratings as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select((eb) => [
      'f.player_id',
      eb.fn.countAll<number>().as('votes'),
      eb.fn.sum<number>('f.score').as('total'),
    ])
    .where('f.match_id', '=', matchId)
    .where((eb) => eb('u.created_at', '<=', eb('f.updated_at', '-', ESTABLISHED_ACCOUNT_MS)))
    .groupBy('f.player_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.player_id), { votes: Number(r.votes), total: Number(r.total) }]));
}

/** Whether `userId`'s scores given at `now` count in the averages (the account is old enough). */
export async function scoresCount(exec: Exec, userId: number | null, now: number): Promise<boolean | null> {
  if (userId === null) return null;
  const row = await exec.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirst();
  return row !== undefined && Number(row.created_at) <= now - ESTABLISHED_ACCOUNT_MS;
}

/** The reader's own scores of a match, by player (empty for a visitor). */
export async function myScores(
  exec: Exec,
  matchId: number,
  userId: number | null,
): Promise<Map<number, number>> {
  if (userId === null) return new Map();
  const rows = await exec
    .selectFrom('fan_ratings')
    .select(['player_id', 'score'])
    .where('match_id', '=', matchId)
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [Number(r.player_id), Number(r.score)]));
}

/** A fan's score of a player in a match: the first one, or the one that replaces it (never a second row). */
export async function saveScore(
  exec: Exec,
  rating: { matchId: number; playerId: number; userId: number; score: number; now: number },
): Promise<void> {
  await exec
    .insertInto('fan_ratings')
    .values({
      match_id: rating.matchId,
      player_id: rating.playerId,
      user_id: rating.userId,
      score: rating.score,
      created_at: rating.now,
      updated_at: rating.now,
    })
    .onConflict((oc) =>
      oc.columns(['match_id', 'player_id', 'user_id']).doUpdateSet({
        score: rating.score,
        updated_at: rating.now,
      }),
    )
    .execute();
}

/** Integer arithmetic, so 8.25 shows as 8.3 and never as 8.2 through a binary fraction. */
const averageOf = ({ votes, total }: { votes: number; total: number }) =>
  Math.round((total * 10) / votes) / 10;

/** The players of one side with the fans' votes and the reader's own score beside them. */
export function withVotes(
  players: readonly PlayedPlayer[],
  votes: Map<number, { votes: number; total: number }>,
  mine: Map<number, number>,
): FanRatedPlayer[] {
  return players.map((p) => {
    const v = votes.get(p.playerId);
    return {
      ...p,
      fanAverage: v ? averageOf(v) : null,
      votes: v?.votes ?? 0,
      myScore: mine.get(p.playerId) ?? null,
    };
  });
}

/**
 * 球迷最佳: the highest average as shown (one decimal) among players with at least `minVotes` scores; on a tie
 * the one more fans scored, then the first listed (home before away, starters before substitutes).
 */
export function fanBestOf(
  players: { home: FanRatedPlayer[]; away: FanRatedPlayer[] },
  minVotes: number,
): FanBest | null {
  let best: FanBest | null = null;
  for (const side of ['home', 'away'] as const)
    for (const p of players[side]) {
      if (p.fanAverage === null || p.votes < minVotes) continue;
      if (
        best === null ||
        p.fanAverage > best.fanAverage ||
        (p.fanAverage === best.fanAverage && p.votes > best.votes)
      )
        best = { playerId: p.playerId, name: p.name, side, fanAverage: p.fanAverage, votes: p.votes };
    }
  return best;
}
