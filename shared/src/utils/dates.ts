import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';

/** Seed spec §7: dates are displayed in Asia/Shanghai with the Chinese locale, whatever the visitor's clock zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('zh-cn');
dayjs.tz.setDefault(DISPLAY_TIME_ZONE);

export { dayjs };

export type DateInput = string | number | Date | dayjs.Dayjs;

/** Formats an instant as Shanghai wall time, e.g. formatDate(ms) → '2025-06-01 20:00'. */
export function formatDate(date: DateInput, pattern = 'YYYY-MM-DD HH:mm'): string {
  return dayjs(date).tz(DISPLAY_TIME_ZONE).format(pattern);
}

/** True when the date lies before `now` (seed spec §5). */
export function isPast(date: DateInput, now: DateInput = Date.now()): boolean {
  const value = dayjs(date);
  return value.isValid() && value.isBefore(dayjs(now));
}
