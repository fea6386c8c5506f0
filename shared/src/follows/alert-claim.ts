import { storage } from '../storage';

/** Claimed event ids kept (the newest); older ones can no longer arrive as new alerts. */
const KEEP = 300;
const LOCK_NAME = 'jcty-alert-claims';
/** How long the tab that claimed an event keeps that event's own lock: other tabs see it within this. */
export const EVENT_HOLD_MS = 30_000;

export type Exclusive = <T>(work: () => T) => Promise<T>;
/** Takes the lock `name` if no tab holds it (true), or finds it held (false). */
export type TryHold = (name: string) => Promise<boolean>;

/** One tab at a time across the origin (Web Locks); where they are missing, the check runs as is. */
export const webLock: Exclusive = (work) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve().then(work);
  return locks.request(LOCK_NAME, () => work());
};

/**
 * The event's own Web Lock, taken only if free and then kept for EVENT_HOLD_MS. The browser grants a lock to
 * one tab at a time, at once, which localStorage cannot promise: another tab may still read its old copy of a
 * value just written. Without Web Locks every tab may try.
 */
export const holdEventLock: TryHold = (name) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    void locks.request(name, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock ? new Promise<void>((release) => setTimeout(release, EVENT_HOLD_MS)) : undefined;
    });
  });
};

function claimed(): number[] {
  try {
    const list = JSON.parse(storage.get('alertClaims') ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}

/**
 * Every open tab sees the same live event (ids are global across server instances); the first tab to claim
 * its id alerts, the others stay quiet. Tabs that see it together race for the event's own lock; the claim
 * list in localStorage (read and written under one lock) also stops a tab that sees the event much later,
 * e.g. replayed after a reconnect.
 */
export async function claimAlert(
  eventId: number,
  exclusive: Exclusive = webLock,
  tryHold: TryHold = holdEventLock,
): Promise<boolean> {
  if (!(await tryHold(`jcty-alert-${eventId}`))) return false;
  return exclusive(() => {
    const list = claimed();
    if (list.includes(eventId)) return false;
    storage.set('alertClaims', JSON.stringify([...list, eventId].slice(-KEEP)));
    return true;
  });
}
