/** Asia/Shanghai has no daylight saving, so a fixed +8 h offset is exact and needs no time-zone database. */
const OFFSET_S = 8 * 3600;
export const DAY_S = 86400;

/** `YYYY-MM-DD` (Shanghai) of an epoch-seconds instant. */
export function shanghaiDay(epochS: number): string {
  return new Date((epochS + OFFSET_S) * 1000).toISOString().slice(0, 10);
}

/** Epoch seconds of 00:00 Shanghai on the given day. */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 1000 - OFFSET_S;
}

export function addDays(day: string, n: number): string {
  return shanghaiDay(dayStart(day) + n * DAY_S + 3600);
}

/** 0 = Sunday … 6 = Saturday, in Shanghai. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

export function isoUtc(epochS: number): string {
  return new Date(epochS * 1000).toISOString().replace('.000Z', 'Z');
}

export function nowS(): number {
  return Math.floor(Date.now() / 1000);
}
