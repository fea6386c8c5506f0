import { basketballBox, elapsedByPeriod } from '../basketball-box';
import { onCourt, secondsPlayed, type PeriodRotation } from '../basketball-rotation';
import type { BasketballScript } from '../basketball-script';
import { basketballState } from '../basketball-state';

/**
 * Contradictions in a basketball game at `t` seconds after tip-off (empty = consistent): each side's box-score
 * minutes must add up to 5 × the game time played (5 × 48 = 240 in the NBA, 5 × 40 = 200 under FIBA, +25 per
 * overtime when finished), and be equal for both sides; players' points add up to the team's score, quarter
 * scores to the total, and `stored` (the match row) says the same; every scorer and fouler is on court at the
 * moment of his play; nobody reaches the foul-out limit; five starters per side, on court at the tip; each
 * side's +/- add up to 5 × its margin, and a player who has not played is 0.
 */
export function auditBasketball(
  script: BasketballScript,
  t: number,
  stored?: { home: number; away: number },
): string[] {
  const problems: string[] = [];
  const state = basketballState(script, t);
  const visible = script.events.slice(0, state.visible);
  const box = basketballBox(script, t, visible);
  const elapsed = elapsedByPeriod(script, t);
  const played = elapsed.reduce((n, s) => n + s, 0);
  const seconds = secondsPlayed(script.rotation, elapsed);
  const expected =
    t >= script.end
      ? 5 * ((script.quarterLength * 4) / 60 + 5 * (script.periods.length - 4))
      : Math.round((5 * played) / 60);
  for (const side of ['home', 'away'] as const) {
    const rows = box[side];
    const minutes = rows.reduce((n, r) => n + r.minutes, 0);
    if (minutes !== expected)
      problems.push(`${side} box-score minutes add up to ${minutes}, expected ${expected}`);
    const points = rows.reduce((n, r) => n + r.points, 0);
    const score = side === 'home' ? state.homeScore : state.awayScore;
    if (points !== score) problems.push(`${side} players' points add up to ${points}, the score is ${score}`);
    const quarters = state.periods.reduce((n, p) => n + p[side], 0);
    if (quarters !== score)
      problems.push(`${side} quarter scores add up to ${quarters}, the score is ${score}`);
    if (stored && stored[side] !== score)
      problems.push(`${side} stored score ${stored[side]}, the plays say ${score}`);
    const other = side === 'home' ? state.awayScore : state.homeScore;
    const plusMinus = rows.reduce((n, r) => n + r.plusMinus, 0);
    if (plusMinus !== 5 * (score - other))
      problems.push(`${side} +/- add up to ${plusMinus}, expected 5 × ${score - other}`);
    const starters = rows.filter((r) => r.starter).map((r) => r.playerId);
    const tip = script.rotation[0] ? onCourt(script.rotation[0], side, script.rotation[0].length) : [];
    if (starters.length !== 5 || starters.some((id) => !tip.includes(id)))
      problems.push(`${side} starters ${starters.join(',')} are not the five on court at the tip`);
    for (const r of rows)
      if (!seconds.get(r.playerId) && r.plusMinus !== 0)
        problems.push(`${r.name} has +/- ${r.plusMinus} without a second on court`);
    const limit = script.quarterLength === 720 ? 6 : 5;
    for (const r of rows) if (r.fouls >= limit) problems.push(`${r.name} has ${r.fouls} fouls (fouled out)`);
  }
  const home = new Set(script.rosters.home.map((p) => p.id));
  for (const e of visible) {
    if (e.playerId === null || !e.side) continue;
    const side = home.has(e.playerId) ? 'home' : 'away';
    if (side !== e.side)
      problems.push(`P${e.period} ${e.clock}: ${e.kind} by ${e.playerId} of the other side`);
    const period = script.rotation[e.period - 1] as PeriodRotation | undefined;
    if (!period || !onCourt(period, side, e.clock ?? 0).includes(e.playerId))
      problems.push(`P${e.period} ${e.clock}: ${e.kind} by ${e.playerId}, who is on the bench`);
  }
  return problems;
}
