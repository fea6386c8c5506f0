/** The season's first year for a date (the NBA season starts in October). */
export function nbaSeasonYear(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 8 ? year : year - 1;
}
