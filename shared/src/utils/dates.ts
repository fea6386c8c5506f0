import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/zh-cn';
import { SHANGHAI_FIXED_OFFSET_SINCE, SHANGHAI_OFFSET_MINUTES } from './shanghai-time';

/** Seed spec §7: dates are displayed in Asia/Shanghai with the Chinese locale, whatever the visitor's clock zone. */
export const DISPLAY_TIME_ZONE = 'Asia/Shanghai';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('zh-cn');
dayjs.tz.setDefault(DISPLAY_TIME_ZONE);

export { dayjs };

export type DateInput = string | number | Date | dayjs.Dayjs;

/**
 * China has kept UTC+8 all year since its last summer time ended on 15 September 1991 (IANA tz database,
 * Asia/Shanghai), so every instant from then on is +480 minutes without asking the platform: the first
 * `Intl.DateTimeFormat` with a `timeZone` loads ICU's zone data, a 70 ms task on a 4× slower phone in the
 * middle of /match's hydration. Older instants (history pages) still ask ICU, through one cached formatter:
 * dayjs's `.tz()` would build a new one on every call, about 0.3 ms a date.
 */
export { SHANGHAI_FIXED_OFFSET_SINCE };
let zoneParts: Intl.DateTimeFormat | undefined;
function displayZoneOffset(ms: number): number {
  if (ms >= SHANGHAI_FIXED_OFFSET_SINCE) return SHANGHAI_OFFSET_MINUTES;
  zoneParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: DISPLAY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const part: Record<string, number> = {};
  for (const { type, value } of zoneParts.formatToParts(ms)) part[type] = Number(value);
  const wall = Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day,
    (part.hour ?? 0) % 24,
    part.minute,
    part.second,
  );
  return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** `date` in Shanghai wall time: what `.tz(DISPLAY_TIME_ZONE)` gives, at a fraction of its cost. */
export function inDisplayZone(date: DateInput): dayjs.Dayjs {
  const value = dayjs(date);
  return value.isValid() ? value.utcOffset(displayZoneOffset(value.valueOf())) : value;
}

/** Formats an instant as Shanghai wall time, e.g. formatDate(ms) → '2025-06-01 20:00'. */
export function formatDate(date: DateInput, pattern = 'YYYY-MM-DD HH:mm'): string {
  return inDisplayZone(date).format(pattern);
}

/**
 * A calendar day `YYYY-MM-DD` as pages name it: 3月9日. A day, not an instant: `formatDate` would read it as the
 * visitor's local midnight and shift it to Beijing, naming the day before east of UTC+8 (Tokyo's midnight is
 * 23:00 in Beijing).
 */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${month}月${date}日`;
}

/** True when the date lies before `now` (seed spec §5). */
export function isPast(date: DateInput, now: DateInput = Date.now()): boolean {
  const value = dayjs(date);
  return value.isValid() && value.isBefore(dayjs(now));
}
