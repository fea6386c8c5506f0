import { useEffect } from 'react';
import type { MatchDetail, MatchSummary } from '@jincheng/shared';
import { LAST_SCORES_CACHE } from '../../lib/keep-last-scores';
import { useLiveFeed } from '../../lib/live-feed/use-live';

/** Where the offline page (server/public/pwa/offline.js) finds a match the fan viewed. */
export const lastMatchKey = (id: number) => `/__last-match/${id}`;
/** Matches kept; the oldest viewed go first. */
const KEEP = 20;

export interface KeptMatch {
  match: MatchSummary;
  /** Goals and red cards (football), oldest first: what the offline page lists under the score. */
  moments: Array<{ minuteLabel: string; side: 'home' | 'away' | null; text: string }>;
}

export async function keepLastMatch(kept: KeptMatch): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(LAST_SCORES_CACHE);
  await cache.put(
    lastMatchKey(kept.match.id),
    new Response(JSON.stringify(kept), {
      headers: { 'content-type': 'application/json', 'x-saved-at': String(Date.now()) },
    }),
  );
  const matches = (await cache.keys()).filter((r) => new URL(r.url).pathname.startsWith('/__last-match/'));
  await Promise.all(matches.slice(0, Math.max(0, matches.length - KEEP)).map((r) => cache.delete(r)));
}

const KEY_KINDS = ['goal', 'penalty', 'own_goal', 'red', 'second_yellow'];

/**
 * Keeps the match on screen for the offline page: when it is read, and with its live score whenever the page
 * is hidden, so reloading it without a network shows this match rather than only the last lists.
 */
export function useKeepLastMatch(detail: MatchDetail): void {
  const { store } = useLiveFeed();
  useEffect(() => {
    const save = () => {
      const match = store.get(detail.match.id) ?? detail.match;
      const moments =
        detail.sport === 'football'
          ? detail.events
              .filter((e) => KEY_KINDS.includes(e.kind))
              .map((e) => ({ minuteLabel: e.minuteLabel, side: e.side, text: e.text }))
          : [];
      void keepLastMatch({ match, moments }).catch(() => undefined);
    };
    save();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => document.removeEventListener('visibilitychange', onHidden);
  }, [detail, store]);
}
