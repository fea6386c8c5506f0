import {
  basketballOdds,
  halfPoint,
  normalCdf,
  quoteBasketball,
  twoWay,
  type SeasonGame,
} from '../../src/sport/odds/basketball-odds';
import { BOOKMAKERS } from '../../src/sport/odds/bookmakers';
import {
  expectedPoints,
  fitBasketballRatings,
  solveSpd,
  type BasketballGame,
} from '../../src/sport/ratings/basketball-fit';
import { createRng } from '../../src/sport/seed/prng';

const implied = (prices: number[]) => prices.reduce((a, p) => a + 1 / p, 0);

/** A double round robin where every game lands exactly on the model's expectation. */
function exactSeason(truth: { mu: number; home: number; o: number[]; d: number[] }): BasketballGame[] {
  const games: BasketballGame[] = [];
  const n = truth.o.length;
  for (let h = 0; h < n; h += 1)
    for (let a = 0; a < n; a += 1)
      if (h !== a)
        games.push({
          home: h,
          away: a,
          homePoints: truth.mu + truth.home + truth.o[h]! - truth.d[a]!,
          awayPoints: truth.mu + truth.o[a]! - truth.d[h]!,
        });
  return games;
}

describe('basketball team ratings (least squares on points)', () => {
  it('solves a small symmetric positive definite system exactly', () => {
    const x = solveSpd(
      [
        [4, 2, 0],
        [2, 5, 1],
        [0, 1, 3],
      ],
      [6, 14, 11],
    );
    // 4·x0 + 2·x1 = 6, 2·x0 + 5·x1 + x2 = 14, x1 + 3·x2 = 11 → (0.5, 2, 3)
    expect(x[0]).toBeCloseTo(0.5, 9);
    expect(x[1]).toBeCloseTo(2, 9);
    expect(x[2]).toBeCloseTo(3, 9);
  });

  it('a team that beats everyone by 10 on a neutral floor is rated 10 points better', () => {
    // Team 0 wins every game by 10 more than the others manage against each other; home teams win by 4.
    const games: BasketballGame[] = [];
    for (let h = 0; h < 4; h += 1)
      for (let a = 0; a < 4; a += 1) {
        if (h === a) continue;
        const edge = h === 0 ? 10 : a === 0 ? -10 : 0;
        games.push({ home: h, away: a, homePoints: 102 + edge / 2 + 4, awayPoints: 102 - edge / 2 });
      }
    const r = fitBasketballRatings(games, { prior: 1e-6 });
    expect(r.home).toBeCloseTo(4, 4);
    for (const other of [1, 2, 3]) expect(r.teams.get(0)!.net - r.teams.get(other)!.net).toBeCloseTo(10, 4);
    expect(r.teams.get(1)!.net).toBeCloseTo(r.teams.get(2)!.net, 6);
    // The ratings average zero: the best team is +7.5 on a league of one +10 and three equals.
    expect(r.teams.get(0)!.net).toBeCloseTo(7.5, 4);
  });

  it('recovers offence, defence, home advantage and scoring level from an exact season', () => {
    const truth = { mu: 100, home: 3, o: [6, 2, -1, -3, -4], d: [-2, 4, 1, -1, -2] };
    const r = fitBasketballRatings(exactSeason(truth), { prior: 1e-6 });
    expect(r.mu).toBeCloseTo(100, 4);
    expect(r.home).toBeCloseTo(3, 4);
    truth.o.forEach((o, t) => {
      expect(r.teams.get(t)!.offense).toBeCloseTo(o, 4);
      expect(r.teams.get(t)!.defense).toBeCloseTo(truth.d[t]!, 4);
    });
    const e = expectedPoints(r, 0, 1);
    expect(e.home).toBeCloseTo(100 + 3 + 6 - 4, 4);
    expect(e.away).toBeCloseTo(100 + 2 - -2, 4);
    // Exact games leave no residual: the spreads are the prior's typical ones, not zero.
    expect(r.marginSd).toBeGreaterThan(5);
  });

  it('fits noisy seasons near the truth, deterministically, and measures the spread of the margins', () => {
    const rng = createRng('bb-fit-test');
    const truth = { mu: 108, home: 3, o: [5, 3, 1, 0, -1, -2, -2, -4], d: [3, -1, 2, 0, -2, 1, -1, -2] };
    const games = Array.from({ length: 4 }, () => exactSeason(truth))
      .flat()
      .map((g) => ({
        ...g,
        homePoints: Math.round(g.homePoints + rng.normal() * 9),
        awayPoints: Math.round(g.awayPoints + rng.normal() * 9),
      }));
    const a = fitBasketballRatings(games);
    const b = fitBasketballRatings(games);
    expect([...a.teams]).toEqual([...b.teams]);
    expect(Math.abs(a.home - 3)).toBeLessThan(1.5);
    // Two independent scores with SD 9: the margin's SD is ~12.7.
    expect(a.marginSd).toBeGreaterThan(10);
    expect(a.marginSd).toBeLessThan(15);
    const nets = truth.o.map((o, t) => o + truth.d[t]!);
    const fitted = nets.map((_, t) => a.teams.get(t)!.net);
    const best = nets.indexOf(Math.max(...nets));
    const worst = nets.indexOf(Math.min(...nets));
    expect(fitted[best]).toBe(Math.max(...fitted));
    expect(fitted[worst]).toBe(Math.min(...fitted));
  });

  it('pulls a team with few games towards the average (the ridge prior)', () => {
    const games: BasketballGame[] = [
      { home: 0, away: 1, homePoints: 130, awayPoints: 90 },
      ...exactSeason({ mu: 100, home: 2, o: [0, 0, 0], d: [0, 0, 0] }).map((g) => ({
        ...g,
        home: g.home + 1,
        away: g.away + 1,
      })),
    ];
    const r = fitBasketballRatings(games);
    expect(r.teams.get(0)!.net).toBeGreaterThan(0);
    expect(r.teams.get(0)!.net).toBeLessThan(20);
  });
});

