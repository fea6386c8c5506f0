import { expect, newContext, test, type BrowserContext, type Page } from './support/test';
import { shownName } from './support/names';
import { startServer, type TestServer } from './support/server';

/**
 * 指数: the tab renders the books' odds of a real match read from the API, and they move on screen after a
 * goal. A server of its own runs the simulator at 60× (the suite's shared server runs at real time).
 */
test.describe('odds', () => {
  let server: TestServer | undefined;
  let base = '';

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer({ env: { SIMULATOR: 'on', SIM_SPEED: '60' } });
    base = server.url;
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });

  interface Live {
    id: number;
    status: string;
    minute: number | null;
    home: { name: string; shortName: string };
  }

  /** Matches in play early enough that a goal will not settle them (the markets stay open). */
  async function earlyLiveMatches(): Promise<Live[]> {
    const res = await fetch(`${base}/sportapi/matches?sport=football&status=live&pageSize=200`);
    const list = ((await res.json()) as { data: { list: Live[] } }).data.list;
    return list
      .filter((m) => ['first_half', 'half_time', 'second_half'].includes(m.status) && (m.minute ?? 0) < 60)
      .sort((a, b) => (a.minute ?? 0) - (b.minute ?? 0));
  }

  const euroRow = (page: Page) =>
    page.getByRole('region', { name: '欧赔表格' }).getByRole('row').filter({ hasText: '锦官' });
  /** The current (即时) home, draw and away prices of 锦官, as numbers. */
  const currentEuro = async (page: Page) =>
    (await euroRow(page).getByRole('cell').allTextContents()).slice(3, 6).map((t) => Number.parseFloat(t));
  const score = async (page: Page) =>
    (
      await page
        .getByLabel(/^比分 /)
        .first()
        .getAttribute('aria-label')
    )?.replace('比分 ', '') ?? '';

  test('the 指数 tab shows every book for a real match, and its prices move after a goal', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const candidates = (await earlyLiveMatches()).slice(0, 4);
    // One browser context (one fan) per match: a detail page holds two streams (the live feed and 聊天室), and
    // four pages of one context would take 8 of the 6 connections a browser opens to one HTTP/1.1 host, so the
    // odds' refetch after a goal would wait for a free one (docs/community.md, "The room on screen").
    expect(candidates.length).toBeGreaterThan(0);
    const pages: Array<{ page: Page; id: number; score: string; euro: number[] }> = [];
    for (const m of candidates) {
      const odds = (await (await fetch(`${base}/sportapi/matches/${m.id}/odds`)).json()) as {
        data: { books: Array<{ book: { name: string } }> };
      };
      const context = await newContext(browser);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${base}/matchDetail/1/${m.id}?tab=odds`);
      await expect(page.getByRole('heading', { name: '欧赔' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '亚盘' })).toBeVisible();
      await expect(page.getByRole('heading', { name: '大小球' })).toBeVisible();
      const euro = page.getByRole('region', { name: '欧赔表格' });
      for (const b of odds.data.books)
        await expect(euro.getByRole('rowheader', { name: new RegExp(`^${b.book.name}`) })).toBeVisible();
      // The detail header names the teams in full (a short name such as 古马U19 is not part of 古马流浪者U19).
      await expect(page.getByText(shownName(m.home, 'match-header'), { exact: true }).first()).toBeVisible();
      pages.push({ page, id: m.id, score: await score(page), euro: await currentEuro(page) });
    }
    // Wait for a goal in one of them, on screen, without a reload.
    let scored: (typeof pages)[number] | undefined;
    await expect
      .poll(
        async () => {
          for (const p of pages) if ((await score(p.page)) !== p.score) scored = p;
          return scored !== undefined;
        },
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(true);
    const { page } = scored!;
    const [home, away] = (await score(page)).split(' - ').map(Number) as [number, number];
    const [wasHome, wasAway] = scored!.score.split(' - ').map(Number) as [number, number];
    const side = home > wasHome ? 0 : away > wasAway ? 2 : -1;
    expect(side).not.toBe(-1);
    // The scorer's price shortens (or the market is taken off, 封, when the goal all but settles it).
    await expect
      .poll(
        async () => {
          const row = (await euroRow(page).textContent()) ?? '';
          return row.includes('封') || (await currentEuro(page))[side]! < scored!.euro[side]!;
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true);
    // The history says why, with the new score — unless the goal all but settled the market and it was taken
    // off (封); that can come a moment after the price moved.
    await page.getByRole('button', { name: '锦官欧赔走势' }).click();
    const why = page
      .getByRole('row')
      .filter({ hasText: '进球后' })
      .filter({ hasText: `${home}-${away}` });
    await expect
      .poll(
        async () => (await why.count()) > 0 || ((await euroRow(page).textContent()) ?? '').includes('封'),
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true);
  });
});
