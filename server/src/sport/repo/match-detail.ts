import type {
  FootballMatchDetail,
  FormEntry,
  MatchAnalysis,
  MatchDetail,
  MatchSummary,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { storedRecord, type MatchRecord } from '../facts/match-records';
import { hasEnded } from '../facts/played';
import { basketballDetail } from './basketball-detail';
import { eventRows, toEvent } from './event-rows';
import { footballLineups } from './lineups';
import { matchAbsences } from './absences';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

/** H2H, recent form and the table: the analysis tab of both sports. */
async function analysis(ctx: SportContext, row: MatchRow, past = false): Promise<MatchAnalysis> {
  const [h2hRows, homeRows, awayRows, absences] = await Promise.all([
    all(
      ctx.db.qb,
      sql<MatchRow>`${MATCH_SELECT} WHERE m.status = 'finished' AND m.id != ${row.id}
        AND ((m.home_id = ${row.home_id} AND m.away_id = ${row.away_id})
          OR (m.home_id = ${row.away_id} AND m.away_id = ${row.home_id}))
        ORDER BY m.kickoff DESC LIMIT 6`,
    ),
    formRows(ctx, row.kickoff, row.home_id),
    formRows(ctx, row.kickoff, row.away_id),
    matchAbsences(ctx, row, past),
  ]);
  const rank = await ctx.standings.lookup(h2hRows.map((r) => r.season_id));
  const h2h = h2hRows.map((r) => toSummary(r, rank));
  const form = (teamId: number, rows: MatchRow[]): FormEntry[] =>
    rows.map((r) => {
      const atHome = r.home_id === teamId;
      const gf = (atHome ? r.home_score : r.away_score) ?? 0;
      const ga = (atHome ? r.away_score : r.home_score) ?? 0;
      return {
        matchId: r.id,
        kickoff: new Date(r.kickoff * 1000).toISOString(),
        leagueShortName: r.l_short,
        opponentId: atHome ? r.away_id : r.home_id,
        opponentName: atHome ? r.a_short : r.h_short,
        atHome,
        goalsFor: gf,
        goalsAgainst: ga,
        result: gf > ga ? 'W' : gf < ga ? 'L' : 'D',
      };
    });
  return {
    absences,
    h2h,
    form: { home: form(row.home_id, homeRows), away: form(row.away_id, awayRows) },
    standings: await ctx.standings.table(row.season_id),
  };
}

/** A team's last five results before a kickoff. */
const formRows = (ctx: SportContext, before: number, teamId: number) =>
  all(
    ctx.db.qb,
    sql<MatchRow>`${MATCH_SELECT} WHERE m.status = 'finished' AND m.kickoff < ${before}
      AND (m.home_id = ${teamId} OR m.away_id = ${teamId}) ORDER BY m.kickoff DESC LIMIT 5`,
  );

export { playedSeconds } from '../facts/played';

/**
 * A match's record: stored when it ended (sport_match_records, written by the provider of the present), else
 * as the provider has it now (the simulator's live or upcoming match).
 */
async function recordOf(ctx: SportContext, row: MatchRow): Promise<MatchRecord> {
  const stored = hasEnded(row.status) ? await storedRecord(ctx.db, row.id) : null;
  return stored ?? (await ctx.scripts.present(row)).record;
}

export async function matchDetail(ctx: SportContext, id: number): Promise<MatchDetail | null> {
  const row = await first(ctx.db.qb, sql<MatchRow>`${MATCH_SELECT} WHERE m.id = ${id}`);
  if (!row) return null;
  const match: MatchSummary = toSummary(row, await ctx.standings.lookup([row.season_id]));
  if (row.sport === 'football' && (await isPastSeason(ctx, row.season_id)))
    return resultOnly(match, await analysis(ctx, row, true), await simulatedAfter(ctx, id));
  const record = await recordOf(ctx, row);
  if (record.sport === 'basketball') {
    return {
      sport: 'basketball',
      match,
      ...(await basketballDetail(ctx, row, record)),
      ...(await analysis(ctx, row)),
    };
  }
  const events = (await eventRows(ctx, id)).map(toEvent);
  const { stats, lineups, referee, shots, momentum, bestPlayer } = record;
  return {
    sport: 'football',
    match,
    events: events.filter((e) => e.kind !== 'comment'),
    commentary: [...events].reverse(),
    stats,
    lineups: await footballLineups(ctx, row, lineups, stats !== null),
    referee,
    shots,
    momentum,
    bestPlayer,
    ...(await analysis(ctx, row)),
  };
}

export const isPastSeason = async (ctx: SportContext, seasonId: number) =>
  (
    await ctx.db.qb
      .selectFrom('sport_seasons')
      .select('current')
      .where('id', '=', seasonId)
      .executeTakeFirst()
  )?.current === 0;

/** The season's last day of real results when this past result is simulated (migration 037), else undefined. */
async function simulatedAfter(ctx: SportContext, matchId: number): Promise<string | undefined> {
  const row = await ctx.db.qb
    .selectFrom('sport_matches as m')
    .innerJoin('sport_seasons as s', 's.id', 'm.season_id')
    .select(['m.simulated', 's.simulated_after'])
    .where('m.id', '=', matchId)
    .executeTakeFirst();
  return row?.simulated && row.simulated_after ? row.simulated_after : undefined;
}

/**
 * A past season's result (sport/history): the score and half-time are all that is known, so there is no
 * script to play: no events, statistics, lineups or shots; the analysis (head-to-head, form, table) stands.
 * A simulated one says so (`simulatedAfter`).
 */
function resultOnly(
  match: MatchSummary,
  analysis: MatchAnalysis,
  simulatedAfter: string | undefined,
): FootballMatchDetail {
  return {
    sport: 'football',
    match,
    events: [],
    commentary: [],
    stats: null,
    lineups: null,
    referee: '',
    shots: [],
    momentum: [],
    bestPlayer: null,
    ...analysis,
    resultOnly: true,
    ...(simulatedAfter ? { simulatedAfter } : {}),
  };
}
