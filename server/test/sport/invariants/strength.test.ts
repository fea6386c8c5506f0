import type { MatchOddsData } from '@jincheng/shared/core';
import { addDays, nowS } from '../../../src/sport/time';
import { prep } from '../../db/sql';
import { getJson, startServer, type TestServer } from '../helpers';
import { openSeeded, type Seeded } from './seeded';

const BIG_FIVE = ['英超', '西甲', '意甲', '德甲', '法甲'];

/** Spearman's rank correlation of two equally long lists (no ties expected in strengths). */
function spearman(xs: number[], ys: number[]): number {
  const ranks = (v: number[]) => {
    const order = v.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<number>(v.length);
    order.forEach(([, i], rank) => (out[i] = rank));
    return out;
  };
  const rx = ranks(xs);
  const ry = ranks(ys);
  const n = xs.length;
  const d2 = rx.reduce((sum, r, i) => sum + (r - (ry[i] as number)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/**
 * Issue 31: a present that follows from the past. The big five's clubs carry strengths fitted to their real
 * results (ratings/), so after the seeded rounds the clubs fans call big sit mostly near the top, and the odds
 * price favourites as favourites.
 */
describe('a season that follows from the real one', () => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded();
  }, 180000);
  afterAll(() => s.close());

  // The simulated matches only: a real result held from the source is what really happened (马赛 lost three of
  // 法甲 2026/27's first four rounds), not something the strengths decide.
  it('puts the strongest clubs near the top of every big-five table', async () => {
    const report: string[] = [];
    const correlations: number[] = [];
    for (const league of BIG_FIVE) {
      const rows = await prep(
        s.db,
        `SELECT t.short_name name, t.strength strength,
          SUM(CASE WHEN (m.home_id = t.id AND m.home_score > m.away_score) OR (m.away_id = t.id AND m.away_score > m.home_score) THEN 3
                   WHEN m.home_score = m.away_score THEN 1 ELSE 0 END) points
        FROM sport_teams t
        JOIN sport_leagues l ON l.id = t.league_id AND l.short_name = ?
        JOIN sport_matches m ON (m.home_id = t.id OR m.away_id = t.id) AND m.league_id = l.id AND m.status = 'finished'
          AND m.held IS NULL
        JOIN sport_seasons se ON se.id = m.season_id AND se.current = 1
        GROUP BY t.id, t.short_name, t.strength`,
      ).all<{ name: string; strength: number; points: number }>(league);
      expect(rows.length).toBeGreaterThanOrEqual(18);
      const rho = spearman(
        rows.map((r) => Number(r.strength)),
        rows.map((r) => Number(r.points) + Number(r.strength) * 1e-6),
      );
      correlations.push(rho);
      const table = [...rows].sort((a, b) => Number(b.points) - Number(a.points)).map((r) => r.name);
      const strongest = [...rows].sort((a, b) => Number(b.strength) - Number(a.strength)).slice(0, 4);
      const inTopSix = strongest.filter((r) => table.indexOf(r.name) < 6).length;
      report.push(
        `${league}: ρ ${rho.toFixed(2)}, top-4 by strength at ${strongest.map((r) => table.indexOf(r.name) + 1).join('/')}`,
      );
      expect({ league, inTopSix: inTopSix >= 2 }).toEqual({ league, inTopSix: true });
      expect({ league, related: rho > 0.3 }).toEqual({ league, related: true });
    }
    const mean = correlations.reduce((a, b) => a + b, 0) / correlations.length;
    expect({ mean: mean > 0.5, report }).toEqual({ mean: true, report });
  });

  it('brings a promoted club up at about the level of the clubs relegated for it, not a cliff below its league', async () => {
    // 2026/27: 考文垂 and 赫尔城 (no fit of their own in the 英超 data) came up as 伯恩利, 西汉姆联 and 狼队 went
    // down. A promoted side is about as good as a relegated one (the clubs promoted for 2025/26 fitted at
    // 0.47–0.59 on their first season); the bottom of the list would put them near 0.38, where 阿森纳 at home
    // opened at 1.03.
    const strength = async (name: string) =>
      Number(
        (
          await prep(s.db, `SELECT strength FROM sport_teams WHERE name = ?`).all<{ strength: number }>(name)
        )[0]?.strength,
      );
    const relegated = await Promise.all(['伯恩利', '西汉姆联', '狼队'].map(strength));
    expect(relegated.every((x) => x > 0.3)).toBe(true);
    const level = Math.exp(relegated.reduce((n, x) => n + Math.log(x), 0) / relegated.length);
    for (const club of ['考文垂', '赫尔城']) {
      const own = await strength(club);
      const ratio = Math.round((own / level) * 100) / 100;
      expect({ club, ratio, near: ratio >= 0.9 && ratio <= 1.1 }).toEqual({ club, ratio, near: true });
    }
  });

  it('rates 曼城, 皇马, 拜仁, 巴黎 and 国米 among their league’s three strongest', async () => {
    for (const [club, league] of [
      ['曼城', '英超'],
      ['皇马', '西甲'],
      ['拜仁', '德甲'],
      ['巴黎', '法甲'],
      ['国米', '意甲'],
    ]) {
      const rows = await prep(
        s.db,
        `SELECT t.short_name name FROM sport_teams t JOIN sport_leagues l ON l.id = t.league_id
        WHERE l.short_name = ? ORDER BY t.strength DESC LIMIT 3`,
      ).all<{ name: string }>(league);
      expect({ league, top3: rows.map((r) => r.name) }).toEqual({
        league,
        top3: expect.arrayContaining([club]),
      });
    }
  });
});

