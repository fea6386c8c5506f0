import { MAX_SUBS, MAX_WINDOWS, type Side } from '../football-ledger';

/** A timeline entry as stored (sport_events) or scripted: enough to check it against the rules. */
export interface AuditEvent {
  period: number;
  minute: number;
  stoppage: number;
  side: Side | null;
  kind: string;
  playerId: number | null;
  relatedId: number | null;
  points: number;
  /** Running score after the event, when the source stores it. */
  score?: { home: number; away: number };
}

export interface Squads {
  home: { starters: number[]; bench: number[] };
  away: { starters: number[]; bench: number[] };
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');
const label = (e: AuditEvent) => `${e.stoppage ? `${e.minute}+${e.stoppage}` : e.minute}'`;
const GOALS = new Set(['goal', 'penalty', 'own_goal']);

/** Half-time changes are recorded at 46' of the second half and use none of the three windows. */
export const isHalfTimeChange = (e: AuditEvent) => e.period === 2 && e.minute === 46 && e.stoppage === 0;

/**
 * Every contradiction a fan could spot in one football timeline, as readable lines (empty = consistent):
 * events out of time order; a player acting (scoring, assisting, booked, substituted, named in commentary)
 * while not on the pitch; a sent-off player taking part or being substituted; a substituted player coming
 * back; more than five changes or three in-play windows; a second yellow without a first; a score that is
 * not the sum of the goal events (own goals to the other side); `final` differing from the timeline's score.
 */
export function auditFootball(
  events: readonly AuditEvent[],
  squads: Squads,
  final?: { home: number; away: number },
): string[] {
  const problems: string[] = [];
  const teamOf = new Map<number, Side>();
  for (const side of ['home', 'away'] as const)
    for (const id of [...squads[side].starters, ...squads[side].bench]) teamOf.set(id, side);
  const state = {
    home: { on: new Set(squads.home.starters), used: new Set<number>(), out: new Set<number>() },
    away: { on: new Set(squads.away.starters), used: new Set<number>(), out: new Set<number>() },
  };
  const subs = { home: 0, away: 0 };
  const windows = { home: new Set<string>(), away: new Set<string>() };
  const booked = new Set<number>();
  const score = { home: 0, away: 0 };
  let previous: AuditEvent | null = null;
  const onPitch = (e: AuditEvent, id: number | null, side: Side | null, role: string) => {
    if (id === null) return;
    const team = teamOf.get(id);
    if (!team) problems.push(`${label(e)} ${e.kind}: ${role} ${id} is not in either squad`);
    else if (side && team !== side)
      problems.push(`${label(e)} ${e.kind}: ${role} ${id} plays for the ${team} side`);
    else if (!state[team].on.has(id))
      problems.push(
        `${label(e)} ${e.kind}: ${role} ${id} is not on the pitch (${state[team].out.has(id) ? 'already off' : 'not yet on'})`,
      );
  };
  for (const e of events) {
    if (
      previous &&
      (e.period < previous.period ||
        (e.period === previous.period &&
          e.minute + e.stoppage / 100 < previous.minute + previous.stoppage / 100))
    )
      problems.push(`${label(e)} ${e.kind} comes after ${label(previous)} ${previous.kind}`);
    previous = e;
    const side = e.side;
    if (e.points !== 0 && !(GOALS.has(e.kind) && e.points === 1) && !(e.kind === 'var' && e.points === -1))
      problems.push(`${label(e)} ${e.kind} changes the score by ${e.points}`);
    if (side) score[side] += e.points;
    if (e.kind === 'var' && e.points < 0 && side && score[side] < 0)
      problems.push(`${label(e)} VAR takes away a goal that was not scored`);
    if (e.score && side && (e.score.home !== score.home || e.score.away !== score.away))
      problems.push(
        `${label(e)} ${e.kind}: running score ${e.score.home}-${e.score.away}, goals say ${score.home}-${score.away}`,
      );
    if (!side) continue;
    switch (e.kind) {
      case 'substitution': {
        onPitch(e, e.playerId, side, 'player off');
        const on = e.relatedId;
        const s = state[side];
        // No injuries are modelled, so a substitute is never taken off again (a fan reads that as a mistake).
        if (e.playerId !== null && s.used.has(e.playerId))
          problems.push(`${label(e)} substitution: ${e.playerId} came on as a substitute and goes off again`);
        if (on === null || teamOf.get(on) !== side || !squads[side].bench.includes(on) || s.used.has(on))
          problems.push(`${label(e)} substitution: ${on} is not an unused substitute of the ${side} side`);
        if (++subs[side] > MAX_SUBS)
          problems.push(`${label(e)} ${side} makes change ${subs[side]} (max ${MAX_SUBS})`);
        if (!isHalfTimeChange(e)) windows[side].add(`${e.period}:${e.minute}:${e.stoppage}`);
        if (windows[side].size > MAX_WINDOWS)
          problems.push(
            `${label(e)} ${side} opens substitution window ${windows[side].size} (max ${MAX_WINDOWS})`,
          );
        if (e.playerId !== null) {
          s.on.delete(e.playerId);
          s.out.add(e.playerId);
        }
        if (on !== null) {
          s.used.add(on);
          s.on.add(on);
        }
        break;
      }
      case 'own_goal':
        onPitch(e, e.playerId, other(side), 'own-goal scorer');
        break;
      case 'goal':
      case 'penalty':
        onPitch(e, e.playerId, side, 'scorer');
        if (e.relatedId !== null) {
          onPitch(e, e.relatedId, side, 'assist');
          if (e.relatedId === e.playerId) problems.push(`${label(e)} goal assisted by its own scorer`);
        }
        break;
      case 'yellow':
      case 'second_yellow':
      case 'red':
        onPitch(e, e.playerId, side, 'booked player');
        if (e.playerId === null) break;
        if (e.kind === 'yellow' && booked.has(e.playerId))
          problems.push(`${label(e)} a second yellow recorded as yellow`);
        if (e.kind === 'second_yellow' && !booked.has(e.playerId))
          problems.push(`${label(e)} second yellow without a first`);
        booked.add(e.playerId);
        if (e.kind !== 'yellow') {
          state[side].on.delete(e.playerId);
          state[side].out.add(e.playerId);
        }
        break;
      default:
        onPitch(e, e.playerId, null, 'player');
    }
  }
  if (final && (final.home !== score.home || final.away !== score.away))
    problems.push(`final score ${final.home}-${final.away}, goals say ${score.home}-${score.away}`);
  return problems;
}
