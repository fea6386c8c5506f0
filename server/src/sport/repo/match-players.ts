import type { FanRatedPlayer, MatchStatus, Sport } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { first } from '../../db/query';
import type { SportContext } from '../context';
import { storedRecord, type MatchRecord } from '../facts/match-records';
import { hasEnded } from '../facts/played';
import { footballLineups } from './lineups';
import { isPastSeason } from './match-detail';
import { MATCH_SELECT, type MatchRow } from './match-rows';

/** A player who played, as the community's fan ratings list him (without the fans' side). */
export type PlayedPlayer = Omit<FanRatedPlayer, 'fanAverage' | 'votes' | 'myScore'>;

/** Who played in a match so far, and when its final whistle is (what fan ratings are opened and closed by). */
export interface PlayedMatch {
  matchId: number;
  sport: Sport;
  status: MatchStatus;
  /**
   * The final whistle as scheduled, epoch ms: kickoff plus the match's script (the half-time break, stoppage
   * and any extra time in it). The same instant on every instance and after a restart; a simulator running
   * faster than real time finishes earlier, and the match counts as over from its status.
   */
  fullTimeAt: number;
  /** Starters, then substitutes in the order they came on; empty before kickoff. */
  players: { home: PlayedPlayer[]; away: PlayedPlayer[] };
}

/** A past season's real result has no script: its whistle is taken as two hours after kickoff. */
const RESULT_ONLY_LENGTH_S = 2 * 3600;

export async function playedIn(ctx: SportContext, id: number): Promise<PlayedMatch | null> {
  const row = await first(ctx.db.qb, sql<MatchRow>`${MATCH_SELECT} WHERE m.id = ${id}`);
  if (!row) return null;
  const base = { matchId: row.id, sport: row.sport, status: row.status };
  if (row.sport === 'football' && (await isPastSeason(ctx, row.season_id)))
    return {
      ...base,
      fullTimeAt: (row.kickoff + RESULT_ONLY_LENGTH_S) * 1000,
      players: { home: [], away: [] },
    };
  const stored = hasEnded(row.status) ? await storedRecord(ctx.db, row.id) : null;
  const record: MatchRecord = stored ?? (await ctx.scripts.present(row)).record;
  const fullTimeAt = (row.kickoff + record.end) * 1000;
  if (record.sport === 'basketball') {
    const box = record.boxScore;
    if (!box) return { ...base, fullTimeAt, players: { home: [], away: [] } };
    const side = (rows: typeof box.home): PlayedPlayer[] =>
      rows
        .filter((r) => r.minutes > 0)
        .sort((a, b) => Number(b.starter) - Number(a.starter))
        .map((r) => ({
          playerId: r.playerId,
          name: r.name,
          number: r.number,
          position: r.position,
          starter: r.starter,
          cameOn: null,
          rating: null,
          efficiency: r.efficiency,
        }));
    return { ...base, fullTimeAt, players: { home: side(box.home), away: side(box.away) } };
  }
  if (record.stats === null) return { ...base, fullTimeAt, players: { home: [], away: [] } };
  const lineups = await footballLineups(ctx, row, record.lineups, true);
  const side = (s: 'home' | 'away'): PlayedPlayer[] => {
    const lineup = lineups?.[s];
    if (!lineup) return [];
    const subs = lineup.bench
      .filter((p) => p.cameOn !== null)
      .sort((a, b) => minuteOrder(a.cameOn) - minuteOrder(b.cameOn));
    return [...lineup.starters, ...subs].map((p) => ({
      playerId: p.playerId,
      name: p.name,
      number: p.number,
      position: p.position,
      starter: p.cameOn === null,
      cameOn: p.cameOn,
      rating: p.rating,
      efficiency: null,
    }));
  };
  return { ...base, fullTimeAt, players: { home: side('home'), away: side('away') } };
}

/** A minute label (67', 90+3') as a number that sorts in match order (stoppage after the minute). */
function minuteOrder(label: string | null): number {
  const m = /^(\d+)(?:\+(\d+))?'$/.exec(label ?? '');
  return m ? Number(m[1]) + Number(m[2] ?? 0) / 100 : 0;
}
