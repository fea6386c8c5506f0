import { queryOptions } from '@tanstack/react-query';
import { STALE_TIME } from '@jincheng/shared';
import { getDayOdds, getMatchOdds } from './odds-api';

/** Odds move between feed events only by the clock (pre-match, hours apart): a minute fresh is plenty. */
const ODDS_STALE_MS = 60_000;

/** The 指数 tab: every book's opening, current and history of one match. */
export const matchOddsQuery = (id: number) =>
  queryOptions({
    queryKey: ['scores', 'match-odds', id] as const,
    queryFn: ({ signal }) => getMatchOdds(id, signal),
    staleTime: ODDS_STALE_MS,
  });

/** The /match list's odds column: one book, one day (`date` undefined: today). */
export const dayOddsQuery = (date: string | undefined, book: string) =>
  queryOptions({
    queryKey: ['scores', 'day-odds', date ?? 'today', book] as const,
    queryFn: ({ signal }) => getDayOdds(date, book, signal),
    staleTime: Math.min(ODDS_STALE_MS, STALE_TIME.live),
  });
