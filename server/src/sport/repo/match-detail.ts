import type {
  FormEntry,
  MatchAnalysis,
  MatchDetail,
  MatchEvent,
  MatchSummary,
} from '../../../../shared/src/api/sport';
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

export const EVENT_SELECT = `SELECT e.*, p.name p_name, r.name r_name FROM sport_events e
  LEFT JOIN sport_players p ON p.id = e.player_id LEFT JOIN sport_players r ON r.id = e.related_id WHERE e.match_id = ? ORDER BY e.id`;

export function eventRows(ctx: SportContext, matchId: number): EventRow[] {
  return ctx.db.prepare(EVENT_SELECT).all(matchId) as EventRow[];
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
function analysis(ctx: SportContext, row: MatchRow): MatchAnalysis {
  const { db } = ctx;
  const h2h = (
    db
      .prepare(
        `${MATCH_SELECT} WHERE m.status = 'finished' AND m.id != ? AND ((m.home_id = ? AND m.away_id = ?) OR (m.home_id = ? AND m.away_id = ?))
    ORDER BY m.kickoff DESC LIMIT 6`,
      )
      .all(row.id, row.home_id, row.away_id, row.away_id, row.home_id) as MatchRow[]
  ).map((r) => toSummary(r, ctx.standings.rank));
  const form = (teamId: number): FormEntry[] =>
    (
      db
        .prepare(
          `${MATCH_SELECT} WHERE m.status = 'finished' AND m.kickoff < ? AND (m.home_id = ? OR m.away_id = ?) ORDER BY m.kickoff DESC LIMIT 5`,
        )
        .all(row.kickoff, teamId, teamId) as MatchRow[]
    ).map((r) => {
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
    form: { home: form(row.home_id), away: form(row.away_id) },
    standings: ctx.standings.table(row.season_id),
  };
}

/** Seconds of the script already played: the whole script for a finished match, none before kickoff. */
export function playedSeconds(row: Pick<MatchRow, 'status' | 'sim_t'>, end: number): number {
  if (row.status === 'finished' || row.status === 'abandoned') return row.sim_t ?? end;
  return row.sim_t ?? -1;
}

export function matchDetail(ctx: SportContext, id: number): MatchDetail | null {
  const row = ctx.db.prepare(`${MATCH_SELECT} WHERE m.id = ?`).get(id) as MatchRow | undefined;
  if (!row) return null;
  const match: MatchSummary = toSummary(row, ctx.standings.rank);
  const script = ctx.scripts.get(row);
  const t = playedSeconds(row, script.end);
  if (script.sport === 'basketball') {
    return {
      sport: 'basketball',
      match,
      ...basketballDetail(ctx, row, script.script, t),
      ...analysis(ctx, row),
    };
  }
  const events = eventRows(ctx, id).map(toEvent);
  const started = t >= 0;
  return {
    sport: 'football',
    match,
    events: events.filter((e) => e.kind !== 'comment'),
    commentary: [...events].reverse(),
    stats: started ? (toPairs(footballStats(script.script, stateAt(script, t), t)) as never) : null,
    lineups: footballLineups(ctx, row, script.script, started),
    referee: script.script.referee,
    ...analysis(ctx, row),
  };
}

function toPairs(stats: Record<string, [number, number]>): Record<string, { home: number; away: number }> {
  return Object.fromEntries(Object.entries(stats).map(([k, [home, away]]) => [k, { home, away }]));
}
