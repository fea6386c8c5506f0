import {
  AVERAGE_AWAY_GOALS,
  HOME_ADVANTAGE,
  goalLevel,
  goalRates,
} from '../../src/sport/engine/football-plan';
import {
  fitResults,
  fittedStrength,
  leagueGoalLevels,
  realClubRatings,
} from '../../src/sport/ratings/club-ratings';
import { fitRatings, levelOf, type FitResult } from '../../src/sport/ratings/poisson-fit';
import { OpenFootballProvider } from '../../src/sport/history/openfootball';
import { createRng } from '../../src/sport/seed/prng';

/** The ratings the seeded season starts from: fitted to the shipped real results (server/data/openfootball). */
describe('club ratings fitted to real results', () => {
  it('recovers known ratings, home advantage and scoring level from results drawn from the model', () => {
    const rng = createRng('fit-test');
    const truth = new Map(Array.from({ length: 12 }, (_, i) => [`club${i}`, (i - 5.5) * 0.08] as const));
    const clubs = [...truth.keys()];
    const results: FitResult[] = [];
    for (let season = 0; season < 6; season += 1)
      for (const home of clubs)
        for (const away of clubs) {
          if (home === away) continue;
          const d = (truth.get(home) ?? 0) - (truth.get(away) ?? 0);
          results.push({
            home,
            away,
            homeGoals: rng.poisson(1.3 * 1.25 * Math.exp(d)),
            awayGoals: rng.poisson(1.3 * Math.exp(-d)),
            date: '2025-05-01',
          });
        }
    const fit = fitRatings(results, { prior: 0.5 });
    expect(Math.exp(fit.mu)).toBeCloseTo(1.3, 0);
    expect(Math.abs(Math.exp(fit.home) - 1.25)).toBeLessThan(0.08);
    for (const [club, value] of truth)
      expect(Math.abs((fit.rating.get(club) ?? 0) - value)).toBeLessThan(0.12);
  });

  it('counts recent results more (Dixon–Coles weighting): a club that turned good is rated by its new form', () => {
    const season = (date: string, winner: string): FitResult[] =>
      ['b', 'c', 'd'].flatMap((other) => [
        {
          home: 'a',
          away: other,
          homeGoals: winner === 'a' ? 3 : 0,
          awayGoals: winner === 'a' ? 0 : 3,
          date,
        },
        {
          home: other,
          away: 'a',
          homeGoals: winner === 'a' ? 0 : 3,
          awayGoals: winner === 'a' ? 3 : 0,
          date,
        },
      ]);
    const fit = fitRatings([...season('2023-05-01', 'others'), ...season('2025-05-01', 'a')]);
    expect(fit.rating.get('a')).toBeGreaterThan(0);
  });

  it('reads every shipped season through the provider, clubs by Chinese names, as the fit does', () => {
    const results = fitResults(new OpenFootballProvider());
    expect(results.length).toBeGreaterThan(3000);
    const clubs = new Set(results.flatMap((r) => [r.home, r.away]));
    for (const club of ['利物浦', '皇家马德里', '拜仁慕尼黑', '埃因霍温']) expect(clubs).toContain(club);
    // Both seasons, through the last real result (英超 2025/26's last day; the tables themselves: history.test.ts).
    const dates = results.map((r) => r.date).sort();
    expect(dates[0]?.startsWith('2024-08')).toBe(true);
    expect(dates.at(-1)).toBe('2026-05-24');
    // Real results only: 西甲's simulated rest (after 9 March 2026) is not fitted.
    const spain = new Set(['皇家马德里', '巴塞罗那']);
    const lateSpain = results.filter(
      (r) => r.date > '2026-03-10' && (spain.has(r.home) || spain.has(r.away)),
    );
    expect(lateSpain.filter((r) => r.date < '2026-06-01' && r.date > '2026-03-10')).toEqual([]);
  });

  it('rates the clubs fans call big above the rest, and the goals model matches the fit', () => {
    const fit = realClubRatings();
    const order = [...fit.rating].sort((a, b) => b[1] - a[1]).map(([club]) => club);
    const top12 = order.slice(0, 12);
    for (const club of [
      '拜仁慕尼黑',
      '巴塞罗那',
      '阿森纳',
      '巴黎圣日耳曼',
      '国际米兰',
      '曼彻斯特城',
      '皇家马德里',
      '利物浦',
    ])
      expect(top12).toContain(club);
    for (const club of ['南安普顿', '巴拉多利德', '波鸿', '蒙彼利埃'])
      expect(order.indexOf(club)).toBeGreaterThan(order.length - 20);
    // The engine's constants are the fit's own (football-plan.ts): within 3 %.
    expect(Math.abs(Math.exp(fit.mu) / AVERAGE_AWAY_GOALS - 1)).toBeLessThan(0.03);
    expect(Math.abs(Math.exp(fit.home) / HOME_ADVANTAGE - 1)).toBeLessThan(0.03);
  });

  it('gives seeded strengths on the engine scale: a strong home side expects goals like a bookmaker says', () => {
    const city = fittedStrength('曼彻斯特城') ?? 0;
    const burnley = fittedStrength('伯恩利') ?? 0;
    const bayern = fittedStrength('拜仁慕尼黑') ?? 0;
    expect(fittedStrength('不存在的球队')).toBeNull();
    expect(Math.max(city, bayern)).toBeLessThanOrEqual(1);
    expect(city).toBeGreaterThan(burnley * 1.4);
    const rates = goalRates(city / (city + burnley));
    expect(rates.home).toBeGreaterThan(2.2);
    expect(rates.away).toBeLessThan(0.9);
  });

  it("fits each league's own scoring level from its real results, the clubs' ratings held", () => {
    // Two leagues of equal clubs, one scoring twice as many away goals: the level follows each one's goals.
    const rng = createRng('level-test');
    const games = (prefix: string, away: number): FitResult[] =>
      Array.from({ length: 400 }, (_, k) => ({
        home: `${prefix}${k % 6}`,
        away: `${prefix}${(k + 1 + (k % 5)) % 6}`,
        homeGoals: rng.poisson(away * 1.2),
        awayGoals: rng.poisson(away),
        date: '2025-05-01',
      }));
    const low = games('a', 0.9);
    const high = games('b', 1.8);
    const fit = fitRatings([...low, ...high]);
    expect(levelOf(low, fit).away).toBeCloseTo(0.9, 0);
    expect(levelOf(high, fit).away).toBeCloseTo(1.8, 0);
    expect(Math.abs(levelOf(high, fit).home - 1.2)).toBeLessThan(0.15);

    // The shipped leagues: each level is its own results' fit (德甲 and 法甲 above 英超, 意甲 and 西甲 below).
    const levels = leagueGoalLevels();
    const provider = new OpenFootballProvider();
    const clubFit = realClubRatings();
    for (const league of ['英超', '西甲', '意甲', '德甲', '法甲']) {
      const own = levels.get(league);
      expect(own).toEqual(levelOf(fitResults(provider, league), clubFit));
      expect(goalLevel(league)).toEqual({ away: own?.away, home: own?.home });
      const equals = goalRates(0.5, league);
      expect(equals.home).toBeCloseTo((own?.away ?? 0) * (own?.home ?? 0), 6);
    }
    const perGame = (league: string) => {
      const { home, away } = goalRates(0.5, league);
      return home + away;
    };
    expect(perGame('德甲')).toBeGreaterThan(perGame('英超') + 0.15);
    expect(perGame('英超')).toBeGreaterThan(perGame('意甲') + 0.15);
    // A league without real results plays at the whole fit's level.
    expect(goalLevel('日职联')).toEqual({ away: AVERAGE_AWAY_GOALS, home: HOME_ADVANTAGE });
  });
});
