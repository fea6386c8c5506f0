import { useEffect, useState } from 'react';
import type { MatchDaysData, Sport } from '@jincheng/shared';
import { getMatchDays } from './api/get-match-days';

const cache = new Map<Sport, MatchDaysData>();

/** The date bar's days (today ±7), read once per sport and page load. */
export function useMatchDays(sport: Sport): MatchDaysData | null {
  const [days, setDays] = useState(() => cache.get(sport) ?? null);
  useEffect(() => {
    if (cache.has(sport)) return undefined;
    const controller = new AbortController();
    getMatchDays(sport, controller.signal).then(
      (data) => {
        cache.set(sport, data);
        if (!controller.signal.aborted) setDays(data);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [sport]);
  return days;
}
