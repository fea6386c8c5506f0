import { expect, test, type APIRequestContext, type Page } from './support/test';
import { recentMatch } from './support/recent-matches';
import { fastSimulator } from './support/fast-simulator';

/** Scores remote journeys against the real server (simulator at real time) and, for the live test, a fast one. */

/**
 * The first match for `query` on today's Shanghai date, else on the latest earlier day that has one: early in
 * the Beijing morning no European league has finished a match yet "today".
 */
function firstMatch(request: APIRequestContext, query: string) {
  return recentMatch<{ id: number; hasIntelligence: boolean }>(
    request,
    query,
    (list) => list.find((m) => m.hasIntelligence) ?? list[0],
  );
}

const rowLinks = (page: Page) => page.locator('[data-match-id] a[aria-label]');

test('/match shows today’s matches with counted tabs', async ({ page }) => {
  await page.goto('/match');
  await expect(page.getByRole('heading', { name: '足球比分' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '选择日期' }).locator('[aria-current="date"]'),
  ).toContainText('今天');
  await expect(rowLinks(page).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^全部 \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: /^已完场/ }).click();
  await expect(page).toHaveURL(/\/match\?tab=finished$/);
  await expect(rowLinks(page).first()).toHaveAttribute('aria-label', /完场$/);
});

test('the league filter narrows the list', async ({ page }) => {
  await page.goto('/match');
  await expect(rowLinks(page).first()).toBeVisible();
  await page.getByRole('button', { name: '赛事筛选' }).click();
  const dialog = page.getByRole('dialog', { name: /赛事筛选/ });
  await dialog.getByRole('button', { name: '反选' }).click();
  const league = dialog.getByRole('checkbox').first();
  const label = (await dialog.locator('label').first().innerText()).split('\n')[0]?.trim() ?? '';
  await league.check();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  const labels = await rowLinks(page).evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  expect(labels.length).toBeGreaterThan(0);
  for (const name of labels) expect(name?.startsWith(`${label} `)).toBe(true);
  await expect(page.getByRole('button', { name: /赛事筛选（已隐藏 \d+）/ })).toBeVisible();
});

test('a football detail page shows data in every tab', async ({ page, request }) => {
  const match = await firstMatch(request, 'sport=football&status=finished&leagueIds=1,2,3,4,5&pageSize=20');
  await page.goto(`/matchDetail/1/${match.id}`);
  await expect(page.getByRole('heading', { name: '足球比赛详情' })).toBeVisible();
  await expect(page.getByText('完场').first()).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('全场结束');
  // The 情报 tab shows this match's intelligence articles as the API lists them, or says there are none.
  const intel = (
    await (await request.get(`/sportapi/articles?kind=intelligence&matchId=${match.id}&pageSize=20`)).json()
  ).data.list as Array<{ title: string }>;
  expect(intel.length > 0).toBe(match.hasIntelligence);
  const checks: Array<[string, RegExp | string]> = [
    ['技术统计', /控球率/],
    ['阵容', /替补/],
    ['分析', /近期战绩/],
    ['文字直播', /\d+'/],
    ['情报', intel[0]?.title ?? '这场比赛暂时没有情报'],
  ];
  for (const [tab, text] of checks) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).toContainText(text);
    if (tab === '阵容') await expect(page.getByRole('img', { name: /^阵型/ })).toBeVisible();
  }
  if (match.hasIntelligence)
    await expect(panel.getByRole('link').first()).toHaveAttribute('href', /^\/intelligenceDetails\/\d+$/);
});

test('/basket shows quarter scores, away team first, and the detail has its tabs', async ({
  page,
  request,
}) => {
  await page.goto('/basket?tab=finished');
  await expect(page.getByRole('heading', { name: '篮球比分' })).toBeVisible();
  const row = rowLinks(page).first();
  await expect(row).toContainText(/Q1\s*\d+-\d+/);
  await expect(row).toContainText(/Q4\s*\d+-\d+/);
  const match = await firstMatch(request, 'sport=basketball&status=finished&pageSize=5');
  await page.goto(`/basketballDetail/2/${match.id}`);
  await expect(page.getByRole('table', { name: '每节比分' })).toBeVisible();
  for (const [tab, text] of [
    ['技术统计', /篮板/],
    ['球员数据', /得分/],
    ['分析', /近期战绩/],
    ['文字直播', /第[一二三四]节/],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel')).toContainText(text);
  }
});

test('a wrong detail id or type shows not-found', async ({ page, request }) => {
  await page.goto('/matchDetail/1/2147483000');
  await expect(page.getByRole('alert').filter({ hasText: '比赛不存在' })).toBeVisible();
  await page.goto('/matchDetail/abc/1');
  await expect(page.getByRole('alert').filter({ hasText: '比赛类型不正确' })).toBeVisible();
  const football = await firstMatch(request, 'sport=football&pageSize=1');
  await page.goto(`/basketballDetail/2/${football.id}`);
  await expect(page.getByRole('alert').filter({ hasText: '这不是一场篮球比赛' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '篮球比赛详情' })).toBeVisible();
});

test.describe('live scores', () => {
  const sim = fastSimulator();

  test('a live score changes on screen without a reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${sim.url}/match?tab=live`);
    await expect(rowLinks(page).first()).toBeVisible();
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    const scores = () =>
      rowLinks(page).evaluateAll((links) =>
        Object.fromEntries(
          links.map((l) => [
            l.closest('[data-match-id]')?.getAttribute('data-match-id'),
            l.getAttribute('aria-label')?.match(/ (\d+-\d+) /)?.[1],
          ]),
        ),
      );
    const before = await scores();
    await expect
      .poll(
        async () => {
          const now = await scores();
          return Object.keys(now).some((id) => before[id] && now[id] && before[id] !== now[id]);
        },
        { timeout: 75_000, intervals: [500] },
      )
      .toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
