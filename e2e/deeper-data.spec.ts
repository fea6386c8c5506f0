import type { APIRequestContext } from '@playwright/test';
import { expectHydrated } from './support/real-content';
import { expect, test, PHONE } from './support/test';

/**
 * The deeper data (issue 47) against the real server, ids read from the API: the 英超 xG and 评分 boards and
 * the NBA 抢断 board, a team's 数据 section with its 赛季 select, and the player comparison — at 1440 and on
 * a 375 px touch phone.
 */
const WIDE = { viewport: { width: 1440, height: 900 } };

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
const hotLeague = async (request: APIRequestContext, sport: string, short: string) =>
  (
    await data<{ hot: Array<{ id: number; shortName: string }> }>(request, `/sportapi/leagues?sport=${sport}`)
  ).hot.find((l) => l.shortName === short)!.id;
type Board = {
  list: Array<{ playerId: number; playerTeamId: number; name: string; value: number; team: { id: number } }>;
  note: string | null;
};

for (const [size, use] of [
  ['1440', WIDE],
  ['375 touch', PHONE],
] as const) {
  test.describe(`deeper data at ${size}`, () => {
    test.use(use);

    test('the 英超 xG and 评分 boards and the NBA 抢断 board show the API’s leaders', async ({
      page,
      request,
    }) => {
      const epl = await hotLeague(request, 'football', '英超');
      const xg = await data<Board>(request, `/sportapi/leagues/${epl}/leaders?type=xg&pageSize=3`);
      expect(xg.list.length).toBeGreaterThan(0);
      await page.goto(`/league?id=${epl}&tab=leaders&type=xg`);
      const table = page.getByRole('table', { name: /英超 .* 预期进球/ });
      await expect(table.locator('tbody tr').first()).toContainText(xg.list[0]!.name);
      await expect(table.locator('tbody tr').first()).toContainText(xg.list[0]!.value.toFixed(2));
      const xgFigure = table
        .locator('tbody tr')
        .first()
        .getByText(xg.list[0]!.value.toFixed(2), { exact: true })
        .first();
      const xgBox = await xgFigure.boundingBox();
      expect((xgBox?.x ?? Infinity) + (xgBox?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.getByRole('navigation', { name: '榜单类型' }).getByRole('link', { name: '评分榜' }).click();
      await expect(page).toHaveURL(/type=rating/);
      const rating = await data<Board>(request, `/sportapi/leagues/${epl}/leaders?type=rating&pageSize=3`);
      expect(rating.note).toContain('平均评分');
      await expect(page.getByText(rating.note!)).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: /评分榜/ })
          .locator('tbody tr')
          .first(),
      ).toContainText(rating.list[0]!.name);

      const nba = await hotLeague(request, 'basketball', 'NBA');
      const steals = await data<Board>(
        request,
        `/sportapi/rankings/players?leagueId=${nba}&type=steals&pageSize=3`,
      );
      await page.goto(`/ranking?board=players&league=${nba}&type=steals`);
      const board = page.getByRole('table', { name: /抢断榜/ });
      await expect(board.locator('tbody tr').first()).toContainText(steals.list[0]!.name);
      await expect(board.locator('tbody tr').first()).toContainText(steals.list[0]!.value.toFixed(1));
      // The figure is on screen beside the name, on a phone too (the table scrolls sideways from the team on).
      const figure = board
        .locator('tbody tr')
        .first()
        .getByText(steals.list[0]!.value.toFixed(1), { exact: true })
        .first();
      const box = await figure.boundingBox();
      expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await expect(page.getByText(steals.note!)).toBeVisible();
    });

    test('a team’s 数据 shows the API’s season figures and switches to a past season', async ({
      page,
      request,
    }) => {
      const epl = await hotLeague(request, 'football', '英超');
      const table = await data<{ standings: Array<{ team: { id: number } }> }>(
        request,
        `/sportapi/leagues/${epl}`,
      );
      const teamId = table.standings[0]!.team.id;
      const stats = await data<{
        played: number;
        football: { xgForPerGame: number; shotsPerGame: number };
        seasons: Array<{ code: string; leagueId: number; current: boolean; leagueShortName: string }>;
      }>(request, `/sportapi/teams/${teamId}/stats`);
      expect(stats.played).toBeGreaterThan(0);
      await page.goto(`/team/${teamId}`);
      const section = page.getByRole('region', { name: '数据' });
      await expect(section.getByText('场均xG').locator('xpath=following-sibling::dd')).toHaveText(
        stats.football.xgForPerGame.toFixed(2),
      );
      await expect(section.getByText('场均射门').locator('xpath=following-sibling::dd')).toHaveText(
        stats.football.shotsPerGame.toFixed(1),
      );
      const past = stats.seasons.find((s) => !s.current && s.leagueShortName === '英超')!;
      // The choice is a router navigation: made once the page is interactive (a phone hydrates later).
      await expectHydrated(page);
      await section.getByRole('combobox', { name: '赛季' }).selectOption(`${past.leagueId}:${past.code}`);
      await expect(page).toHaveURL(new RegExp(`season=${past.code}&league=${past.leagueId}`));
      await expect(section.getByText('往季真实赛果只有比分，无 xG 与射门统计。')).toBeVisible();
    });

    test('对比: two 英超 players side by side, the second found by search', async ({ page, request }) => {
      const epl = await hotLeague(request, 'football', '英超');
      const [a, b] = (await data<Board>(request, `/sportapi/leagues/${epl}/leaders?type=xg&pageSize=2`)).list;
      const lineA = await data<{ football: { xg: number } }>(
        request,
        `/sportapi/players/${a!.playerId}/season`,
      );
      const lineB = await data<{ football: { xg: number } }>(
        request,
        `/sportapi/players/${b!.playerId}/season`,
      );
      await page.goto(`/player/${a!.playerId}/${a!.playerTeamId}`);
      const card = page.getByRole('region', { name: '对比' });
      await card.waitFor();
      await expectHydrated(page);
      await card.getByRole('searchbox', { name: '选择对比球员' }).fill(b!.name);
      await card.getByRole('button', { name: '搜索' }).click();
      await card
        .getByRole('list', { name: '搜索结果' })
        .getByRole('link', { name: new RegExp(b!.name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`compare=${b!.playerId}`));
      const compare = page.getByRole('table', { name: new RegExp(`${a!.name} 与 ${b!.name}`) });
      const xgRow = compare.getByRole('row', { name: /预期进球/ });
      await expect(xgRow.getByRole('cell').nth(0)).toHaveText(lineA.football.xg.toFixed(2));
      await expect(xgRow.getByRole('cell').nth(1)).toHaveText(lineB.football.xg.toFixed(2));
      if (size !== '1440') {
        const box = await card.getByRole('button', { name: '搜索' }).boundingBox();
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
    });
  });
}
