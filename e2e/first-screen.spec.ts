import { expect, test, type APIRequestContext } from './support/test';
import { openHydrated, rootOf } from './support/server-render';

/**
 * Issue 24: a server-rendered /match or /basket carries only its first screen — the first rows of the list
 * and the whole day's counts — in its data block and markup; once hydrated, the browser reads the rest of
 * the day under those rows without rendering them again. The day, its counts and ids come from the API.
 */
type Phase = 'live' | 'upcoming' | 'finished' | 'other';
interface Day {
  list: Array<{ id: number; phase: Phase }>;
  counts: { all: number; live: number; upcoming: number; finished: number };
}

const SPORTS = [
  { sport: 'football', url: '/match', detail: '/matchDetail/1/' },
  { sport: 'basketball', url: '/basket', detail: '/basketballDetail/2/' },
] as const;

async function dayOf(request: APIRequestContext, sport: string): Promise<Day> {
  const response = await request.get(`/sportapi/matches?sport=${sport}&status=all&pageSize=2000`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Day }).data;
}

/** The 全部 tab grouped by time: 进行中, 未开赛, 已完场, then the rest, each in the day's order. */
function lastShown(day: Day): number {
  const order: Phase[] = ['live', 'upcoming', 'finished', 'other'];
  const sorted = order.flatMap((phase) => day.list.filter((m) => m.phase === phase));
  return sorted[sorted.length - 1]?.id ?? 0;
}

for (const { sport, url, detail } of SPORTS) {
  test(`${url}: the page carries the first screen and the day's counts; the rest is read after hydration`, async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const day = await dayOf(request, sport);
    expect(day.list.length, `the API's day of ${sport} is longer than a first screen`).toBeGreaterThan(40);
    // The server render has a budget; a cold first render may miss it, the next one is warm.
    await request.get(url);
    const html = await (await request.get(url)).text();
    const block = /<script type="application\/json" id="jc-data">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    const queries = (
      JSON.parse(block) as {
        queries: Array<{
          queryKey: unknown[];
          state: { data: { list: Array<{ id: number }>; counts: unknown } };
        }>;
      }
    ).queries;
    const matches = queries.find((q) => q.queryKey[1] === 'matches')?.state.data;
    expect(matches, 'the data block holds the day').toBeDefined();
    expect(matches?.list.length).toBeGreaterThan(0);
    expect(matches?.list.length).toBeLessThanOrEqual(40);
    expect(matches?.counts).toEqual(day.counts);
    expect(Buffer.byteLength(block)).toBeLessThan(60_000);
    // Its rows are the day's first ones in the 全部 tab's order, and the tabs count the whole day.
    const firstIds = ['live', 'upcoming', 'finished', 'other'].flatMap((phase) =>
      day.list.filter((m) => m.phase === phase).map((m) => m.id),
    );
    expect(matches?.list.map((m) => m.id)).toEqual(
      firstIds
        .slice(0, matches?.list.length)
        .sort((a, b) => day.list.findIndex((m) => m.id === a) - day.list.findIndex((m) => m.id === b)),
    );
    const { text } = rootOf(html);
    expect(text).toContain(`全部 ${day.counts.all}`);
    expect(text).toContain(`进行中 ${day.counts.live}`);
    expect(text).toContain(`已完场 ${day.counts.finished}`);
    expect(text).toContain(`未开赛 ${day.counts.upcoming}`);

    // In the browser: the first row the server rendered stays the same element once the whole day is in.
    const { page, context, messages } = await openHydrated(
      browser,
      baseURL ?? '',
      url,
      `main [data-remote="scores"] a[href^="${detail}"]`,
    );
    try {
      const last = lastShown(day);
      expect(matches?.list.some((m) => m.id === last)).toBe(false);
      await expect(page.getByRole('tab', { name: `全部 ${day.counts.all}` })).toBeVisible();
      // The list is live (hydrated) before the probe is compared and the page scrolled: until then the
      // server's element is there whatever hydration will make of it.
      await expect(page.locator('#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      const kept = await page.evaluate((selector) => {
        const probe = (window as unknown as { __ssrProbe: Element | null }).__ssrProbe;
        return probe !== null && probe.isConnected && document.querySelector(selector) === probe;
      }, `main [data-remote="scores"] a[href^="${detail}"]`);
      expect(kept, 'the first row kept through hydration and the day read').toBe(true);
      // Every row of the day is reachable: the end of the list shows the day's last match.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.locator(`main a[href="${detail}${last}"]`)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
