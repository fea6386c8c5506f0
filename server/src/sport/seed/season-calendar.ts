import { addDays, weekday } from '../time';
import type { SeasonShape } from './season-shapes';

export { shapeOf, SEASON_SHAPES, type SeasonShape } from './season-shapes';

/**
 * The men's FIFA international windows (Monday–Tuesday spans: both weekends inside are free of top-division
 * football) and the 2026 World Cup (11 June – 19 July). From FIFA's international match calendar 2025–2030.
 */
export const FIFA_WINDOWS: Array<[string, string]> = [
  ['2025-03-17', '2025-03-25'],
  ['2025-06-02', '2025-06-10'],
  ['2025-09-01', '2025-09-09'],
  ['2025-10-06', '2025-10-14'],
  ['2025-11-10', '2025-11-18'],
  ['2026-03-23', '2026-03-31'],
  ['2026-06-01', '2026-07-19'],
  ['2026-09-21', '2026-10-06'],
  ['2026-11-09', '2026-11-17'],
  ['2027-03-22', '2027-03-30'],
  ['2027-06-07', '2027-06-15'],
  ['2027-09-20', '2027-10-05'],
  ['2027-11-08', '2027-11-16'],
  ['2028-03-20', '2028-03-28'],
  ['2028-09-18', '2028-10-03'],
  ['2028-11-13', '2028-11-21'],
];

/** Whether a day falls in a FIFA window. */
export function inFifaWindow(day: string): boolean {
  return FIFA_WINDOWS.some(([from, to]) => day >= from && day <= to);
}

export const crossYear = (shape: SeasonShape): boolean => shape.start > shape.end;

/** First year of the season a day belongs to: before the start date, the latest season is the one before. */
export function seasonYear(shape: SeasonShape, day: string): number {
  return Number(day.slice(0, 4)) - (day.slice(5) < shape.start ? 1 : 0);
}

/** The season's name: 2026/27 for a season across two years, 2026 for a calendar-year one. */
export function seasonName(shape: SeasonShape, year: number): string {
  return crossYear(shape) ? `${year}/${String(year + 1).slice(2)}` : String(year);
}

/**
 * The local days the league does not play in the season that starts in `year`: the FIFA windows (when it
 * stops for them) and its breaks.
 */
export function offDays(shape: SeasonShape, year: number): (day: string) => boolean {
  const first = `${year}-${shape.start}`;
  const breaks = (shape.breaks ?? []).map(([from, to]): [string, string] => {
    const a = `${year}-${from}` >= first ? `${year}-${from}` : `${year + 1}-${from}`;
    const b = `${a.slice(0, 4)}-${to}` >= a ? `${a.slice(0, 4)}-${to}` : `${Number(a.slice(0, 4)) + 1}-${to}`;
    return [a, b];
  });
  return (day: string) =>
    (shape.fifa && inFifaWindow(day)) || breaks.some(([from, to]) => day >= from && day <= to);
}

/** One round on the calendar: the local date it starts on, and how many days after it its matches may be. */
export interface RoundSlot {
  day: string;
  /** Day offsets the matches are spread over (Friday–Monday for a weekend round). */
  spread: number[];
}

const WEEKEND_SPREAD = [0, 1, 1, 1, 1, 2, 2, 2, 2, 3];
const MIDWEEK_SPREAD = [0, 0, 1, 1, 1];

