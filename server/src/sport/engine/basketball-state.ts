import type { BasketballScript } from './basketball-script';
import { scheduledState, type MatchState } from './types';

const BREAK_STATUS = ['q1_break', 'half_time', 'q3_break'] as const;
const PLAY_STATUS = ['q1', 'q2', 'q3', 'q4'] as const;

/** The game as it stands `t` seconds after tip-off. */
export function basketballState(script: BasketballScript, t: number): MatchState {
  const state = scheduledState();
  if (t < 0) return state;
  const now = Math.min(t, script.end);
  for (const e of script.events) {
    if (e.t > now) break;
    state.visible++;
    if (!e.side || e.points === 0) continue;
    while (state.periods.length < e.period) state.periods.push({ home: 0, away: 0 });
    const row = state.periods[e.period - 1] as { home: number; away: number };
    row[e.side] += e.points;
    if (e.side === 'home') state.homeScore += e.points;
    else state.awayScore += e.points;
  }
  const current = script.periods.findIndex((p) => now < p.end);
  const started = script.periods.filter((p) => now >= p.start).length;
  while (state.periods.length < started) state.periods.push({ home: 0, away: 0 });
  if (state.periods.length >= 2) {
    state.homeHt = (state.periods[0]?.home ?? 0) + (state.periods[1]?.home ?? 0);
    state.awayHt = (state.periods[0]?.away ?? 0) + (state.periods[1]?.away ?? 0);
  }
  if (now >= script.end || current === -1) {
    state.status = 'finished';
    return state;
  }
  const period = script.periods[current] as BasketballScript['periods'][number];
  const number = current + 1;
  state.period = number;
  if (now < period.start) {
    // Between periods: the break after the previous one.
    state.status = number <= 4 ? (BREAK_STATUS[number - 2] ?? 'q1_break') : 'q4';
    if (number > 5) state.status = 'overtime';
    state.period = number - 1;
    state.clock = 0;
    return state;
  }
  state.status = number <= 4 ? (PLAY_STATUS[number - 1] ?? 'q4') : 'overtime';
  state.clock = Math.max(
    0,
    Math.round(period.length - (now - period.start) / ((period.end - period.start) / period.length)),
  );
  return state;
}
