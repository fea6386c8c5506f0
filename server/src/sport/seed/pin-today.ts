import type { Sport } from '@jincheng/shared/core';
import { addDays, dayStart, DAY_S, shanghaiDay, weekday } from '../time';
import { MIN_GAP_S, type TeamCalendar } from './fixture-calendar';
import { timesOn } from './kickoff-windows';
import { localInstant } from '../local-time';
import { createRng, type Rng } from './prng';
import type { PlannedMatch, PlannedSeason } from './schedule';

// Shortest and longest time from kickoff to the final whistle (football stoppage 1–4 + 2–7, basketball
// including breaks; an overtime only makes a game longer).
const SHORTEST: Record<Sport, number> = { football: 108 * 60, basketball: 110 * 60 };
const LONGEST: Record<Sport, number> = { football: 116 * 60, basketball: 140 * 60 };

interface Candidate {
  m: PlannedMatch;
  season: PlannedSeason;
}

/**
 * Whatever the hour, today should show finished, live and upcoming games. A few fixtures from the days around
 * the anchor move to a slot of their own kickoff window that makes them live at the anchor, over by then, or
 * still to come today. They are placed without a clash and then kept where they are (fixed). At an hour when
 * no competition's window allows it (just after midnight, say), a sport has fewer such games, as in reality.
 */
export function pinToday(
  seed: string,
  seasons: PlannedSeason[],
  anchor: number,
  calendar: TeamCalendar,
): void {
  const rng = createRng(seed, 'pin', anchor);
  const today = shanghaiDay(anchor);
  const start = dayStart(today);
  for (const sport of ['football', 'basketball'] as const) {
    const pool: Candidate[] = rng.shuffle(
      seasons
        .filter((s) => s.league.def.sport === sport)
        .flatMap((season) =>
          season.matches
            // A real fixture (seed/real-fixtures.ts) stays on its real date.
            .filter((m) => !m.fixed && !m.real && Math.abs(m.kickoff - anchor) < 2 * DAY_S)
            .map((m) => ({ m, season })),
        ),
    );
    const todays = pool.filter(({ m }) => shanghaiDay(m.kickoff) === today).length;
    const count = Math.max(sport === 'football' ? 12 : 4, Math.round(todays * 0.08));
    const ranges: Array<[number, number]> = [
      [Math.max(start, anchor - SHORTEST[sport] + 900), anchor - 60],
      [start, anchor - LONGEST[sport] - 600],
      [anchor + 600, start + DAY_S - 600],
    ];
    const fixtures = new TeamFixtures(seasons.filter((x) => x.league.def.sport === sport));
    for (const [lo, hi] of ranges)
      if (hi > lo) place(rng, pool, count, lo, hi, calendar, fixtures, MIN_GAP_S[sport]);
  }
}

function place(
  rng: Rng,
  pool: Candidate[],
  count: number,
  lo: number,
  hi: number,
  calendar: TeamCalendar,
  fixtures: TeamFixtures,
  gap: number,
): void {
  let placed = 0;
  for (const { m, season } of pool) {
    if (placed >= count) return;
    if (m.fixed) continue;
    const slots = [-1, 0, 1].flatMap((offset) => {
      const date = addDays(m.localDate, offset);
      return timesOn(season.window, weekday(date))
        .map((time) => ({ date, kickoff: localInstant(m.tz, date, time) }))
        .filter(
          (s) =>
            s.kickoff >= lo &&
            s.kickoff <= hi &&
            calendar.fitsMatch(m, s.kickoff, gap) &&
            fixtures.fits(m, s.kickoff, gap),
        );
    });
    const slot = slots.length ? rng.pick(slots) : null;
    if (!slot) continue;
    m.kickoff = slot.kickoff;
    m.localDate = slot.date;
    m.fixed = true;
    calendar.addMatch(m);
    placed++;
  }
}

/**
 * Every planned fixture of each club, so a pinned game also keeps its distance from the club's other games
 * (the lists hold the fixtures themselves, so a pinned kickoff is seen at once).
 */
class TeamFixtures {
  private readonly byTeam = new Map<number, PlannedMatch[]>();

  constructor(seasons: PlannedSeason[]) {
    for (const m of seasons.flatMap((x) => x.matches))
      for (const id of [m.home.id, m.away.id]) {
        const list = this.byTeam.get(id);
        if (list) list.push(m);
        else this.byTeam.set(id, [m]);
      }
  }

  fits(m: PlannedMatch, kickoff: number, gap: number): boolean {
    return [m.home.id, m.away.id].every((id) =>
      (this.byTeam.get(id) ?? []).every((other) => other === m || Math.abs(other.kickoff - kickoff) >= gap),
    );
  }
}
