import { useEffect } from 'react';
import type { MatchListData, MatchSummary, Sport } from '@jincheng/shared';
import { useLiveFeed } from './live-feed/use-live';

/**
 * The last scores a fan saw, for the offline page (server/public/pwa/offline.js, docs/pwa.md): the cache and
 * key the service worker also writes when a list answer passes through it. A server-rendered list never
 * passes through the worker (its data comes in the page), so the screen keeps it itself.
 */
export const LAST_SCORES_CACHE = 'jc-last-scores';
export const lastScoresKey = (sport: Sport) => `/__last-scores/${sport}`;

export async function keepLastScores(sport: Sport, data: MatchListData): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LAST_SCORES_CACHE);
  await cache.put(
    lastScoresKey(sport),
    new Response(JSON.stringify({ data }), {
      headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) },
    }),
  );
}

/**
 * Keeps the day the screen shows as the last scores seen: when it is read, and with the live rows' current
 * scores whenever the page is hidden (the fan switches away, locks the phone, or the tab closes). Null: not a
 * whole day (a server-rendered first screen), nothing to keep yet.
 */
export function useKeepLastScores(sport: Sport, data: MatchListData | null): void {
  const { store } = useLiveFeed();
  useEffect(() => {
    if (!data) return undefined;
    const save = () => {
      const list = data.list.map((m): MatchSummary => store.get(m.id) ?? m);
      void keepLastScores(sport, { ...data, list }).catch(() => undefined);
    };
    save();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [sport, data, store]);
}
