import { nowS, shanghaiDay } from '../time';

/**
 * A player's age today from his stored birth date: exact for a full date, by year for a year-only one (a real
 * player the table knows only by year); the stored age when there is no date, null when that is unknown too.
 */
export function playerAge(
  birthDate: string | null,
  stored: number | null,
  today = shanghaiDay(nowS()),
): number | null {
  if (!birthDate) return stored;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  if (birthDate.length < 10) return years;
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}
