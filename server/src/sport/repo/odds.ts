import type { DayOddsData, MatchOddsData, MatchStatus, Sport } from '@jincheng/shared/core';
import { MATCH_STATUS_PHASE } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { BOOKMAKERS, bookRef, type BookProfile } from '../odds/bookmakers';
import { basketballOdds, type SeasonGame } from '../odds/basketball-odds';
import { matchOdds } from '../odds/match-odds';
import { nowS } from '../time';

interface OddsRow {
  id: number;
  sport: Sport;
  league_id: number;
  home_id: number;
  away_id: number;
  status: MatchStatus;
  kickoff: number;
  sim_t: number | null;
  season_id: number;
  hs: number;
  as_: number;
  /** The competition's short name. */
  league: string;
  /** 0 for a past season's real result (sport/history): no odds were modelled for it. */
  current: number | null;
}

const ODDS_SELECT = sql.raw(`SELECT m.id, m.sport, m.league_id, m.home_id, m.away_id, m.status, m.kickoff,
  m.sim_t, m.season_id, h.strength hs, a.strength as_, l.short_name league, s.current FROM sport_matches m
  JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
  JOIN sport_leagues l ON l.id = m.league_id
  LEFT JOIN sport_seasons s ON s.id = m.season_id`);

/** `history`: false reads a script only for matches in play (a finished match's current quote is its closing). */
async function oddsOf(
  ctx: SportContext,
  row: OddsRow,
  books: readonly BookProfile[],
  history = true,
): Promise<MatchOddsData> {
  if (row.current !== null && Number(row.current) === 0)
    return {
      matchId: row.id,
      sport: row.sport,
      phase: 'none',
      note: '往季真实赛果不提供指数',
      opensAt: null,
      books: [],
    };
  if (row.sport === 'basketball') return basketballOddsOf(ctx, row, books);
  const over = row.status === 'finished' || row.status === 'abandoned';
  const inPlay = MATCH_STATUS_PHASE[row.status] === 'live';
  const script = inPlay || (history && over) ? await ctx.scripts.get(row) : null;
  const subject = {
    id: row.id,
    status: row.status,
    kickoff: Number(row.kickoff),
    simT: row.sim_t === null ? null : Number(row.sim_t),
    homeStrength: Number(row.hs),
    awayStrength: Number(row.as_),
    league: row.league,
  };
  return matchOdds(ctx.seed(), subject, script?.sport === 'football' ? script.script : null, nowS(), books);
}

/**
 * A season's finished basketball games (kickoff, teams, points) up to `beforeS`: what the team ratings are
 * fitted to (ratings/basketball-fit.ts). The model page reuses it.
 */
export async function seasonGames(
  ctx: SportContext,
  seasonId: number,
  beforeS: number,
): Promise<SeasonGame[]> {
  const rows = await all(
    ctx.db.qb,
    sql<{ kickoff: number; home_id: number; away_id: number; home_score: number; away_score: number }>`
      SELECT kickoff, home_id, away_id, home_score, away_score FROM sport_matches
      WHERE season_id = ${seasonId} AND status = 'finished' AND kickoff < ${beforeS}
        AND home_score IS NOT NULL AND away_score IS NOT NULL
      ORDER BY kickoff, id`,
  );
  return rows.map((r) => ({
    kickoff: Number(r.kickoff),
    home: Number(r.home_id),
    away: Number(r.away_id),
    homePoints: Number(r.home_score),
    awayPoints: Number(r.away_score),
  }));
}

async function basketballOddsOf(
  ctx: SportContext,
  row: OddsRow,
  books: readonly BookProfile[],
): Promise<MatchOddsData> {
  const kickoff = Number(row.kickoff);
  const [games, [count]] = await Promise.all([
    seasonGames(ctx, Number(row.season_id), kickoff),
    all(ctx.db.qb, sql<{ n: number }>`SELECT COUNT(*) n FROM sport_teams WHERE league_id = ${row.league_id}`),
  ]);
  const subject = {
    id: row.id,
    status: row.status,
    kickoff,
    homeId: Number(row.home_id),
    awayId: Number(row.away_id),
    teams: Number(count?.n ?? 0),
    season: Number(row.season_id),
  };
  return basketballOdds(ctx.seed(), subject, games, nowS(), books);
}

/** GET /sportapi/matches/:id/odds; null when there is no such match. */
export async function matchOddsOf(ctx: SportContext, id: number): Promise<MatchOddsData | null> {
  const [row] = await all(ctx.db.qb, sql<OddsRow>`${ODDS_SELECT} WHERE m.id = ${id}`);
  return row ? oddsOf(ctx, row, BOOKMAKERS) : null;
}

/** GET /sportapi/odds: one book's current 欧赔 and 亚盘 of every football match of a day. */
export async function dayOdds(ctx: SportContext, day: string, book: BookProfile): Promise<DayOddsData> {
  const rows = await all(
    ctx.db.qb,
    sql<OddsRow>`${ODDS_SELECT} WHERE m.sport = 'football' AND m.day = ${day} ORDER BY m.kickoff, m.id`,
  );
  const matches = await Promise.all(
    rows.map(async (row) => {
      const odds = await oddsOf(ctx, row, [book], false);
      const b = odds.books[0];
      return {
        matchId: row.id,
        phase: odds.phase,
        state: b ? b.asia.state : null,
        euro: b ? b.euro.current : null,
        asia: b ? b.asia.current : null,
      };
    }),
  );
  return { date: day, book: bookRef(book), books: BOOKMAKERS.map(bookRef), matches };
}
