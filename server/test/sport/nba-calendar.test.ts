import {
  gameDay,
  NBA_GAMES_PER_TEAM,
  nbaDarkDays,
  nbaLastNight,
  nbaNights,
  nbaOpeningNight,
  nbaPairings,
} from '../../src/sport/seed/nba-calendar';
import { nbaSeasonYear } from '../../src/sport/nba/season-year';
import { createRng } from '../../src/sport/seed/prng';
import { addDays, dayStart, weekday } from '../../src/sport/time';
import { gameDayDate, gameDayLabel, roundLabel } from '@jincheng/shared/core';

const teams = Array.from({ length: 30 }, (_, i) => ({ id: i + 1 }));

describe('the NBA regular season (nba-calendar)', () => {
  const nights = nbaNights(createRng('nba-test').shuffle(nbaPairings(teams)), 2026, teams.length);

  it('gives every team 82 games, 41 at home, and every pair of teams at least two meetings', () => {
    const games = new Map<number, number>();
    const home = new Map<number, number>();
    const pairs = new Map<string, number>();
    for (const g of nights) {
      games.set(g.home.id, (games.get(g.home.id) ?? 0) + 1).set(g.away.id, (games.get(g.away.id) ?? 0) + 1);
      home.set(g.home.id, (home.get(g.home.id) ?? 0) + 1);
      const key = [g.home.id, g.away.id].sort((a, b) => a - b).join('-');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    expect(nights).toHaveLength(1230);
    expect(new Set(games.values())).toEqual(new Set([NBA_GAMES_PER_TEAM]));
    expect(new Set(home.values())).toEqual(new Set([41]));
    expect(pairs.size).toBe((30 * 29) / 2);
    expect(Math.min(...pairs.values())).toBe(2);
    expect(Math.max(...pairs.values())).toBe(4);
  });

  it('runs from a Tuesday in late October to mid-April: no team twice a night or three nights running', () => {
    expect(nbaOpeningNight(2026)).toBe('2026-10-20');
    expect(weekday(nbaOpeningNight(2027))).toBe(2);
    const dates = nights.map((g) => g.date).sort();
    expect(dates[0]).toBe('2026-10-20');
    expect(dates.at(-1)! <= nbaLastNight(2026)).toBe(true);
    expect(nbaLastNight(2026) >= '2027-04-08').toBe(true);
    const byTeam = new Map<number, string[]>();
    for (const g of nights)
      for (const t of [g.home, g.away]) byTeam.set(t.id, [...(byTeam.get(t.id) ?? []), g.date]);
    const bad: string[] = [];
    for (const [team, days] of byTeam) {
      days.sort();
      for (let i = 1; i < days.length; i++)
        if (days[i] === days[i - 1]) bad.push(`${team} twice on ${days[i]}`);
      for (let i = 2; i < days.length; i++)
        if (days[i - 2] === addDays(days[i]!, -2) && days[i - 1] === addDays(days[i]!, -1))
          bad.push(`${team} three nights to ${days[i]}`);
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('plays on at least 6 nights of every week, never on Thanksgiving or Christmas Eve', () => {
    const played = new Set(nights.map((g) => g.date));
    for (const dark of nbaDarkDays(2026)) expect(played.has(dark)).toBe(false);
    expect([...nbaDarkDays(2026)]).toEqual(['2026-11-26', '2026-12-24']);
    const thin: string[] = [];
    for (let d = '2026-10-20'; addDays(d, 6) <= '2027-04-11'; d = addDays(d, 7)) {
      const week = Array.from({ length: 7 }, (_, i) => addDays(d, i));
      const n = week.filter((x) => played.has(x)).length;
      if (n < 6) thin.push(`${d}: ${n}`);
    }
    expect(thin).toEqual([]);
  });

  it('names a game day by its Beijing date, and a match in a list by 常规赛', () => {
    expect(nbaSeasonYear('2026-11-27')).toBe(2026);
    expect(nbaSeasonYear('2027-03-01')).toBe(2026);
    // A 19:30 game in New York on 20 October is on the morning of the 21st in Beijing: game day 1.
    const kickoff = dayStart('2026-10-21') + 7.5 * 3600;
    expect(gameDay('2026-10-21', kickoff)).toBe(1);
    expect(gameDay('2026-10-21', dayStart('2026-11-28') + 3600)).toBe(39);
    expect(gameDayDate('2026-10-21', 39)).toBe('2026-11-28');
    expect(gameDayLabel('2026-10-21', 39)).toBe('11月28日');
    expect(roundLabel('regular', 39, null, '2026-10-21')).toBe('常规赛');
    expect(roundLabel('regular', 12, null)).toBe('第12轮');
  });
});
