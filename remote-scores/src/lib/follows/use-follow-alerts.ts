import { useEffect, useEffectEvent } from 'react';
import { MATCH_STATUS_PHASE } from '@jincheng/shared';
import { liveFeed } from '../live-feed/live-feed';
import { deliverFollowAlert } from './deliver-alert';
import { isFollowedMatch } from './is-followed';
import { useFollowedMatches, type FollowedMatches } from './use-followed-matches';

/**
 * Goal and red-card alerts for followed matches, on every scores screen and the home page: the followed
 * matches are read into the live store, the feed stays open while the tab is hidden as long as one of them
 * is live or still to come, and each alert goes out once across tabs (deliverFollowAlert).
 */
export function useFollowAlerts(): FollowedMatches {
  const followed = useFollowedMatches();
  const isFollowed = useEffectEvent((match: Parameters<typeof isFollowedMatch>[1]) =>
    isFollowedMatch(followed.follows, match),
  );
  const data = followed.data;
  const watching = data?.matches.some((m) => MATCH_STATUS_PHASE[m.status] !== 'finished') ?? false;
  useEffect(
    () => (data && watching ? liveFeed().retain(data.eventId, { background: true }) : undefined),
    [data, watching],
  );
  useEffect(
    () =>
      liveFeed().store.onAlert((alert) => {
        if (alert.match.sport !== 'football' || !isFollowed(alert.match)) return;
        void deliverFollowAlert(alert);
      }),
    [],
  );
  return followed;
}
