import { LINE_FIGURES, LINE_FIGURE_KEYS, noFigures, type LineFigures } from '../line-figures';
import { basketballBox } from './basketball-box';
import { minutesOnPitch } from './football-clock';
import { ratingsAt } from './football-ratings';
import { shotsAt } from './football-shots';
import { stateAt, type AnyScript } from './script';
import type { ScriptEvent } from './types';

/**
 * One player's line in one finished match, as sport_player_lines stores it: the figures of line-figures.ts
 * (the other sport's are 0) and, in football, his match rating (null under RATED_AFTER_MINUTES minutes).
 */
export interface MatchLine extends LineFigures {
  playerId: number;
  side: 'home' | 'away';
  started: boolean;
  rating: number | null;
}

/** Goals VAR ruled out: each ruling-out (a `var` with points -1) takes its player's latest goal before it. */
function ruledOut(events: readonly ScriptEvent[]): Set<ScriptEvent> {
  const out = new Set<ScriptEvent>();
  for (const v of events.filter((e) => e.kind === 'var' && e.points < 0)) {
    const goal = events.filter(
      (e) => e.kind === 'goal' && e.playerId === v.playerId && e.t < v.t && !out.has(e),
    );
    const last = goal[goal.length - 1];
    if (last) out.add(last);
  }
  return out;
}

/**
 * Every player's line at `t` seconds after kick-off (the full time of a finished match), from the same script
 * the match page shows: football goals, assists and cards from the timeline (a goal VAR ruled out counts for
 * neither scorer nor assister; an own goal for nobody), minutes from the pitch ledger, xG and shots from the
 * shot map (a goal VAR ruled out no longer counts), the rating the lineups show, and a goalkeeper's clean
 * sheet (60+ minutes on, his side's net goals conceded while he was on 0); basketball from the box score.
 * Only players who took part (a spell on the pitch, or on court) get a line.
 */
export function matchLines(script: AnyScript, t: number): MatchLine[] {
  const visible = script.events.slice(0, stateAt(script, t).visible);
  if (script.sport === 'basketball') {
    const box = basketballBox(script.script, t, visible);
    return (['home', 'away'] as const).flatMap((side) =>
      box[side]
        .filter((r) => r.starter || r.minutes > 0)
        .map((r) => ({
          ...noFigures(),
          playerId: r.playerId,
          side,
          started: r.starter,
          rating: null,
          minutes: r.minutes,
          points: r.points,
          rebounds: r.rebounds,
          assists: r.assists,
          steals: r.steals,
          blocks: r.blocks,
          threes: r.threesMade,
          threesAttempted: r.threesAttempted,
          fieldGoals: r.fieldGoalsMade,
          fieldGoalsAttempted: r.fieldGoalsAttempted,
          technicals: visible.filter((e) => e.kind === 'technical' && e.playerId === r.playerId).length,
        })),
    );
  }
  const s = script.script;
  const voided = ruledOut(visible);
  const counted = visible.filter((e) => !voided.has(e));
  const now = Math.min(t, s.abandonAt ?? Infinity, s.end);
  const shots = shotsAt(s.shots, now);
  const ratings = ratingsAt(s, t);
  const lines: MatchLine[] = [];
  for (const side of ['home', 'away'] as const) {
    const starters = new Set(s.lineups[side].starters.map((x) => x.player.id));
    const squad = [...s.lineups[side].starters.map((x) => x.player), ...s.lineups[side].bench];
    for (const p of squad) {
      const spell = s.spells.get(p.id);
      if (!spell || spell[0] > t) continue;
      const mine = counted.filter((e) => e.playerId === p.id);
      const minutes = minutesOnPitch(s, spell, t);
      const his = shots.filter((x) => x.playerId === p.id);
      const on = (at: number) => spell[0] <= at && at < spell[1];
      const conceded = visible
        .filter((e) => e.t <= now && e.side !== null && e.side !== side && on(e.t))
        .reduce((n, e) => n + e.points, 0);
      lines.push({
        ...noFigures(),
        playerId: p.id,
        side,
        started: starters.has(p.id),
        rating: ratings.get(p.id) ?? null,
        minutes,
        xg: his.reduce((n, x) => n + x.xg, 0),
        shots: his.length,
        shotsOnTarget: his.filter((x) => x.outcome === 'goal' || x.outcome === 'saved').length,
        cleanSheets: p.position === 'G' && minutes >= 60 && conceded <= 0 ? 1 : 0,
        goals: mine.filter((e) => e.kind === 'goal' || e.kind === 'penalty').length,
        assists: counted.filter((e) => e.kind === 'goal' && e.relatedId === p.id).length,
        yellow: mine.filter((e) => e.kind === 'yellow').length,
        red: mine.filter((e) => e.kind === 'red' || e.kind === 'second_yellow').length,
      });
    }
  }
  return lines;
}

/** The sport_player_lines row of a line (the seed and the simulator write the same columns). */
export function lineRow(matchId: number, seasonId: number, teamId: number, l: MatchLine) {
  const figures = Object.fromEntries(LINE_FIGURE_KEYS.map((k) => [LINE_FIGURES[k], l[k]])) as Record<
    (typeof LINE_FIGURES)[keyof typeof LINE_FIGURES],
    number
  >;
  return {
    match_id: matchId,
    season_id: seasonId,
    team_id: teamId,
    player_id: l.playerId,
    started: l.started ? 1 : 0,
    rating: l.rating,
    ...figures,
  };
}

/** The columns lineRow fills, in its order (the seed's INSERT names them). */
export const LINE_COLUMNS = [
  'match_id',
  'season_id',
  'team_id',
  'player_id',
  'started',
  'rating',
  ...LINE_FIGURE_KEYS.map((k) => LINE_FIGURES[k]),
];
