import { dayjs } from '@jincheng/shared';

/**
 * How the league page names game day `round` of a league played on game nights (the NBA): its Beijing date,
 * 11月28日, counted from `SeasonInfo.firstDay`. The server names a schedule's game day the same way
 * (`gameDayLabel` in @jincheng/shared/core, kept out of the browser's shared singleton to spare every page).
 */
export function gameDayName(firstDay: string, round: number): string {
  return dayjs(firstDay)
    .add(round - 1, 'day')
    .format('M月D日');
}
