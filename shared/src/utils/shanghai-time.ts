/**
 * The product's calendar and clock: Beijing time (Asia/Shanghai), the one place that knows its offset. China has
 * kept UTC+8 all year since its last summer time ended on 15 September 1991 (IANA tz database), so from then on a
 * fixed offset is exact and about a hundred times cheaper than a time-zone lookup, which the server would pay for
 * every row of a list. Older instants (history pages before 1991) go through dates.ts's `inDisplayZone`, which
 * asks the platform's zone data. Pure functions, no dayjs: the server, the seed and the browser all use them.
 */

/** Beijing's offset from UTC, in seconds, minutes and milliseconds. */
export const SHANGHAI_OFFSET_S = 8 * 3600;
export const SHANGHAI_OFFSET_MINUTES = SHANGHAI_OFFSET_S / 60;
export const SHANGHAI_OFFSET_MS = SHANGHAI_OFFSET_S * 1000;
/** From this instant (ms) on, Beijing is UTC+8 without exception. */
export const SHANGHAI_FIXED_OFFSET_SINCE = Date.UTC(1991, 8, 15);

/** A Date whose UTC fields (`getUTCHours` …) read Beijing's wall clock at `ms`. */
export function beijingWall(ms: number): Date {
  return new Date(ms + SHANGHAI_OFFSET_MS);
}

/** `YYYY-MM-DD` in Beijing of an epoch-seconds instant: the product's calendar day. */
export function shanghaiDay(epochS: number): string {
  return beijingWall(epochS * 1000)
    .toISOString()
    .slice(0, 10);
}

/** Epoch seconds of 00:00 Beijing on `day` (`YYYY-MM-DD`). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 - SHANGHAI_OFFSET_S;
}

/** The Beijing day `n` days after `day` (negative: before). */
export function addDays(day: string, n: number): string {
  return shanghaiDay(dayStart(day) + n * 86_400 + 3600);
}

/** 0 = Sunday … 6 = Saturday, of a Beijing day. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

const two = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` of an ISO instant in Beijing time. */
export function beijingTime(iso: string): string {
  return beijingWall(Date.parse(iso)).toISOString().slice(11, 16);
}

/** `11-28 21:05`: a moment (ms) as a fan in China reads it. */
export function beijingMinute(ms: number): string {
  const d = beijingWall(ms);
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** `12月5日` of an epoch-seconds instant in Beijing. */
export function beijingMonthDay(epochS: number): string {
  const d = beijingWall(epochS * 1000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}
