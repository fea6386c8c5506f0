import type { EngineTeam } from '../engine/types';
import { addDays, dayStart, weekday } from '../time';
import type { SeededLeague } from './catalogue';
import { createRng } from './prng';

export interface PlannedMatch {
  leagueId: number;
  round: number;
  kickoff: number;
  home: EngineTeam;
  away: EngineTeam;
}

export interface PlannedSeason {
  league: SeededLeague;
  name: string;
  totalRounds: number;
  currentRound: number;
  matches: PlannedMatch[];
}

/** Circle-method round robin; the second half of a double round robin swaps home and away. */
export function roundRobin<T>(teams: T[], double: boolean): Array<Array<[T, T]>> {
  const list: Array<T | null> = [...teams];
  if (list.length % 2) list.push(null);
  const n = list.length;
  const rounds: Array<Array<[T, T]>> = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Array<[T, T]> = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[i];
      const b = list[n - 1 - i];
      if (a && b) pairs.push(r % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairs);
    list.splice(1, 0, list.pop() as T | null);
  }
  return double ? [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as [T, T]))] : rounds;
}

// Kickoff hours in China time on the round's local day (values past 24 fall on the next China date).
const HOURS: Record<string, number[]> = {
  欧洲: [19.5, 20, 21, 22, 22.5, 23, 24, 25, 25.5, 26, 26.75, 27, 27.75, 28],
  亚洲: [12, 14, 15.5, 17, 18, 18.5, 19, 19.5, 20, 21],
  美洲: [27, 28, 29, 30, 31, 32, 33, 34],
  非洲: [21, 22, 23, 24, 25, 26],
  大洋洲: [13, 14, 15, 16, 17, 18],
};
const CHINA_HOURS = [15.5, 19, 19.5, 20];
const BASKET_HOURS: Record<string, number[]> = {
  美洲: [31, 32, 33, 34, 35],
  欧洲: [25, 26, 27, 27.5, 28],
  亚洲: [19, 19.5, 20],
  大洋洲: [16, 17, 18],
};

/** Lays every league's season on the calendar so that the anchor day sits mid-season. */
export function planSeasons(seed: string, leagues: SeededLeague[], anchorDay: string): PlannedSeason[] {
  return leagues
    .filter((l) => l.teams.length >= 2)
    .map((league) => {
      const rng = createRng(seed, 'schedule', league.id);
      const { def } = league;
      const cup = def.kind === 'cup';
      const all = roundRobin(rng.shuffle([...league.teams]), !cup);
      const rounds = cup ? all.slice(0, 8) : all;
      const current = cup ? 5 : Math.max(2, Math.round(rounds.length * (0.22 + rng.next() * 0.28)));
      const code = def.schedule;
      const interval = code === 'W' || code === 'T' || code === 'H' ? 7 : Number(code);
      const wd = weekday(anchorDay);
      // The current round starts on the anchor day or shortly before it, so the window holds a mix.
      const firstDay =
        code === 'W'
          ? addDays(anchorDay, -((wd + 2) % 7))
          : code === 'T'
            ? addDays(anchorDay, (2 - wd + 7) % 7)
            : code === 'H'
              ? addDays(anchorDay, (4 - wd + 7) % 7)
              : addDays(anchorDay, -rng.int(0, interval - 1));
      const hours =
        def.sport === 'basketball'
          ? (BASKET_HOURS[def.region] ?? [19.5, 20])
          : def.country === '中国'
            ? CHINA_HOURS
            : (HOURS[def.region] ?? HOURS['欧洲'] ?? []);
      const matches: PlannedMatch[] = [];
      rounds.forEach((pairs, r) => {
        const start = addDays(firstDay, (r + 1 - current) * interval);
        for (const [home, away] of pairs) {
          const spread =
            code === 'W'
              ? pick([0, 1, 1, 1, 1, 2, 2, 2, 2, 3], rng.next())
              : code === 'T'
                ? rng.int(0, 1)
                : 0;
          const hour = pick(hours, rng.next());
          // 中超 evening games kick off at 19:35, not on the half hour.
          const minute = def.country === '中国' && def.sport === 'football' && hour === 19.5 ? 5 : 0;
          const kickoff = dayStart(addDays(start, spread)) + Math.round(hour * 3600) + minute * 60;
          matches.push({ leagueId: league.id, round: r + 1, kickoff, home, away });
        }
      });
      const year = Number(anchorDay.slice(0, 4));
      // European and basketball seasons span two years and start in the second half of the year.
      const from = year - (Number(anchorDay.slice(5, 7)) < 7 ? 1 : 0);
      const crossYear = def.region === '欧洲' || def.sport === 'basketball';
      const name = crossYear ? `${from}/${String(from + 1).slice(2)}` : String(year);
      return { league, name, totalRounds: rounds.length, currentRound: current, matches };
    });
}

function pick<T>(items: T[], r: number): T {
  return items[Math.floor(r * items.length)] as T;
}
