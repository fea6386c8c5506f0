/**
 * 3月9日 from 2026-03-09: a day of a past season's data, as the league and team pages name it. A calendar day,
 * not an instant: shared `formatDate` would read it as local midnight and shift it to Beijing, which names the
 * day before for a visitor east of UTC+8 (Tokyo's midnight is 23:00 in Beijing).
 */
export function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
}
