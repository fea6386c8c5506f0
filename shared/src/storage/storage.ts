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

/**
 * Used in a browser whose localStorage is missing or throws (private mode, disabled storage): the session
 * still works. Never on the server: one process renders pages for everyone, so nothing a render writes may
 * be read by the next (it would share one `equipment` id, one agent, one follow list between visitors).
 */
const memory = new Map<string, string>();

/** A server render (no window): storage reads nothing and keeps nothing. */
const onServer = () => typeof window === 'undefined';

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
    if (onServer()) return null;
    const full = storageKey(key);
    try {
      return backend()?.getItem(full) ?? memory.get(full) ?? null;
    } catch {
      return memory.get(full) ?? null;
    }
  },
  set(key: StorageKey, value: string): void {
    if (onServer()) return;
    const full = storageKey(key);
    memory.set(full, value);
    try {
      backend()?.setItem(full, value);
    } catch {
      // Quota or privacy errors: the in-memory copy keeps this page working.
    }
  },
  remove(key: StorageKey): void {
    if (onServer()) return;
    const full = storageKey(key);
    memory.delete(full);
    try {
      backend()?.removeItem(full);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
