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
  test('欧冠 in November: the league-phase table of 36, and a 淘汰赛 tab that says the draw is still to come', async ({
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
    await expect(page.getByText(/淘汰赛对阵将于联赛阶段结束后抽签/)).toBeVisible();
    const calendar = page.getByRole('list', { name: '淘汰赛赛程' });
    await expect(calendar.locator(':scope > li')).toHaveCount(5);
    await expect(calendar).toContainText('1/8决赛');
    await expect(page.getByRole('list', { name: '淘汰赛附加赛对阵' })).toHaveCount(0);
  });

  test('欧冠 2024-25 from the season switcher: the real knock-out rounds, final 巴黎圣日耳曼 5-0 国际米兰', async ({
    page,
    request,
  }) => {
    const id = await leagueId(request, 'football', '欧冠');
    type Team = { name: string; shortName: string };
    const past = (await (await request.get(`/sportapi/leagues/${id}?season=2024-25`)).json()) as {
      data: {
        season: { current: boolean };
        knockout: Array<{ stage: string; ties: Array<{ high: { team: Team }; low: { team: Team } }> }>;
      };
    };
    expect(past.data.season.current).toBe(false);
    const decider = past.data.knockout.find((r) => r.stage === 'final')?.ties[0];
    // The real final: 国际米兰 (4th in the league phase) 0-5 巴黎圣日耳曼 (15th).
    expect([decider?.high.team.name, decider?.low.team.name]).toEqual(['国际米兰', '巴黎圣日耳曼']);
    await page.goto(`/league?id=${id}&season=2024-25&tab=knockout`);
    const playoffs = page.getByRole('list', { name: '淘汰赛附加赛对阵' });
    await expect(playoffs.locator(':scope > li')).toHaveCount(8);
    await expect(page.getByRole('list', { name: '1/8决赛对阵' }).locator(':scope > li')).toHaveCount(8);
    await expect(page.getByRole('list', { name: '1/4决赛对阵' }).locator(':scope > li')).toHaveCount(4);
    await expect(page.getByRole('list', { name: '半决赛对阵' }).locator(':scope > li')).toHaveCount(2);
    const final = page.getByRole('list', { name: '决赛对阵', exact: true });
    await expect(final).toContainText(decider?.high.team.shortName as string);
    await expect(final).toContainText(decider?.low.team.shortName as string);
    await expect(final.getByLabel('总比分 0-5')).toBeVisible();
    await expect(page.getByText('淘汰赛对阵将于联赛阶段结束后抽签')).toHaveCount(0);
  });

  test('NBA: one table per conference, fifteen clubs each', async ({ page, request }) => {
    const id = await leagueId(request, 'basketball', 'NBA');
    await page.goto(`/league?id=${id}`);
    await expect(page.getByRole('table', { name: /NBA .* 东部排名/ }).locator('tbody tr')).toHaveCount(15);
    await expect(page.getByRole('table', { name: /NBA .* 西部排名/ }).locator('tbody tr')).toHaveCount(15);
  });
});
