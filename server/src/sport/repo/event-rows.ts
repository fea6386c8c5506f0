import type { MatchEvent } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';

/** A match's stored events (goals, cards, baskets…) with the player names, in order: both sports read them. */
export interface EventRow {
  id: number;
  kind: string;
  minute: number;
  stoppage: number;
  side: 'home' | 'away' | null;
  player_id: number | null;
  related_id: number | null;
  p_name: string | null;
  r_name: string | null;
  home_score: number;
  away_score: number;
  text: string;
  period: number;
  clock: number | null;
  points: number;
}

export function eventRows(ctx: SportContext, matchId: number): Promise<EventRow[]> {
  return all(
    ctx.db.qb,
    sql<EventRow>`SELECT e.*, p.name p_name, r.name r_name FROM sport_events e
      LEFT JOIN sport_players p ON p.id = e.player_id LEFT JOIN sport_players r ON r.id = e.related_id
      WHERE e.match_id = ${matchId} ORDER BY e.id`,
  );
}

export function toEvent(e: EventRow): MatchEvent {
  return {
    id: e.id,
    kind: e.kind as MatchEvent['kind'],
    minute: e.minute,
    stoppage: e.stoppage,
    minuteLabel: e.stoppage ? `${e.minute}+${e.stoppage}'` : `${e.minute}'`,
    side: e.side,
    playerId: e.player_id,
    playerName: e.p_name,
    relatedPlayerId: e.related_id,
    relatedPlayerName: e.r_name,
    score: { home: e.home_score, away: e.away_score },
    text: e.text,
  };
}
