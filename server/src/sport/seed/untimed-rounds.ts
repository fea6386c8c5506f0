import { localInstant, localParts } from '../local-time';
import { addDays, dayStart, DAY_S, weekday } from '../time';
import type { RealFixture } from './real-fixtures';

/** One kick-off of a round's shape: days after the round's main date, and the local time. */
interface Slot {
  offset: number;
  time: string;
}

/** Whole days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((dayStart(to) - dayStart(from)) / DAY_S);
const key = (s: Slot) => `${s.offset}|${s.time}`;

/** The date most of the fixtures share (the earliest of equals): the round's main day. */
function mainDate(dates: string[]): string {
  const count = new Map<string, number>();
  for (const d of dates) count.set(d, (count.get(d) ?? 0) + 1);
  return [...count].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

/** A fully timed round's shape around its main date: Friday 20:30 is {-1, 20:30} for a Saturday round. */
function shapeOf(round: RealFixture[]): { day: string; slots: Slot[] } {
  const local = round.map((f) => localParts(f.kickoff as number, f.tz));
  const day = mainDate(local.map((l) => l.date));
  return { day, slots: local.map((l) => ({ offset: daysBetween(day, l.date), time: l.time })) };
}

/**
 * Kick-offs for the rounds a league has not timed yet. The source gives such a round one date for every
 * fixture still untimed (its Saturday, or its midweek day), but a league never plays a round all at once: the
 * 德甲 plays Friday 20:30, Saturday 15:30 and 18:30, Sunday afternoon and evening. Each untimed round takes the
 * shape of the league's latest fully timed round of the same size whose main day is the same weekday (its days
 * around that date and its kick-off times, less the slots its own timed fixtures already hold), dealt to the
 * untimed fixtures in the order `shuffle` gives. A round with no such model is returned as it was (the caller
 * then gives each fixture a slot of the league's kick-off window on its date).
 */
export function timeUntimedRounds(fixtures: RealFixture[], shuffle: <T>(items: T[]) => T[]): RealFixture[] {
  const rounds = new Map<number, RealFixture[]>();
  for (const f of fixtures) rounds.set(f.round, [...(rounds.get(f.round) ?? []), f]);
  const timed = [...rounds.entries()]
    .filter(([, list]) => list.every((f) => f.kickoff !== null))
    .map(([round, list]) => ({ round, size: list.length, ...shapeOf(list) }));
  const placed = new Map<RealFixture, RealFixture>();
  for (const [round, list] of rounds) {
    const open = list.filter((f) => f.kickoff === null);
    const day = open[0]?.localDate;
    if (!day || open.some((f) => f.localDate !== day)) continue;
    const model = timed
      .filter((t) => t.round < round && t.size === list.length && weekday(t.day) === weekday(day))
      .at(-1);
    if (!model) continue;
    // The slots the round's timed fixtures hold are not dealt again.
    const left = [...model.slots];
    for (const f of list.filter((x) => x.kickoff !== null)) {
      const l = localParts(f.kickoff as number, f.tz);
      const at = left.findIndex((s) => key(s) === key({ offset: daysBetween(day, l.date), time: l.time }));
      if (at >= 0) left.splice(at, 1);
    }
    if (left.length !== open.length) continue;
    const dealt = shuffle(left);
    open.forEach((f, i) => {
      const slot = dealt[i] as Slot;
      const date = addDays(day, slot.offset);
      placed.set(f, { ...f, localDate: date, kickoff: localInstant(f.tz, date, slot.time) });
    });
  }
  return fixtures.map((f) => placed.get(f) ?? f);
}
