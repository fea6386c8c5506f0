import type { Sport } from '@jincheng/shared/core';
import { localInstant, localParts } from '../local-time';
import { addDays } from '../time';
import { hashKeys } from './prng';
import { slotOn, type PlannedMatch, type PlannedSeason } from './schedule';

/** Least rest between two matches of one club: two days in football, a back-to-back night in basketball. */
export const MIN_GAP_S: Record<Sport, number> = { football: 44 * 3600, basketball: 20 * 3600 };

interface Entry {
  from: number;
  to: number;
}

/** Every club's busy times (matches and reserved cup dates), to place a fixture without a clash. */
export class TeamCalendar {
  private readonly byTeam = new Map<number, Entry[]>();

  add(teamId: number, from: number, to = from): void {
    const list = this.byTeam.get(teamId);
    if (list) list.push({ from, to });
    else this.byTeam.set(teamId, [{ from, to }]);
  }

  /** True when `kickoff` is at least `gap` seconds away from everything the club already has. */
  fits(teamId: number, kickoff: number, gap: number): boolean {
    for (const e of this.byTeam.get(teamId) ?? [])
      if (kickoff > e.from - gap && kickoff < e.to + gap) return false;
    return true;
  }

  fitsMatch(m: Pick<PlannedMatch, 'home' | 'away'>, kickoff: number, gap: number): boolean {
    return this.fits(m.home.id, kickoff, gap) && this.fits(m.away.id, kickoff, gap);
  }

  addMatch(m: Pick<PlannedMatch, 'home' | 'away' | 'kickoff'>): void {
    this.add(m.home.id, m.kickoff);
    this.add(m.away.id, m.kickoff);
  }
}

/**
 * What is fixed before anything moves: cup fixtures (and friendlies) in their slots, and every knock-out
 * matchday reserved for all the cup's clubs, whoever ends up playing in it.
 */
export function placeFixed(calendar: TeamCalendar, seasons: PlannedSeason[]): void {
  for (const season of seasons) {
    for (const m of season.matches) if (m.fixed) calendar.addMatch(m);
    for (const leg of season.stages.flatMap((s) => s.legs))
      for (const team of season.league.teams) calendar.add(team.id, leg.from, leg.to);
  }
}

/**
 * A UEFA matchday played over more than one day (欧冠 2026/27's first: Tuesday to Thursday, UEFA's exclusive
 * week) puts a cup fixture on another of its days, at the same local time, when one of its clubs has a fixed
 * fixture (a real league fixture with its result, another cup's) within the least rest of it: UEFA sets a
 * club's day around the league games it already has. Answers how many moved.
 */
export function fitMatchdays(seasons: PlannedSeason[]): number {
  const fixedOf = new Map<number, PlannedMatch[]>();
  for (const season of seasons)
    for (const m of season.matches)
      if (m.fixed)
        for (const id of [m.home.id, m.away.id]) {
          const list = fixedOf.get(id);
          if (list) list.push(m);
          else fixedOf.set(id, [m]);
        }
  let moved = 0;
  for (const season of seasons) {
    if (!season.league.def.knockout) continue;
    const gap = MIN_GAP_S[season.league.def.sport];
    const days = new Map<number, Set<string>>();
    for (const m of season.matches)
      if (m.stage === 'league_phase') days.set(m.round, (days.get(m.round) ?? new Set()).add(m.localDate));
    const clear = (m: PlannedMatch, kickoff: number) =>
      [m.home.id, m.away.id].every((id) =>
        (fixedOf.get(id) ?? []).every((x) => x === m || Math.abs(x.kickoff - kickoff) >= gap),
      );
    for (const m of season.matches) {
      const dates = [...(days.get(m.round) ?? [])].sort();
      if (m.stage !== 'league_phase' || dates.length < 2 || clear(m, m.kickoff)) continue;
      const time = localParts(m.kickoff, m.tz).time;
      for (const date of dates) {
        const kickoff = localInstant(m.tz, date, time);
        if (date === m.localDate || !clear(m, kickoff)) continue;
        m.kickoff = kickoff;
        m.localDate = date;
        moved++;
        break;
      }
    }
  }
  return moved;
}

const OFFSETS = [1, -1, 2, -2, 3, -3];

/**
 * Places every movable fixture so that no club plays twice within `MIN_GAP_S`, after the fixed ones (already
 * in the calendar: cups, today's pinned games), in time order; a fixture that clashes moves by up to three days to a
 * slot of its own kickoff window. Returns how many fixtures moved and how many could not be placed.
 */
export function resolveClashes(
  seed: string,
  seasons: PlannedSeason[],
  calendar: TeamCalendar,
): { moved: number; unresolved: number } {
  const all = seasons.flatMap((season) => season.matches.map((m) => ({ m, season })));
  let moved = 0;
  let unresolved = 0;
  const movable = all.filter(({ m }) => !m.fixed).sort((a, b) => a.m.kickoff - b.m.kickoff);
  for (const { m, season } of movable) {
    const gap = MIN_GAP_S[season.league.def.sport];
    if (!calendar.fitsMatch(m, m.kickoff, gap)) {
      const slot = alternative(seed, m, season, calendar, gap);
      if (slot) {
        m.kickoff = slot.kickoff;
        m.localDate = slot.date;
        moved++;
      } else unresolved++;
    }
    calendar.addMatch(m);
  }
  return { moved, unresolved };
}

function alternative(
  seed: string,
  m: PlannedMatch,
  season: PlannedSeason,
  calendar: TeamCalendar,
  gap: number,
): { kickoff: number; date: string } | null {
  for (const offset of OFFSETS) {
    const date = addDays(m.localDate, offset);
    const r = (hashKeys(seed, 'move', m.home.id, m.away.id, offset) % 1000) / 1000;
    const kickoff = slotOn(season.window, m.tz, date, r);
    if (calendar.fitsMatch(m, kickoff, gap)) return { kickoff, date };
  }
  return null;
}
