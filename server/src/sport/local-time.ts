import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const cache = new Map<string, number>();

/**
 * Epoch seconds of a local wall-clock time (`YYYY-MM-DD`, `HH:mm`) in an IANA zone, daylight saving included
 * (dayjs with the utc and timezone plugins, which read the zone rules of the runtime's Intl data).
 */
export function localInstant(tz: string, date: string, time: string): number {
  const key = `${tz}|${date}|${time}`;
  let hit = cache.get(key);
  if (hit === undefined) {
    hit = dayjs.tz(`${date} ${time}`, tz).unix();
    cache.set(key, hit);
  }
  return hit;
}

/** The local calendar date and wall-clock time of an instant in an IANA zone. */
export function localParts(epochS: number, tz: string): { date: string; time: string; weekday: number } {
  const d = dayjs.unix(epochS).tz(tz);
  return { date: d.format('YYYY-MM-DD'), time: d.format('HH:mm'), weekday: d.day() };
}
