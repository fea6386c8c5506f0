import { sql } from 'kysely';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { basketballBox } from '../engine/basketball-box';
import { basketballState } from '../engine/basketball-state';
import { minutesOnPitch } from '../engine/football-clock';
import { ratingsAt } from '../engine/football-ratings';
import { shotsAt } from '../engine/football-shots';
import { playedSeconds } from './match-detail';
import type { MatchRow } from './match-rows';

/** One player's season in football: the sum of his lines in the season's finished matches. */
export interface FootballSeasonLine {
  teamId: number;
  /** Matches he was on the pitch in. */
  apps: number;
  minutes: number;
  goals: number;
  assists: number;
  /** Sum of the xG of his shots (penalties included, goals VAR ruled out not), unrounded. */
  xg: number;
  /** Sum and count of his match ratings (rated after 10 minutes, engine/football-ratings.ts). */
  ratingSum: number;
  rated: number;
  /** Goalkeepers: matches of 60+ minutes in which his side conceded nothing while he was on. */
  cleanSheets: number;
}

export interface BasketballSeasonLine {
  teamId: number;
  /** Games he was on court in. */
  games: number;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  threesMade: number;
  threesAttempted: number;
}

/** A team's season: sums over its finished matches (null technical figures: a past season's real results). */
export interface TeamSeasonTotals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  scored: number;
  conceded: number;
  cleanSheets: number;
  /** Football: matches with a script (technical figures); 0 for past seasons of real results. */
  detailed: number;
  xgFor: number;
  xgAgainst: number;
  possession: number;
  shots: number;
  shotsOnTarget: number;
  shotsAgainst: number;
  /** Basketball. */
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  threesMade: number;
  threesAttempted: number;
  fieldGoalsMade: number;
  fieldGoalsAttempted: number;
}

export interface SeasonLines {
  football: Map<number, FootballSeasonLine>;
  basketball: Map<number, BasketballSeasonLine>;
  teams: Map<number, TeamSeasonTotals>;
  /** Most finished matches any team of the season has played (the minimum-games rules are a share of it). */
  mostPlayed: number;
}

interface FinishedRow {
  id: number;
  sport: 'football' | 'basketball';
  league_id: number;
  home_id: number;
  away_id: number;
  home_score: number | null;
  away_score: number | null;
  status: MatchRow['status'];
  sim_t: number | null;
}

const emptyTeam = (): TeamSeasonTotals =>
  Object.fromEntries(TEAM_KEYS.map((k) => [k, 0])) as unknown as TeamSeasonTotals;
const TEAM_KEYS = ['played', 'won', 'drawn', 'lost', 'scored', 'conceded', 'cleanSheets', 'detailed', 'xgFor']
  .concat([
    'xgAgainst',
    'possession',
    'shots',
    'shotsOnTarget',
    'shotsAgainst',
    'rebounds',
    'assists',
    'steals',
  ])
  .concat(['blocks', 'threesMade', 'threesAttempted', 'fieldGoalsMade', 'fieldGoalsAttempted']);

const cache = new WeakMap<SportContext, Map<number, { key: string; lines: Promise<SeasonLines> }>>();

/**
 * Every player's and team's season figures, summed over the lines of the season's finished matches — the
 * same lines the match detail shows (box score, lineups' ratings, shot map), from the same scripts. A past
 * season of real results (sport/history) has scores only: its teams get goals and clean sheets, its players
 * nothing. Kept per season until another match of it finishes (the key is the finished matches' ids).
 */
export async function seasonLines(ctx: SportContext, seasonId: number): Promise<SeasonLines> {
  const rows = await all(
    ctx.db.qb,
    sql<FinishedRow & { current: number }>`SELECT m.id, m.sport, m.league_id, m.home_id, m.away_id,
      m.home_score, m.away_score, m.status, m.sim_t, s.current
      FROM sport_matches m JOIN sport_seasons s ON s.id = m.season_id
      WHERE m.season_id = ${seasonId} AND m.status = 'finished' ORDER BY m.id`,
  );
  const key = `${ctx.seed()}:${rows.length}:${rows.reduce((n, r) => (n * 31 + r.id) % 1_000_000_007, 7)}`;
  let perCtx = cache.get(ctx);
  if (!perCtx) cache.set(ctx, (perCtx = new Map()));
  const hit = perCtx.get(seasonId);
  if (hit?.key === key) return hit.lines;
  const lines = build(ctx, rows, rows[0]?.current === 0);
  perCtx.set(seasonId, { key, lines });
  lines.catch(() => perCtx.delete(seasonId));
  return lines;
}

