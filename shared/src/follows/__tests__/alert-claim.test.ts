import { storage } from '../../storage';
import { claimAlert, type Exclusive, type TryHold } from '../alert-claim';

/** A lock like Web Locks: one holder at a time, the others queue. */
function fakeLock(): Exclusive {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => T) => {
    const run = tail.then(() => new Promise<T>((resolve) => setTimeout(() => resolve(work()), 1)));
    tail = run.catch(() => undefined);
    return run;
  };
}

/** Web Locks' `ifAvailable`: a name is granted to one tab at a time and kept. */
function fakeHold(): TryHold {
  const held = new Set<string>();
  return async (name) => {
    if (held.has(name)) return false;
    held.add(name);
    return true;
  };
}

describe('claimAlert: one alert per live event across tabs', () => {
  beforeEach(() => storage.remove('alertClaims'));

  it('lets exactly one of several tabs claim the same event, also when they ask at once', async () => {
    const lock = fakeLock();
    const results = await Promise.all([claimAlert(501, lock), claimAlert(501, lock), claimAlert(501, lock)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimAlert(501, lock)).toBe(false);
  });

  it('lets one tab win an event even when another tab still reads an old copy of the claim list', async () => {
    const hold = fakeHold();
    // Each tab reads storage before the other's write shows (Chromium syncs localStorage between tabs lazily).
    const stale: Exclusive = async (work) => {
      const before = storage.get('alertClaims');
      const result = work();
      if (before === null) storage.remove('alertClaims');
      return result;
    };
    expect(await claimAlert(52, stale, hold)).toBe(true);
    expect(await claimAlert(52, stale, hold)).toBe(false);
    expect(await claimAlert(53, stale, hold)).toBe(true);
  });

  it('claims different events separately, and a later tab (same storage) sees the earlier claim', async () => {
    expect(await claimAlert(7)).toBe(true);
    expect(await claimAlert(8)).toBe(true);
    // Another tab of the origin reads the same localStorage.
    expect(JSON.parse(window.localStorage.getItem('jcty_alertClaims') ?? '[]')).toEqual([7, 8]);
    expect(await claimAlert(7)).toBe(false);
  });

  it('keeps only the newest claims and survives a broken stored value', async () => {
    storage.set('alertClaims', '{not json');
    expect(await claimAlert(1)).toBe(true);
    for (let id = 2; id <= 320; id += 1) await claimAlert(id);
    const kept = JSON.parse(storage.get('alertClaims') ?? '[]') as number[];
    expect(kept).toHaveLength(300);
    expect(kept[kept.length - 1]).toBe(320);
  });
});
