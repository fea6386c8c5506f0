import type { FootballScript } from './football-script';
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

/** Technical statistics at `t`: counts grow with the share of the match played. */
export function footballStats(
  script: FootballScript,
  state: MatchState,
  t: number,
): Record<string, [number, number]> {
  const share = Math.max(0, Math.min(1, t / script.end));
  const grow = ([h, a]: [number, number]): [number, number] => [Math.round(h * share), Math.round(a * share)];
  const goals: [number, number] = [state.homeScore, state.awayScore];
  const f = script.finalStats;
  const onTarget = grow(f.shotsOnTarget);
  const shots = grow(f.shots);
  return {
    possession: [script.possession, 100 - script.possession],
    shots: [Math.max(shots[0], onTarget[0], goals[0]), Math.max(shots[1], onTarget[1], goals[1])],
    shotsOnTarget: [Math.max(onTarget[0], goals[0]), Math.max(onTarget[1], goals[1])],
    attacks: grow(f.attacks),
    dangerousAttacks: grow(f.dangerousAttacks),
    corners: [state.homeCorners ?? 0, state.awayCorners ?? 0],
    fouls: grow(f.fouls),
    offsides: grow(f.offsides),
    yellowCards: [state.homeYellow, state.awayYellow],
    redCards: [state.homeRed, state.awayRed],
  };
}
