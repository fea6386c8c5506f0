import { cupOnlyNights } from '../nba/cup-rules';
import { addDays, DAY_S, weekday } from '../time';
import { MIN_GAP_S } from './fixture-calendar';
import { gameDay } from './nba-calendar';
import { createRng, type Rng } from './prng';
import { slotOn, type PlannedMatch, type PlannedSeason } from './schedule';
import { offDays, seasonYear, shapeOf } from './season-calendar';

/**
 * A match abandoned (腰斩) or postponed is played again inside its league's season, as leagues do, on a day
 * when neither club plays near it:
 * - football: the first free midweek (Tuesday–Thursday) at least a week later when neither club plays within
 *   three days, before the league's last round when it can be; a match of the last rounds is replayed in the
 *   days after them;
 * - basketball: the first night at least two days later when neither club plays the night before, that
 *   night or the night after (so no club plays twice in a day or gets a back-to-back from it), never on the
 *   NBA杯's own nights; when the two share no such night, one that makes a back-to-back but no third night in
 *   a row; before the last night of the regular season when the two clubs share a night before it.
 * Never on a day the league does not play (a FIFA window it stops for, its winter break). The replay is the
 * same fixture on a new date, so a club's number of games does not change.
 */
export class Replays {
  private readonly busy = new Map<number, number[]>();
  private readonly rng: Rng;

  constructor(seed: string, seasons: PlannedSeason[]) {
    this.rng = createRng(seed, 'replays');
    for (const s of seasons) for (const m of s.matches) this.mark(m);
  }

  private mark(m: PlannedMatch): void {
    for (const id of [m.home.id, m.away.id]) {
      const list = this.busy.get(id);
      if (list) list.push(m.kickoff);
      else this.busy.set(id, [m.kickoff]);
    }
  }

  private free(teamId: number, kickoff: number, gap: number): boolean {
    return (this.busy.get(teamId) ?? []).every((k) => Math.abs(k - kickoff) >= gap);
  }

  /** A basketball club can take the night: none of its games that day, and no third night in a row. */
  private night(teamId: number, kickoff: number): boolean {
    const games = this.busy.get(teamId) ?? [];
    if (!games.every((k) => Math.abs(k - kickoff) >= MIN_GAP_S.basketball)) return false;
    const on = (n: number) => games.some((k) => Math.abs(k - (kickoff + n * DAY_S)) < DAY_S / 2);
    return !((on(-2) && on(-1)) || (on(-1) && on(1)) || (on(1) && on(2)));
  }

  /** The replay fixture of `m`, already counted as the clubs' match. */
  plan(season: PlannedSeason, m: PlannedMatch): PlannedMatch {
    const basketball = season.league.def.sport === 'basketball';
    const gap = basketball ? 1.5 * DAY_S : 3 * DAY_S;
    const closed = season.nbaCup ? cupOnlyNights(season.nbaCup.dates) : new Set<string>();
    const shape = shapeOf(season.league.def);
    const off = offDays(shape, seasonYear(shape, m.localDate));
    const lastDay = season.matches
      .filter((x) => x.stage === 'regular')
      .map((x) => x.localDate)
      .reduce((a, b) => (a > b ? a : b), m.localDate);
    const slot = (date: string) => slotOn(season.window, m.tz, date, this.rng.next());
    const open = (date: string) => !closed.has(date) && !off(date) && date > m.localDate;
    const fits = (date: string, kickoff: number) =>
      open(date) && this.free(m.home.id, kickoff, gap) && this.free(m.away.id, kickoff, gap);
    // No such night for the two clubs: one that makes a back-to-back, never a third night in a row.
    const squeezed = (date: string, kickoff: number) =>
      open(date) && this.night(m.home.id, kickoff) && this.night(m.away.id, kickoff);
    const first = (from: number, to: number, day: (date: string) => boolean, ok = fits) => {
      for (let d = from; d <= to; d++) {
        const date = addDays(m.localDate, d);
        if (!day(date)) continue;
        const kickoff = slot(date);
        if (ok(date, kickoff)) return { date, kickoff };
      }
      return null;
    };
    const span = Math.max(0, Math.round((Date.parse(lastDay) - Date.parse(m.localDate)) / (DAY_S * 1000)));
    const at = basketball
      ? (first(2, span, () => true) ??
        first(1, span, () => true, squeezed) ??
        first(span + 1, span + 120, () => true, squeezed))
      : (first(7, Math.min(span, 120), (date) => weekday(date) >= 2 && weekday(date) <= 4) ??
        // Too late in the season for a midweek before the last round: the first free day after the match.
        first(3, Math.max(span, 3) + 120, () => true));
    const chosen = at ?? { date: addDays(lastDay, 3), kickoff: slot(addDays(lastDay, 3)) };
    const replay: PlannedMatch = { ...m, kickoff: chosen.kickoff, localDate: chosen.date, fixed: true };
    // A real fixture the league postponed is replayed as an ordinary fixture still to play (no result known).
    if (m.real?.postponed) replay.real = { held: null };
    // A season of game nights (the NBA) numbers its rounds by game day: the replay takes its new night's.
    if (season.league.def.schedule === 'D' && season.firstDay)
      replay.round = gameDay(season.firstDay, replay.kickoff);
    this.mark(replay);
    return replay;
  }
}
