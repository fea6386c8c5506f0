import { dayLabel } from '../../utils/dates';

/**
 * Game days of a league played on game nights without rounds (the NBA; `SeasonInfo.firstDay`). Exported from
 * `@jincheng/shared/core` only (the server and tests), not from the browser's shared singleton, whose every
 * byte is in each page's first load: the database remote, the one screen that names game days, formats them
 * with dayjs (remote-database/src/features/league/lib/game-day.ts).
 */

/** The date of game day `round` in a game-night league (round 1 = `firstDay`): 11月28日. */
export function gameDayDate(firstDay: string, round: number): string {
  const d = new Date(`${firstDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + round - 1);
  return d.toISOString().slice(0, 10);
}

/** How a game day is named: 11月28日 (Beijing date; a fan in China names an NBA night by its morning). */
export function gameDayLabel(firstDay: string, round: number): string {
  return dayLabel(gameDayDate(firstDay, round));
}
