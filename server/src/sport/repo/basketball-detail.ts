import type { BasketballMatchDetail, PlayByPlayEntry } from '@jincheng/shared/core';
import type { SportContext } from '../context';
import type { BasketballRecord } from '../facts/match-records';
import { hasEnded } from '../facts/played';
import { eventRows } from './event-rows';
import type { MatchRow } from './match-rows';

type Part = Pick<BasketballMatchDetail, 'quarters' | 'teamStats' | 'boxScore' | 'playByPlay'>;

/**
 * Quarter scores, team totals and box score from the game's record; the play-by-play from the stored record
 * once the game has ended (older games keep no event rows), from the timeline the simulator writes while live.
 */
export async function basketballDetail(
  ctx: SportContext,
  row: MatchRow,
  record: BasketballRecord,
): Promise<Part> {
  const { quarters, teamStats, boxScore } = record;
  if (!teamStats) return { quarters, teamStats, boxScore, playByPlay: [] };
  if (hasEnded(row.status)) return { quarters, teamStats, boxScore, playByPlay: record.playByPlay };
  const playByPlay: PlayByPlayEntry[] = (await eventRows(ctx, row.id))
    .map((e) => ({
      id: e.id,
      period: e.period,
      clock: e.clock ?? 0,
      side: e.side,
      kind: e.kind as PlayByPlayEntry['kind'],
      points: e.points,
      playerId: e.player_id,
      playerName: e.p_name,
      score: { home: e.home_score, away: e.away_score },
      text: e.text,
    }))
    .reverse();
  return { quarters, teamStats, boxScore, playByPlay };
}
