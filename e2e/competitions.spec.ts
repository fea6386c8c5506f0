import { expect, test, type APIRequestContext } from './support/test';

type LeagueTree = { data: { hot: Array<{ id: number; shortName: string }> } };

async function leagueId(request: APIRequestContext, sport: string, shortName: string): Promise<number> {
  const tree = (await (await request.get(`/sportapi/leagues?sport=${sport}`)).json()) as LeagueTree;
  const league = tree.data.hot.find((l) => l.shortName === shortName);
  if (!league) throw new Error(`${shortName} is not among the hot leagues`);
  return league.id;
}

/** Cup structure and grouped tables on the league screen, with ids read from the running server. */
test.describe('competitions', () => {
  test('欧冠: league-phase table, then the knock-out rounds from the API with legs linking to matches', async ({
    page,
    request,
  }) => {
    const id = await leagueId(request, 'football', '欧冠');
    await page.goto(`/league?id=${id}`);
    await expect(page.getByRole('heading', { name: '欧洲冠军联赛' })).toBeVisible();
    await expect(page.getByRole('table', { name: /欧冠 .* 联赛阶段排名/ }).locator('tbody tr')).toHaveCount(
      36,
    );
    await page.getByRole('navigation', { name: '赛事资料' }).getByRole('link', { name: '淘汰赛' }).click();
    const playoffs = page.getByRole('list', { name: '淘汰赛附加赛对阵' });
    await expect(playoffs.locator(':scope > li')).toHaveCount(8);
    await expect(playoffs.getByText('晋级')).toHaveCount(8);
    const last16 = page.getByRole('list', { name: '1/8决赛对阵' });
    await expect(last16.locator(':scope > li')).toHaveCount(8);
    await expect(page.getByRole('list', { name: '1/4决赛对阵' })).toContainText('胜者');
    await last16
      .getByRole('link', { name: /^首回合 / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/matchDetail\/1\/\d+$/);
    await expect(page).toHaveTitle('锦城体育 - 足球比赛详情');
  });

  test('NBA: one table per conference, fifteen clubs each', async ({ page, request }) => {
    const id = await leagueId(request, 'basketball', 'NBA');
    await page.goto(`/league?id=${id}`);
    await expect(page.getByRole('table', { name: /NBA .* 东部排名/ }).locator('tbody tr')).toHaveCount(15);
    await expect(page.getByRole('table', { name: /NBA .* 西部排名/ }).locator('tbody tr')).toHaveCount(15);
  });
});