async function build(ctx: SportContext, rows: FinishedRow[], past: boolean): Promise<SeasonLines> {
  const out: SeasonLines = { football: new Map(), basketball: new Map(), teams: new Map(), mostPlayed: 0 };
  const teamOf = (id: number) => {
    let t = out.teams.get(id);
    if (!t) out.teams.set(id, (t = emptyTeam()));
    return t;
  };
  for (const r of rows) {
    const sides = [
      { id: r.home_id, side: 'home' as const, gf: r.home_score ?? 0, ga: r.away_score ?? 0 },
      { id: r.away_id, side: 'away' as const, gf: r.away_score ?? 0, ga: r.home_score ?? 0 },
    ];
    for (const s of sides) {
      const t = teamOf(s.id);
      t.played += 1;
      t.scored += s.gf;
      t.conceded += s.ga;
      if (s.gf > s.ga) t.won += 1;
      else if (s.gf < s.ga) t.lost += 1;
      else t.drawn += 1;
      if (s.ga === 0) t.cleanSheets += 1;
    }
    if (past) continue;
    const script = await ctx.scripts.get(r);
    const end = playedSeconds(r, script.end);
    if (script.sport === 'football') {
      const f = script.script;
      const now = Math.min(end, f.abandonAt ?? Infinity, f.end);
      const shots = shotsAt(f.shots, now);
      const events = f.events.filter((e) => e.t <= now);
      const ratings = ratingsAt(f, end);
      for (const s of sides) {
        const t = teamOf(s.id);
        const mine = shots.filter((x) => x.side === s.side);
        const theirs = shots.filter((x) => x.side !== s.side);
        t.detailed += 1;
        t.xgFor += mine.reduce((n, x) => n + x.xg, 0);
        t.xgAgainst += theirs.reduce((n, x) => n + x.xg, 0);
        t.possession += s.side === 'home' ? f.possession : 100 - f.possession;
        t.shots += mine.length;
        t.shotsOnTarget += mine.filter((x) => x.outcome === 'goal' || x.outcome === 'saved').length;
        t.shotsAgainst += theirs.length;
        const lineup = f.lineups[s.side];
        for (const p of [...lineup.starters.map((x) => x.player), ...lineup.bench]) {
          const spell = f.spells.get(p.id);
          const minutes = spell ? minutesOnPitch(f, spell, end) : 0;
          if (!spell || minutes <= 0) continue;
          let line = out.football.get(p.id);
          if (!line) {
            line = {
              teamId: s.id,
              apps: 0,
              minutes: 0,
              goals: 0,
              assists: 0,
              xg: 0,
              ratingSum: 0,
              rated: 0,
              cleanSheets: 0,
            };
            out.football.set(p.id, line);
          }
          line.apps += 1;
          line.minutes += minutes;
          for (const x of shots) if (x.playerId === p.id) line.xg += x.xg;
          for (const e of events) {
            if (e.playerId === p.id && (e.kind === 'goal' || e.kind === 'penalty')) line.goals += 1;
            if (e.playerId === p.id && e.kind === 'var' && e.points < 0) line.goals -= 1;
            if (e.relatedId === p.id && e.kind === 'goal' && e.points > 0) line.assists += 1;
          }
          const rating = ratings.get(p.id);
          if (rating !== undefined) {
            line.ratingSum += rating;
            line.rated += 1;
          }
          if (p.position === 'G' && minutes >= 60) {
            const conceded = events.some(
              (e) =>
                e.points > 0 && e.side !== null && e.side !== s.side && spell[0] <= e.t && e.t < spell[1],
            );
            if (!conceded) line.cleanSheets += 1;
          }
        }
      }
    } else {
      const b = script.script;
      const visible = script.events.slice(0, basketballState(b, end).visible);
      const box = basketballBox(b, end, visible);
      for (const s of sides) {
        const t = teamOf(s.id);
        t.detailed += 1;
        for (const p of box[s.side]) {
          t.rebounds += p.rebounds;
          t.assists += p.assists;
          t.steals += p.steals;
          t.blocks += p.blocks;
          t.threesMade += p.threesMade;
          t.threesAttempted += p.threesAttempted;
          t.fieldGoalsMade += p.fieldGoalsMade;
          t.fieldGoalsAttempted += p.fieldGoalsAttempted;
          if (p.minutes <= 0) continue;
          let line = out.basketball.get(p.playerId);
          if (!line) {
            line = {
              teamId: s.id,
              games: 0,
              minutes: 0,
              points: 0,
              rebounds: 0,
              assists: 0,
              steals: 0,
              blocks: 0,
              threesMade: 0,
              threesAttempted: 0,
            };
            out.basketball.set(p.playerId, line);
          }
          line.games += 1;
          line.minutes += p.minutes;
          line.points += p.points;
          line.rebounds += p.rebounds;
          line.assists += p.assists;
          line.steals += p.steals;
          line.blocks += p.blocks;
          line.threesMade += p.threesMade;
          line.threesAttempted += p.threesAttempted;
        }
      }
    }
  }
  out.mostPlayed = Math.max(0, ...[...out.teams.values()].map((t) => t.played));
  return out;
}

/** The fewest appearances for an average board (评分, per-game basketball boards): half the most any team played. */
export const minimumGames = (lines: SeasonLines): number => Math.max(1, Math.ceil(lines.mostPlayed / 2));
