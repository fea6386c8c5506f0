/**
 * The one gateway to localStorage (seed spec §3): every key is namespaced so the product never collides with
 * other apps on the same origin. Nothing else in the codebase touches localStorage.
 */
export const STORAGE_PREFIX = 'jcty_';

export type StorageKey =
  | 'Admin-Token'
  | 'openId'
  | 'agentid'
  | 'uniqueId'
  // The shell's remote loader: this visitor's canary bucket and each remote's last version that rendered.
  | 'canaryBucket'
  | 'lastKnownGood'
  // The scores remote: starred matches and leagues, the league filter per sport, the goal sound switch,
  // the odds column of the football list.
  | 'scoresFavourites'
  | 'scoresLeagueFilter'
  | 'scoresSound'
  | 'scoresOdds'

  // The colour theme the visitor chose (light/dark); absent = follow the system setting.
  | 'theme'

  // Follows (a visitor's, merged into the account at sign-in), the one-time notification prompt, the
  // live events already alerted in some tab.
  | 'follows'
  | 'alertsAsked'
  | 'alertClaims';

/** Used when localStorage is missing or throws (private mode, disabled storage): the session still works. */
const memory = new Map<string, string>();

function backend(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function storageKey(key: StorageKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

export const storage = {
  get(key: StorageKey): string | null {
    const full = storageKey(key);
    try {
      return backend()?.getItem(full) ?? memory.get(full) ?? null;
    } catch {
      return memory.get(full) ?? null;
    }
  },
  set(key: StorageKey, value: string): void {
    const full = storageKey(key);
    memory.set(full, value);
    try {
      backend()?.setItem(full, value);
    } catch {
      // Quota or privacy errors: the in-memory copy keeps this page working.
    }
  },
  remove(key: StorageKey): void {
    const full = storageKey(key);
    memory.delete(full);
    try {
      backend()?.removeItem(full);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