describe('basketball prices (胜负, 让分, 大小分)', () => {
  const view = (home: number, away: number) => ({ home, away, marginSd: 12, totalSd: 17 });

  it('normalCdf is the standard normal distribution', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });

  it('two-way prices: chances sum to 1 before the margin, the overround is the margin, ~1.90 at evens', () => {
    for (const p of [0.5, 0.3, 0.72, 0.93, 0.07]) {
      const prices = twoWay(p, 0.05);
      expect(implied(prices)).toBeGreaterThan(1.04);
      expect(implied(prices)).toBeLessThan(1.07);
      expect(prices[0]! < prices[1]!).toBe(p > 0.5);
      for (const x of prices) expect(x).toBeGreaterThanOrEqual(1.01);
    }
    expect(twoWay(0.5, 0.05)).toEqual([1.9, 1.9]);
    // A near-certain favourite still pays at least 1.01.
    expect(twoWay(0.999, 0.05)[0]).toBe(1.01);
  });

  it('the better side is the favourite, the spread sign follows the ratings, lines on the half point', () => {
    const q = quoteBasketball(view(112, 105), 0.05);
    expect(q.fair.homeWin).toBeCloseTo(normalCdf(7 / 12), 6);
    expect(q.moneyline.prices[0]!).toBeLessThan(q.moneyline.prices[1]!);
    expect(q.spread.line).toBe(7.5);
    expect(q.spread.lineLabel).toBe('主让7.5');
    expect(q.total.line).toBe(217.5);
    for (const p of [q.spread.prices, q.total.prices]) {
      expect(implied(p)).toBeCloseTo(1.05, 1);
      for (const x of p) {
        expect(x).toBeGreaterThan(1.75);
        expect(x).toBeLessThan(2.05);
      }
    }
    const away = quoteBasketball(view(104, 110.2), 0.05);
    expect(away.moneyline.prices[1]!).toBeLessThan(away.moneyline.prices[0]!);
    expect(away.spread.line).toBe(-6.5);
    expect(away.spread.lineLabel).toBe('客让6.5');
    expect(halfPoint(-0.3)).toBe(-0.5);
  });

  it('a close pairing is priced close (not 1.25)', () => {
    const q = quoteBasketball(view(108.5, 107), 0.05);
    for (const x of q.moneyline.prices) {
      expect(x).toBeGreaterThan(1.6);
      expect(x).toBeLessThan(2.4);
    }
  });
});

