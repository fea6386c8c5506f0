import type {
  FormEntry,
  MatchAnalysis,
  MatchDetail,
  MatchEvent,
  MatchSummary,
} from '../../../../shared/src/api/sport';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import type { SportContext } from '../context';
import { footballStats } from '../engine/football-state';
import { stateAt } from '../engine/script';
import { basketballDetail } from './basketball-detail';
import { footballLineups } from './lineups';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

interface EventRow {
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

function toEvent(e: EventRow): MatchEvent {
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

/** H2H, recent form and the table: the analysis tab of both sports. */
async function analysis(ctx: SportContext, row: MatchRow): Promise<MatchAnalysis> {
  const [h2hRows, homeRows, awayRows] = await Promise.all([
    all(
      ctx.db.qb,
      sql<MatchRow>`${MATCH_SELECT} WHERE m.status = 'finished' AND m.id != ${row.id}
        AND ((m.home_id = ${row.home_id} AND m.away_id = ${row.away_id})
          OR (m.home_id = ${row.away_id} AND m.away_id = ${row.home_id}))
        ORDER BY m.kickoff DESC LIMIT 6`,
    ),
    formRows(ctx, row.kickoff, row.home_id),
    formRows(ctx, row.kickoff, row.away_id),
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

/** Seconds of the script already played: the whole script for a finished match, none before kickoff. */
export function playedSeconds(row: Pick<MatchRow, 'status' | 'sim_t'>, end: number): number {
  if (row.status === 'finished' || row.status === 'abandoned') return row.sim_t ?? end;
  return row.sim_t ?? -1;
}

export async function matchDetail(ctx: SportContext, id: number): Promise<MatchDetail | null> {
  const row = await first(ctx.db.qb, sql<MatchRow>`${MATCH_SELECT} WHERE m.id = ${id}`);
  if (!row) return null;
  const match: MatchSummary = toSummary(row, await ctx.standings.lookup([row.season_id]));
  const script = await ctx.scripts.get(row);
  const t = playedSeconds(row, script.end);
  if (script.sport === 'basketball') {
    return {
      sport: 'basketball',
      match,
      ...(await basketballDetail(ctx, row, script.script, t)),
      ...(await analysis(ctx, row)),
    };
  }
  const events = (await eventRows(ctx, id)).map(toEvent);
  const started = t >= 0;
  return {
    sport: 'football',
    match,
    events: events.filter((e) => e.kind !== 'comment'),
    commentary: [...events].reverse(),
    stats: started ? (toPairs(footballStats(script.script, stateAt(script, t), t)) as never) : null,
    lineups: await footballLineups(ctx, row, script.script, started),
    referee: script.script.referee,
    ...(await analysis(ctx, row)),
  };
}

function toPairs(stats: Record<string, [number, number]>): Record<string, { home: number; away: number }> {
  return Object.fromEntries(Object.entries(stats).map(([k, [home, away]]) => [k, { home, away }]));
}