/** The days a round is played, span by span, of the season that starts in `year`. */
export function seasonSlots(shape: SeasonShape, year: number, rounds: number): RoundSlot[] {
  const first = `${year}-${shape.start}`;
  const last = `${crossYear(shape) ? year + 1 : year}-${shape.end}`;
  const off = offDays(shape, year);
  if (shape.rhythm === 'spread') {
    const days: string[] = [];
    for (let d = first; d <= last; d = addDays(d, 1)) if (!off(d)) days.push(d);
    // A round's games share the days up to the next round (at most three), as a lower division's do.
    const picked = pickEvenly(days, rounds);
    return fill(
      picked.map((day, i) => {
        const next = picked[i + 1];
        const gap = next ? Math.min(3, Math.max(1, diff(day, next))) : 1;
        return { day, spread: Array.from({ length: gap }, (_, n) => n).filter((n) => !off(addDays(day, n))) };
      }),
      rounds,
    );
  }
  if (shape.rhythm === 'tue' || shape.rhythm === 'thu') {
    const target = shape.rhythm === 'tue' ? 2 : 4;
    const days: string[] = [];
    for (let d = addDays(first, (target - weekday(first) + 7) % 7); d <= last; d = addDays(d, 7))
      if (!off(d)) days.push(d);
    return fill(
      pickEvenly(days, rounds).map((day) => ({ day, spread: shape.rhythm === 'tue' ? [0, 1] : [0] })),
      rounds,
    );
  }
  // Weekend rounds from the Friday on or before the first match day; a weekend is off when its Saturday or
  // Sunday is.
  const friday = (d: string) => addDays(d, -((weekday(d) + 2) % 7));
  const weekends: string[] = [];
  for (let f = friday(first); f <= last; f = addDays(f, 7))
    if (!off(addDays(f, 1)) && !off(addDays(f, 2))) weekends.push(f);
  const fixed: RoundSlot[] = [];
  if (shape.holiday) {
    // Boxing Day, the round between the holidays and New Year's Day: a weekend round when they fall on one.
    for (const date of [`${year}-12-26`, `${year}-12-29`, `${year + 1}-01-01`]) {
      const f = friday(date);
      if (weekday(date) >= 5 || weekday(date) <= 1) {
        if (!fixed.some((s) => s.day === f)) fixed.push({ day: f, spread: WEEKEND_SPREAD });
      } else fixed.push({ day: date, spread: [0, 0, 0, 1] });
    }
  }
  const freeWeekends = weekends.filter(
    (f) => !fixed.some((s) => s.day === f || Math.abs(diff(s.day, f)) < 4),
  );
  const wanted = Math.max(0, rounds - fixed.length);
  // A weekend round keeps off a Friday or Monday inside a window or break.
  const chosen = pickEvenly(freeWeekends, Math.min(wanted, freeWeekends.length)).map((day) => ({
    day,
    spread: WEEKEND_SPREAD.filter((n) => !off(addDays(day, n))),
  }));
  const short = wanted - chosen.length;
  if (short > 0) {
    // Not enough weekends: midweek rounds on the Tuesday of weeks with no fixed round, spread over the season.
    const taken = [...fixed, ...chosen].map((s) => s.day);
    const tuesdays: string[] = [];
    for (let t = addDays(friday(first), 4); t < last; t = addDays(t, 7))
      if (!off(t) && !off(addDays(t, 1)) && !taken.some((d) => Math.abs(diff(d, t)) < 3)) tuesdays.push(t);
    chosen.push(...pickEvenly(tuesdays, short).map((day) => ({ day, spread: MIDWEEK_SPREAD })));
  }
  return fill([...fixed, ...chosen].sort((a, b) => a.day.localeCompare(b.day)).slice(0, rounds), rounds);
}

/** Rounds the season's days could not hold (a table row with too short a span) follow every third day. */
function fill(slots: RoundSlot[], rounds: number): RoundSlot[] {
  while (slots.length < rounds) {
    const last = slots[slots.length - 1];
    slots.push({ day: last ? addDays(last.day, 3) : '2026-01-01', spread: [0] });
  }
  return slots;
}

/** Days from a to b. */
function diff(a: string, b: string): number {
  return (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;
}

/** `count` items spread evenly over the list, always its first and its last. */
function pickEvenly<T>(items: T[], count: number): T[] {
  if (count <= 0 || !items.length) return [];
  if (count >= items.length) return [...items];
  if (count === 1) return [items[0] as T];
  return Array.from(
    { length: count },
    (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))] as T,
  );
}
