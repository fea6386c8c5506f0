/** 3月9日 from 2026-03-09: a day of a past season's data, as the league and team pages name it. */
export function monthDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
}
