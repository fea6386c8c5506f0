import type { APIRequestContext } from '@playwright/test';

/**
 * The first match `pick` accepts in a list the API gives for today, then for each earlier day it lists: specs
 * take real ids this way at whatever hour the suite runs. `query` is the list's query string without a date;
 * its `sport` (football by default) chooses the days.
 */
export async function recentMatch<T extends { id: number }>(
  request: APIRequestContext,
  query: string,
  pick: (list: T[]) => T | undefined,
): Promise<T> {
  const sport = new URLSearchParams(query).get('sport') ?? 'football';
  const { today, days } = (await (await request.get(`/sportapi/matches/days?sport=${sport}`)).json())
    .data as { today: string; days: Array<{ date: string }> };
  const earlier = days.map((d) => d.date).filter((date) => date < today);
  for (const date of [today, ...earlier.reverse()]) {
    const list = (await (await request.get(`/sportapi/matches?${query}&date=${date}`)).json()).data
      .list as T[];
    const match = pick(list);
    if (match) return match;
  }
  throw new Error(`no match for ${query} on any day up to ${today}`);
}
