import type { FanBest, FanRatedPlayer } from '@jincheng/shared/core';
import type { Exec } from '../db/database';
import type { PlayedPlayer } from '../sport';

/** The fans' votes of one match per player: how many, and their sum (the average is worked out from both). */
export async function matchVotes(
  exec: Exec,
  matchId: number,
): Promise<Map<number, { votes: number; total: number }>> {
  const rows = await exec
    .selectFrom('fan_ratings')
    .select((eb) => [
      'player_id',
      eb.fn.countAll<number>().as('votes'),
      eb.fn.sum<number>('score').as('total'),
    ])
    .where('match_id', '=', matchId)
    .groupBy('player_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.player_id), { votes: Number(r.votes), total: Number(r.total) }]));
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
