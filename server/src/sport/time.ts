/** Beijing's calendar (shared/src/utils/shanghai-time.ts, the one module that knows the offset), in epoch seconds. */
export { addDays, dayStart, shanghaiDay, weekday } from '@jincheng/shared/core';

export const DAY_S = 86400;

export function isoUtc(epochS: number): string {
  return new Date(epochS * 1000).toISOString().replace('.000Z', 'Z');
}

export function nowS(): number {
  return Math.floor(Date.now() / 1000);
}
