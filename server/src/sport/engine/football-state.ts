import type { FootballScript } from './football-script';
import { shotsAt, type ScriptShot } from './football-shots';
import { scheduledState, type MatchState } from './types';

/** The match as it stands `t` seconds after kickoff (negative = not started). Pure, so replays agree. */
export function footballState(script: FootballScript, t: number): MatchState {
  const state = scheduledState();
  if (t < 0) return state;
  const frozen = script.abandonAt !== null && t >= script.abandonAt;
  const now = frozen ? (script.abandonAt as number) : Math.min(t, script.end);
  for (const e of script.events) {
    if (e.t > now) break;
    state.visible++;
    if (e.side === null) continue;
    const home = e.side === 'home';
    if (e.points !== 0) {
      if (home) state.homeScore += e.points;
      else state.awayScore += e.points;
    }
    if (e.kind === 'yellow') {
      if (home) state.homeYellow++;
      else state.awayYellow++;
    }
    if (e.kind === 'red' || e.kind === 'second_yellow') {
      if (home) state.homeRed++;
      else state.awayRed++;
    }
  }
  state.homeCorners = script.corners.filter((c) => c.side === 'home' && c.t <= now).length;
  state.awayCorners = script.corners.filter((c) => c.side === 'away' && c.t <= now).length;
  if (now >= script.h1End) {
    const firstHalf = script.events.filter((e) => e.t <= script.h1End && e.points !== 0);
    state.homeHt = firstHalf.filter((e) => e.side === 'home').reduce((n, e) => n + e.points, 0);
    state.awayHt = firstHalf.filter((e) => e.side === 'away').reduce((n, e) => n + e.points, 0);
  }
  if (frozen) {
    state.status = 'abandoned';
    return state;
  }
  if (now >= script.end) {
    state.status = 'finished';
    return state;
  }
  if (now < script.h1End) {
    const raw = Math.floor(now / 60) + 1;
    Object.assign(state, {
      status: 'first_half',
      period: 1,
      minute: Math.min(raw, 45),
      stoppage: Math.max(0, raw - 45),
    });
  } else if (now < script.h2Start) {
    Object.assign(state, { status: 'half_time', period: 1, minute: 45, stoppage: 0 });
  } else {
    const raw = 46 + Math.floor((now - script.h2Start) / 60);
    Object.assign(state, {
      status: 'second_half',
      period: 2,
      minute: Math.min(raw, 90),
      stoppage: Math.max(0, raw - 90),
    });
  }
  return state;
}

/** Team xG of the shots in a list, rounded to 0.01. */
const xgSum = (shots: ScriptShot[], side: 'home' | 'away') =>
  Math.round(shots.filter((s) => s.side === side).reduce((n, s) => n + s.xg, 0) * 100) / 100;

/**
 * Technical statistics at `t`: shots, shots on target and xG (whole match and per half) count the shots seen
 * so far; the counts the script does not play event by event grow with the share of the match played.
 */
export function footballStats(
  script: FootballScript,
  state: MatchState,
  t: number,
): Record<string, [number, number]> {
  const share = Math.max(0, Math.min(1, t / script.end));
  const grow = ([h, a]: [number, number]): [number, number] => [Math.round(h * share), Math.round(a * share)];
  const f = script.finalStats;
  const shots = shotsAt(script.shots, Math.min(t, script.abandonAt ?? Infinity));
  const count = (list: ScriptShot[]): [number, number] => [
    list.filter((s) => s.side === 'home').length,
    list.filter((s) => s.side === 'away').length,
  ];
  const xg = (list: ScriptShot[]): [number, number] => [xgSum(list, 'home'), xgSum(list, 'away')];
  const onTarget = shots.filter((s) => s.outcome === 'goal' || s.outcome === 'saved');
  return {
    possession: [script.possession, 100 - script.possession],
    shots: count(shots),
    shotsOnTarget: count(onTarget),
    expectedGoals: xg(shots),
    expectedGoalsFirstHalf: xg(shots.filter((s) => s.period === 1)),
    expectedGoalsSecondHalf: xg(shots.filter((s) => s.period === 2)),
    attacks: grow(f.attacks),
    dangerousAttacks: grow(f.dangerousAttacks),
    corners: [state.homeCorners ?? 0, state.awayCorners ?? 0],
    fouls: grow(f.fouls),
    offsides: grow(f.offsides),
    yellowCards: [state.homeYellow, state.awayYellow],
    redCards: [state.homeRed, state.awayRed],
  };
}
