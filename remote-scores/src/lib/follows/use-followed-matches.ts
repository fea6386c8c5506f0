import { useQuery } from '@tanstack/react-query';
import {
  hasFollows,
  useFollows,
  useHydrated,
  type FollowedMatchesData,
  type FollowSet,
} from '@jincheng/shared';
import { useLiveReads } from '../live-feed/use-live';
import type { LiveMatch } from '../live-feed/live-types';
import { followedMatchesQuery } from '../../api/follows/queries';

const NONE: never[] = [];

export type FollowedState = 'pending' | 'empty' | 'error' | 'ready';

export interface FollowedMatches {
  state: FollowedState;
  follows: FollowSet;
  data: FollowedMatchesData | undefined;
  /** The followed matches as read (rows and cards follow the feed from there). */
  reads: readonly LiveMatch[];
  retry: () => void;
}

/**
 * The matches the fan's follows point at, as reads of the live store: their rows and cards update with the
 * feed, and goals in them raise alerts. Nothing is read on the server or before the follows are known.
 */
export function useFollowedMatches(): FollowedMatches {
  const { follows, ready } = useFollows();
  const hydrated = useHydrated();
  const any = hasFollows(follows);
  const query = useQuery({ ...followedMatchesQuery(follows), enabled: hydrated && ready && any });
  // Only once hydrated: the cache may hold this browser's follows already (kept from an earlier visit for the
  // offline page), and the server, which knows no follows, counted none (the 关注 tab's count was React #418).
  const data = hydrated ? query.data : undefined;
  const reads = useLiveReads(data?.matches ?? NONE, data?.eventId ?? 0);
  const state: FollowedState =
    !hydrated || !ready ? 'pending' : !any ? 'empty' : data ? 'ready' : query.isError ? 'error' : 'pending';
  return { state, follows, data, reads, retry: () => void query.refetch() };
}
