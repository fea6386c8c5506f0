import type { FanRatedPlayer, MatchStatus, Sport } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { first } from '../../db/query';
import type { SportContext } from '../context';
import { basketballBox } from '../engine/basketball-box';
import { basketballState } from '../engine/basketball-state';
import { ratingsAt } from '../engine/football-ratings';
import { footballLineups } from './lineups';
import { isPastSeason, playedSeconds } from './match-detail';
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
  const script = await ctx.scripts.get(row);
  const fullTimeAt = (row.kickoff + script.end) * 1000;
  const t = playedSeconds(row, script.end);
  if (t < 0) return { ...base, fullTimeAt, players: { home: [], away: [] } };
  if (script.sport === 'basketball') {
    const visible = script.script.events.slice(0, basketballState(script.script, t).visible);
    const box = basketballBox(script.script, t, visible);
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
  const lineups = await footballLineups(ctx, row, script.script, ratingsAt(script.script, t), t);
  const spellStart = (playerId: number) => script.script.spells.get(playerId)?.[0] ?? 0;
  const side = (s: 'home' | 'away'): PlayedPlayer[] => {
    const lineup = lineups?.[s];
    if (!lineup) return [];
    const subs = lineup.bench
      .filter((p) => p.cameOn !== null)
      .sort((a, b) => spellStart(a.playerId) - spellStart(b.playerId));
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
