import { useQuery } from '@tanstack/react-query';
import type { MatchDaysData, Sport } from '@jincheng/shared';
import { matchDaysQuery } from './api/queries';

/** The date bar's days; null until read (the bar shows its plain form meanwhile and on a failure). */
export function useMatchDays(sport: Sport): MatchDaysData | null {
  return useQuery(matchDaysQuery(sport)).data ?? null;
}