describe('basketball match odds through the season', () => {
  const DAY = 86400;
  const start = Date.parse('2026-10-20T12:00:00Z') / 1000;
  // Six teams, team 0 strong and team 5 weak, three weeks of games (one per team every other day).
  const rng = createRng('bb-season');
  const strength = [6, 3, 1, -1, -3, -6];
  const games: SeasonGame[] = [];
  for (let day = 0; day < 21; day += 1)
    for (let k = 0; k < 3; k += 1) {
      const home = (day + k) % 6;
      const away = (day + 2 * k + 1 + (day % 2)) % 6;
      if (home === away) continue;
      const e = strength[home]! - strength[away]!;
      games.push({
        kickoff: start + day * DAY + k * 60,
        home,
        away,
        homePoints: Math.round(106 + e / 2 + 2 + rng.normal() * 8),
        awayPoints: Math.round(106 - e / 2 + rng.normal() * 8),
      });
    }
  const subject = (over: Partial<Parameters<typeof basketballOdds>[1]> = {}) => ({
    id: 9001,
    status: 'scheduled' as const,
    kickoff: start + 22 * DAY,
    homeId: 5,
    awayId: 0,
    teams: 6,
    season: 1,
    ...over,
  });

  it('opens three days out, from the games finished by each quote, with four books', () => {
    const s = subject();
    expect(basketballOdds('t', s, games, s.kickoff - 4 * DAY)).toMatchObject({
      phase: 'none',
      note: '初盘将于开赛前三天开出',
    });
    const odds = basketballOdds('t', s, games, s.kickoff - 600);
    expect(odds.sport).toBe('basketball');
    expect(odds.phase).toBe('pre');
    expect(odds.books.map((b) => b.book.id)).toEqual(BOOKMAKERS.map((b) => b.id));
    for (const b of odds.books) {
      // The strong away side (team 0) is the favourite in 胜负 and gives points in 让分 at a weak home side.
      expect(b.euro.current.prices[1]!).toBeLessThan(b.euro.current.prices[0]!);
      expect(b.asia.current.line!).toBeLessThan(0);
      expect(b.asia.current.lineLabel).toMatch(/^客让\d+\.5$/);
      expect(b.total.current.line! % 1).toBe(0.5);
      expect(b.euro.history[0]).toMatchObject({ phase: 'pre', reason: 'open' });
      for (const m of [b.euro, b.asia, b.total]) {
        expect(m.state).toBe('open');
        for (const p of m.history) {
          expect(implied(p.prices)).toBeGreaterThan(1.04);
          expect(implied(p.prices)).toBeLessThan(1.075);
        }
      }
    }
    // Deterministic: the same inputs give the same answer.
    expect(basketballOdds('t', s, games, s.kickoff - 600)).toEqual(odds);
  });

  it('moves as results come in: the opening reads fewer games than the closing', () => {
    // A match three days after the last games: the quotes at 72 h and at 5 min read different seasons.
    const s = subject({ kickoff: start + 19 * DAY + 6 * 3600, homeId: 1, awayId: 2 });
    const odds = basketballOdds('t', s, games, s.kickoff - 60);
    const moved = odds.books.some((b) => b.euro.history.length > 1 || b.total.history.length > 1);
    expect(moved).toBe(true);
  });

  it('waits for enough games, closes at the tip (no 滚球) and keeps the closing quote after the game', () => {
    const early = subject({ kickoff: start + DAY });
    expect(basketballOdds('t', early, games, early.kickoff - 600)).toMatchObject({
      phase: 'none',
      note: '本赛季已完赛场次太少，暂未开盘',
    });
    const live = basketballOdds('t', subject({ status: 'q2' }), games, start + 23 * DAY);
    expect(live.phase).toBe('live');
    expect(live.note).toMatch(/滚球/);
    expect(live.books[0]!.asia.state).toBe('closed');
    const done = basketballOdds('t', subject({ status: 'finished' }), games, start + 30 * DAY);
    const pre = basketballOdds('t', subject(), games, subject().kickoff);
    expect(done.phase).toBe('closed');
    expect(done.books[0]!.euro.current).toEqual(pre.books[0]!.euro.current);
    expect(basketballOdds('t', subject({ status: 'postponed' }), games, start).phase).toBe('none');
  });
});
