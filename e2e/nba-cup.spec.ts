import type { LeagueDetailData, LeagueScheduleData } from '@jincheng/shared/core';
import { expect, test, type APIRequestContext, type Page, PHONE } from './support/test';
import { seriousViolations } from './support/axe';

/**
 * Issue 47: the NBA杯 (in-season tournament) in the NBA's league page — the six group tables and the knock-out —
 * and the cup label on its games in the 赛程, with the ids, clubs and records read from the running server
 * (pinned in November: the group stage under way, the knock-out places still open), at 1440 and at 375.
 */
async function nba(request: APIRequestContext): Promise<LeagueDetailData> {
  const tree = (await (await request.get('/sportapi/leagues?sport=basketball')).json()) as {
    data: { hot: Array<{ id: number; shortName: string }> };
  };
  const id = tree.data.hot.find((l) => l.shortName === 'NBA')?.id;
  return ((await (await request.get(`/sportapi/leagues/${id}`)).json()) as { data: LeagueDetailData }).data;
}

async function checkCup(page: Page, detail: LeagueDetailData): Promise<void> {
  const cup = detail.nbaCup;
  expect(cup).not.toBeNull();
  await page.goto(`/league?id=${detail.league.id}`);
  await page.getByRole('navigation', { name: '赛事资料' }).getByRole('link', { name: 'NBA杯' }).click();
  await expect(page.getByText(/本站模拟抽签/)).toBeVisible();
  for (const group of cup!.groups) {
    const table = page.getByRole('table', { name: new RegExp(`^NBA杯 ${group.name}`) });
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const top = group.rows[0]!;
    await expect(table.locator('tbody tr').first()).toContainText(top.team.shortName);
    await expect(table.locator('tbody tr').first()).toContainText(String(top.won));
  }
  const quarters = page.getByRole('list', { name: 'NBA杯 1/4决赛对阵' });
  await expect(quarters.locator(':scope > li')).toHaveCount(4);
  await expect(quarters).toContainText('东部1号种子');
  await expect(page.getByRole('list', { name: /NBA杯 决赛（拉斯维加斯/ })).toContainText('东部半决赛胜者');
  expect(await seriousViolations(page)).toEqual([]);
}

async function checkSchedule(
  page: Page,
  request: APIRequestContext,
  detail: LeagueDetailData,
): Promise<void> {
  const night = detail.nbaCup!.groupNights[0]!;
  const round = Math.round((Date.parse(night) - Date.parse(detail.season.firstDay!)) / 86_400_000) + 1;
  const schedule = (
    (await (await request.get(`/sportapi/leagues/${detail.league.id}/schedule?round=${round}`)).json()) as {
      data: LeagueScheduleData;
    }
  ).data;
  const game = schedule.matches[0]!;
  expect(game.roundName).toMatch(/^NBA杯 (东部|西部)[ABC]组$/);
  await page.goto(`/league?id=${detail.league.id}&tab=schedule&round=${round}`);
  await expect(page.getByText(game.roundName).first()).toBeVisible();
}

test('the NBA杯 tab and the cup label in the 赛程 (1440)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const detail = await nba(request);
  await checkCup(page, detail);
  await checkSchedule(page, request, detail);
});

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the NBA杯 tab fits 375 px, one group table a row', async ({ page, request }) => {
    const detail = await nba(request);
    await checkCup(page, detail);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await checkSchedule(page, request, detail);
  });
});
