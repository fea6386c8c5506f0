import { addDays, DAY_S, weekday } from '../time';
import { createRng, type Rng } from './prng';
import { slotOn, type PlannedMatch, type PlannedSeason } from './schedule';

/**
 * A match abandoned (腰斩) or postponed is played again inside its league's season, as leagues do: on the first
 * free midweek (Tuesday–Thursday) at least a week later when neither club plays within three days, before the
 * league's last round when it can be; a match of the last rounds is replayed in the days after them.
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

  private free(teamId: number, kickoff: number): boolean {
    return (this.busy.get(teamId) ?? []).every((k) => Math.abs(k - kickoff) >= 3 * DAY_S);
  }

  /** The replay fixture of `m`, already counted as the clubs' match. */
  plan(season: PlannedSeason, m: PlannedMatch): PlannedMatch {
    const lastDay = season.matches
      .filter((x) => x.stage === 'regular')
      .map((x) => x.localDate)
      .reduce((a, b) => (a > b ? a : b), m.localDate);
    const slot = (date: string) => slotOn(season.window, m.tz, date, this.rng.next());
    const fits = (date: string, kickoff: number) =>
      this.free(m.home.id, kickoff) && this.free(m.away.id, kickoff) && date > m.localDate;
    let chosen: { date: string; kickoff: number } | null = null;
    for (let d = 7; d <= 120 && !chosen; d++) {
      const date = addDays(m.localDate, d);
      if (date > lastDay) break;
      if (weekday(date) < 2 || weekday(date) > 4) continue;
      const kickoff = slot(date);
      if (fits(date, kickoff)) chosen = { date, kickoff };
    }
    // Too late in the season for a midweek before the last round: the first free day after the match.
    for (let d = 3; d <= 60 && !chosen; d++) {
      const date = addDays(m.localDate, d);
      const kickoff = slot(date);
      if (fits(date, kickoff)) chosen = { date, kickoff };
    }
    const at = chosen ?? { date: addDays(lastDay, 3), kickoff: slot(addDays(lastDay, 3)) };
    const replay: PlannedMatch = { ...m, kickoff: at.kickoff, localDate: at.date, fixed: true };
    this.mark(replay);
    return replay;
  }
}
