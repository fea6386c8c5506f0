/**
 * Match time of a football script. `t` is real seconds after kickoff (the half-time break included); the
 * printed minute is 1…45(+s) in the first half and 46…90(+s) in the second.
 */
export interface FootballClock {
  /** End of the first half (its stoppage included). */
  h1End: number;
  /** Restart after the break. */
  h2Start: number;
  /** Final whistle. */
  end: number;
}

export interface MatchMoment {
  t: number;
  period: number;
  minute: number;
  stoppage: number;
}

export function minuteOf(half: 1 | 2, raw: number): { minute: number; stoppage: number } {
  const cap = half === 1 ? 45 : 90;
  return raw > cap ? { minute: cap, stoppage: raw - cap } : { minute: raw, stoppage: 0 };
}

/** The printed minute of an instant; an instant in the break reads as the last minute of the first half. */
export function momentAt(clock: FootballClock, t: number): MatchMoment {
  if (t < clock.h2Start) {
    const raw = Math.min(Math.floor(t / 60) + 1, Math.ceil(clock.h1End / 60));
    return { t, period: 1, ...minuteOf(1, raw) };
  }
  return { t, period: 2, ...minuteOf(2, 46 + Math.floor((t - clock.h2Start) / 60)) };
}

/** The instant `second` seconds into played minute `raw` (1…45+s or 46…90+s) of a half. */
export function instantOf(clock: FootballClock, half: 1 | 2, raw: number, second: number): MatchMoment {
  const t = half === 1 ? (raw - 1) * 60 + second : clock.h2Start + (raw - 46) * 60 + second;
  return { t, period: half, ...minuteOf(half, raw) };
}

/**
 * `delay` seconds of play after `t`, kept inside the same half with `margin` seconds to spare; null when the
 * half ends first (a VAR review or a second booking that cannot happen before the whistle is not scripted).
 */
export function laterInHalf(clock: FootballClock, t: number, delay: number, margin = 5): number | null {
  const halfEnd = t < clock.h1End ? clock.h1End : clock.end;
  const later = t + delay;
  return later <= halfEnd - margin ? later : null;
}

/** The minute on the printed clock (stoppage not counted; the break reads 45) of an instant. */
function printedMinute(clock: FootballClock, t: number): number {
  if (t <= 0) return 0;
  if (t >= clock.end) return 90;
  if (t >= clock.h1End && t <= clock.h2Start) return 45;
  return momentAt(clock, t).minute;
}

/** Minutes a player spent on the pitch by `t`, the way feeds count them (a full match is 90). */
export function minutesOnPitch(clock: FootballClock, spell: [number, number], t: number): number {
  if (t < spell[0]) return 0;
  return printedMinute(clock, Math.min(spell[1], t)) - printedMinute(clock, spell[0]);
}
