import { basketballBox } from './basketball-box';
import { minutesOnPitch } from './football-clock';
import { stateAt, type AnyScript } from './script';
import type { ScriptEvent } from './types';

/**
 * One player's line in one finished match, as sport_player_lines stores it. Football fills started, minutes,
 * goals, assists, yellow and red; basketball started, minutes, points, rebounds, assists, steals, blocks and
 * threes (3PM). The other sport's columns are 0.
 */
export interface MatchLine {
  playerId: number;
  side: 'home' | 'away';
  started: boolean;
  minutes: number;
  goals: number;
  assists: number;
  yellow: number;
  red: number;
  points: number;
  rebounds: number;
  steals: number;
  blocks: number;
  threes: number;
}

const EMPTY = {
  goals: 0,
  assists: 0,
  yellow: 0,
  red: 0,
  points: 0,
  rebounds: 0,
  steals: 0,
  blocks: 0,
  threes: 0,
};

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
 * neither scorer nor assister; an own goal for nobody), minutes from the pitch ledger; basketball from the box
 * score. Only players who took part (a spell on the pitch, or on court) get a line.
 */
export function matchLines(script: AnyScript, t: number): MatchLine[] {
  const visible = script.events.slice(0, stateAt(script, t).visible);
  if (script.sport === 'basketball') {
    const box = basketballBox(script.script, t, visible);
    return (['home', 'away'] as const).flatMap((side) =>
      box[side]
        .filter((r) => r.starter || r.minutes > 0)
        .map((r) => ({
          ...EMPTY,
          playerId: r.playerId,
          side,
          started: r.starter,
          minutes: r.minutes,
          points: r.points,
          rebounds: r.rebounds,
          assists: r.assists,
          steals: r.steals,
          blocks: r.blocks,
          threes: r.threesMade,
        })),
    );
  }
  const s = script.script;
  const voided = ruledOut(visible);
  const counted = visible.filter((e) => !voided.has(e));
  const lines: MatchLine[] = [];
  for (const side of ['home', 'away'] as const) {
    const starters = new Set(s.lineups[side].starters.map((x) => x.player.id));
    const squad = [...s.lineups[side].starters.map((x) => x.player), ...s.lineups[side].bench];
    for (const p of squad) {
      const spell = s.spells.get(p.id);
      if (!spell || spell[0] > t) continue;
      const mine = counted.filter((e) => e.playerId === p.id);
      lines.push({
        ...EMPTY,
        playerId: p.id,
        side,
        started: starters.has(p.id),
        minutes: minutesOnPitch(s, spell, t),
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
  return {
    match_id: matchId,
    season_id: seasonId,
    team_id: teamId,
    player_id: l.playerId,
    started: l.started ? 1 : 0,
    minutes: l.minutes,
    goals: l.goals,
    assists: l.assists,
    yellow: l.yellow,
    red: l.red,
    points: l.points,
    rebounds: l.rebounds,
    steals: l.steals,
    blocks: l.blocks,
    threes: l.threes,
  };
}
