import {
  RESULT_KNOWN_S,
  fitAsOf,
  forecastOf,
  walkForward,
  weekStart,
  weekOf,
  type RealResult,
} from '../../../src/sport/model/backtest';
import { fitRatings, type FitResult } from '../../../src/sport/ratings/poisson-fit';

/** The walk-forward split (issue 50): a forecast reads only results from before its week's first kick-off. */
const DAY = 86_400;
/** Monday 2024-08-12 00:00 UTC. */
const START = Date.UTC(2024, 7, 12) / 1000;
const CLUBS = ['甲', '乙', '丙', '丁', '戊', '己'];

/** A double round robin per "season", one round a week on Saturday 20:00 UTC, scores from a fixed pattern. */
function schedule(weeks: number): RealResult[] {
  const out: RealResult[] = [];
  let id = 0;
  for (let w = 0; w < weeks; w += 1)
    for (let k = 0; k < 3; k += 1) {
      const home = CLUBS[(w + k) % 6]!;
      const away = CLUBS[(w + 5 - k + (w % 2)) % 6]!;
      if (home === away) continue;
      id += 1;
      out.push({
        matchId: id,
        league: '英超',
        season: '2024-25',
        kickoff: START + w * 7 * DAY + 5 * DAY + 20 * 3600 + k * 1800,
        home,
        away,
        homeGoals: (id * 7) % 4,
        awayGoals: (id * 5) % 3,
      });
    }
  return out;
}

describe('walk-forward backtest', () => {
  const results = schedule(20);

  it('fits once a week on results strictly before the week, and forecasts only with enough past', () => {
    const calls: Array<readonly FitResult[]> = [];
    const entries = walkForward(results, {
      minPrior: 12,
      fit: (rows) => {
        calls.push(rows);
        return fitRatings(rows);
      },
    });
    expect(entries.length).toBeGreaterThan(0);
    // One fit per forecast week, never per match.
    expect(calls.length).toBe(new Set(entries.map((e) => weekOf(e.kickoff))).size);
    for (const e of entries) {
      const before = results.filter((m) => m.kickoff + RESULT_KNOWN_S <= e.cutoff);
      expect(e.fitted).toBe(before.length);
      expect(e.fitted).toBeGreaterThanOrEqual(12);
      expect(e.cutoff).toBeLessThanOrEqual(e.kickoff);
      // The cut-off is the first kick-off of the match's week: nothing of the week is in the fit.
      expect(weekOf(e.cutoff)).toBe(weekOf(e.kickoff));
      // …which is Monday 00:00 UTC.
      expect(new Date(e.cutoff * 1000).toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect(new Date(e.cutoff * 1000).getUTCDay()).toBe(1);
      expect(e.model.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      expect(e.baseline.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
    // The first weeks have fewer than 12 past results: not forecast.
    expect(Math.min(...entries.map((e) => e.kickoff))).toBeGreaterThan(results[11]!.kickoff);
  });

  it('no match informs its own forecast or an earlier one (changing it and everything after changes nothing)', () => {
    const base = walkForward(results, { minPrior: 12 });
    const pivot = base[Math.floor(base.length / 2)]!;
    // Rewrite the pivot match and everything from its week on into 9-0 home wins.
    const rewritten = results.map((m) =>
      m.kickoff >= pivot.cutoff ? { ...m, homeGoals: 9, awayGoals: 0 } : m,
    );
    const again = walkForward(rewritten, { minPrior: 12 });
    const upTo = (list: typeof base) =>
      list.filter((e) => e.kickoff < pivot.cutoff + 7 * DAY && weekOf(e.kickoff) <= weekOf(pivot.kickoff));
    const a = upTo(base);
    const b = upTo(again);
    expect(b.map((e) => e.matchId)).toEqual(a.map((e) => e.matchId));
    b.forEach((e, i) => {
      expect(e.model).toEqual(a[i]!.model);
      expect(e.baseline).toEqual(a[i]!.baseline);
    });
    // …while a later week's forecast does read the rewritten past.
    const later = again.find((e) => weekOf(e.kickoff) > weekOf(pivot.kickoff))!;
    const was = base.find((e) => e.matchId === later.matchId)!;
    expect(later.model).not.toEqual(was.model);
  });

  it('forecasts a match only when the fit knows its competition or both its clubs', () => {
    const fit = fitAsOf(results, weekStart(results[40]!.kickoff), { minPrior: 12 })!;
    expect(fit.fitted).toBeGreaterThanOrEqual(12);
    const known = forecastOf(fit, '英超', '甲', '乙', 12)!;
    expect(known.forecast.home + known.forecast.draw + known.forecast.away).toBeCloseTo(1, 12);
    expect(known.baseline).toEqual(fit.leagues.get('英超')!.baseline);
    // A cup tie between fitted clubs: forecast, at the fit's overall level, without a baseline.
    expect(forecastOf(fit, '欧冠', '甲', '乙', 12)?.baseline).toBeNull();
    // A competition with no past and clubs the fit never saw: no forecast.
    expect(forecastOf(fit, '中超', '上海海港', '山东泰山', 12)).toBeNull();
    expect(fitAsOf(results, results[0]!.kickoff)).toBeNull();
  });

  it('the baseline is the competition’s own add-one-smoothed home/draw/away shares of the past', () => {
    const entries = walkForward(results, { minPrior: 12 });
    const e = entries[0]!;
    const past = results.filter((m) => m.kickoff + RESULT_KNOWN_S <= e.cutoff);
    const counts = [1, 1, 1];
    for (const m of past) counts[m.homeGoals > m.awayGoals ? 0 : m.homeGoals === m.awayGoals ? 1 : 2]! += 1;
    expect(e.baseline).toEqual(counts.map((c) => c / (past.length + 3)));
  });
});
