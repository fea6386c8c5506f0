import { storage } from '../storage';

/** Claimed event ids kept (the newest); older ones can no longer arrive as new alerts. */
const KEEP = 300;
const LOCK_NAME = 'jcty-alert-claims';

export type Exclusive = <T>(work: () => T) => Promise<T>;

/** One tab at a time across the origin (Web Locks); where they are missing, the check runs as is. */
export const webLock: Exclusive = (work) => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return Promise.resolve().then(work);
  return locks.request(LOCK_NAME, () => work());
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
 * its id alerts, the others stay quiet. The claim list lives in localStorage (shared by the origin's tabs)
 * and is read and written under one lock, so two tabs that see the event together cannot both win.
 */
export async function claimAlert(eventId: number, exclusive: Exclusive = webLock): Promise<boolean> {
  return exclusive(() => {
    const list = claimed();
    if (list.includes(eventId)) return false;
    storage.set('alertClaims', JSON.stringify([...list, eventId].slice(-KEEP)));
    return true;
  });
}