describe('odds that price a favourite as one', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ simulator: { enabled: false, speed: 1 } });
  }, 180000);
  afterAll(() => server.close());

  it('opens a strong home favourite in the big five at 1.05–1.60 (拜仁 at home to a bottom side near 1.1, as real books do), and the underdog long', async () => {
    const seeded = await openSeeded();
    const rows = await prep(
      server.db,
      `SELECT m.id, h.short_name home, a.short_name away, h.strength hs, a.strength aws FROM sport_matches m
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      JOIN sport_leagues l ON l.id = m.league_id
      WHERE l.short_name IN ('英超', '西甲', '意甲', '德甲', '法甲') AND m.day BETWEEN ? AND ?
        AND m.status NOT IN ('postponed', 'cancelled', 'tbd') ORDER BY m.id`,
    ).all<{ id: number; home: string; away: string; hs: number; aws: number }>(
      // A fortnight back (the real calendar's November international break leaves the week before the pinned
      // day without league games) to three days ahead, when odds open.
      addDays(seeded.today, -14),
      addDays(seeded.today, 3),
    );
    await seeded.close();
    const mismatches = rows.filter((r) => Number(r.hs) / Number(r.aws) >= 1.6);
    expect(mismatches.length).toBeGreaterThan(3);
    const prices: string[] = [];
    for (const m of mismatches) {
      const { data } = (await getJson<MatchOddsData>(`${server.base}/sportapi/matches/${m.id}/odds`)).body;
      // A fixture further off than the opening (three days before kick-off, 水晶宫 v 赫尔城 a week ahead) has no
      // price yet: it says when it opens, in the future, and is not priced here.
      if (data.books.length === 0 && data.opensAt !== null) {
        expect(Date.parse(data.opensAt) / 1000).toBeGreaterThan(nowS());
        continue;
      }
      const [home, draw, away] = data.books[0]?.euro.opening.prices ?? [];
      prices.push(`${m.home} v ${m.away}: ${home} ${draw} ${away}`);
      expect({ match: prices.at(-1), ok: (home ?? 9) >= 1.05 && (home ?? 9) <= 1.6 }).toEqual({
        match: prices.at(-1),
        ok: true,
      });
      expect(away).toBeGreaterThan(4.5);
    }
    expect(prices.length).toBeGreaterThan(3);
  });
});
