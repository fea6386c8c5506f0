import type { FollowKind, FollowSet } from '../api/sport/follow';
import { FOLLOW_LIMIT, followField } from '../api/sport/follow';
import { storage } from '../storage';

export const EMPTY_FOLLOWS: FollowSet = { teams: [], leagues: [], matches: [] };

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.filter((v): v is number => Number.isInteger(v) && v > 0))] : [];

function parse(raw: string | null): Partial<FollowSet> {
  try {
    const value = JSON.parse(raw ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as Partial<FollowSet>) : {};
  } catch {
    return {};
  }
}

/**
 * A visitor's follows (storage key `follows`). The stars of the scores list (issue 5, key
 * `scoresFavourites`) were the same idea for matches and leagues; they are taken over once and removed.
 */
export function readLocalFollows(): FollowSet {
  const stored = parse(storage.get('follows'));
  const legacy = storage.get('scoresFavourites');
  const old = parse(legacy);
  const set: FollowSet = {
    teams: ids(stored.teams),
    leagues: ids([...ids(stored.leagues), ...ids(old.leagues)]),
    matches: ids([...ids(stored.matches), ...ids(old.matches)]),
  };
  if (legacy !== null) {
    writeLocalFollows(set);
    storage.remove('scoresFavourites');
  }
  return set;
}

export function writeLocalFollows(set: FollowSet): void {
  storage.set('follows', JSON.stringify(set));
}

export function clearLocalFollows(): void {
  storage.remove('follows');
}

export const hasFollows = (set: FollowSet) => set.teams.length + set.leagues.length + set.matches.length > 0;

/** The set with one follow switched on or off (a full list stays as it is). */
export function withFollow(set: FollowSet, kind: FollowKind, id: number, on: boolean): FollowSet {
  const field = followField(kind);
  const list = set[field].filter((x) => x !== id);
  if (on && list.length >= FOLLOW_LIMIT) return set;
  return { ...set, [field]: on ? [...list, id] : list };
}
