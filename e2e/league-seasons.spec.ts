import type { LeagueDetailData, LeagueTreeData } from '@jincheng/shared/core';
import { shownName } from './support/names';
import { openHydrated, rootOf } from './support/server-render';
import { expect, test, type APIRequestContext } from './support/test';

/** Issue 31: past seasons of real results on /league, chosen with the 赛季 select; ids come from the API. */
async function premierLeague(request: APIRequestContext): Promise<number> {
  const tree = (await (await request.get('/sportapi/leagues?sport=football')).json()) as {
    data: LeagueTreeData;
  };
  const league = tree.data.hot.find((l) => l.shortName === '英超');
  if (!league) throw new Error('the API has no 英超');
  return league.id;
}

async function pastTable(request: APIRequestContext, id: number): Promise<LeagueDetailData> {
  const res = await request.get(`/sportapi/leagues/${id}?season=2024-25`);
  return ((await res.json()) as { data: LeagueDetailData }).data;
}

test.describe('league seasons', () => {
  test('the 赛季 select shows the real 2024/25 英超 table and goes back to the current season', async ({
    page,
    request,
  }) => {
    const id = await premierLeague(request);
    const past = await pastTable(request, id);
    await page.goto(`/league?id=${id}`);
    const select = page.getByLabel('赛季');
    await expect(select).toBeVisible();
    // A choice made before hydration is held (early-taps.spec.ts covers it); this test is about the seasons.
    await expect(page.locator('main#main[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    // 英超 2025/26 is whole and real now: no 数据截至 or 模拟 note on it.
    await expect(select.locator('option')).toHaveText([/本赛季/, '2025/26', '2024/25']);
    await select.selectOption('2024-25');
    await expect(page).toHaveURL(new RegExp(`/league\\?id=${id}&season=2024-25$`));
    const table = page.getByRole('table', { name: /英超 2024\/25 积分榜/ });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    const first = past.standings[0];
    expect(first?.points).toBe(84);
    await expect(table.locator('tbody tr').first()).toContainText(shownName(first!.team, 'standings'));
    await expect(table.locator('tbody tr').first()).toContainText('84');
    await select.selectOption(past.seasons[0]?.code ?? '');
    await expect(page).toHaveURL(new RegExp(`/league\\?id=${id}$`));
    await expect(page.getByRole('table', { name: /英超 2026\/27 积分榜/ })).toBeVisible();
  });

  test('a past season arrives server-rendered and hydrates without a console error', async ({
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const id = await premierLeague(request);
    const past = await pastTable(request, id);
    const url = `/league?id=${id}&season=2024-25`;
    await request.get(url);
    const response = await request.get(url);
    expect(response.headers()['x-jc-render']).toBe('server');
    const { text } = rootOf(await response.text());
    for (const row of past.standings.slice(0, 3)) expect(text).toContain(shownName(row.team, 'standings'));
    const { page, context, messages } = await openHydrated(
      browser,
      baseURL ?? '',
      url,
      'main [data-remote="database"] table',
    );
    try {
      await expect(page.getByLabel('赛季')).toHaveValue('2024-25');
      const kept = await page.evaluate(() => {
        const probe = (window as unknown as { __ssrProbe: Element | null }).__ssrProbe;
        return (
          probe !== null &&
          probe.isConnected &&
          document.querySelector('main [data-remote="database"] table') === probe
        );
      });
      expect(kept).toBe(true);
      await page.waitForTimeout(500);
      expect(messages).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
