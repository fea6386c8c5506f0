import { useEffect, useEffectEvent, useState } from 'react';
import { toast, useFollows } from '@jincheng/shared';
import { isFollowedMatch } from '../follows/is-followed';
import { alertText } from './alert-text';
import { playAlertSound, soundEnabled } from './goal-sound';
import { liveFeed } from './live-feed';
import type { LiveAlert } from './live-types';

/** At most this many alert toasts per window: a busy evening must not bury the page in toasts. */
const TOAST_LIMIT = 3;
const TOAST_WINDOW_MS = 5000;

/**
 * Turns goals and red cards of the matches a screen shows into a toast, an optional sound and one polite
 * screen-reader announcement (the returned text, for the screen's single aria-live region). Basketball
 * baskets are not toasted (there are hundreds a game); only football goals and red cards are. Followed
 * matches are announced here too but toasted by the follow alerts (useFollowAlerts), once across tabs.
 */
export function useLiveAlerts(accept: (alert: LiveAlert) => boolean): string {
  const [message, setMessage] = useState('');
  const accepts = useEffectEvent(accept);
  const { follows } = useFollows();
  const followed = useEffectEvent((match: LiveAlert['match']) => isFollowedMatch(follows, match));
  useEffect(() => {
    const recent: number[] = [];
    return liveFeed().store.onAlert((alert) => {
      if (alert.match.sport !== 'football' || !accepts(alert)) return;
      const text = alertText(alert);
      setMessage(text);
      if (followed(alert.match)) return;
      const now = Date.now();
      while (recent.length && (recent[0] ?? 0) < now - TOAST_WINDOW_MS) recent.shift();
      if (recent.length >= TOAST_LIMIT) return;
      recent.push(now);
      if (alert.kind === 'goal') toast.success(text);
      else toast.warning(text);
      if (soundEnabled()) playAlertSound(alert.kind);
    });
  }, []);
  return message;
}
