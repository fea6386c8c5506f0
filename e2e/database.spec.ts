import { expect, test } from './support/test';

/** The database remote against the real server: league → team → player → match, rankings, not-found. */
test.describe('database', () => {
  test('league → 英超 standings → team → player → one of his matches', async ({ page }) => {
    await page.goto('/league');
    await expect(page).toHaveTitle('锦城体育 - 全球赛事资料库');
    await page.getByRole('navigation', { name: '赛事分组' }).waitFor();
    await page.getByRole('link', { name: '英超', exact: true }).click();
    await expect(page).toHaveURL(/\/league\?id=\d+$/);
    await expect(page.getByRole('heading', { name: '英格兰超级联赛' })).toBeVisible();
    const table = page.getByRole('table', { name: /英超 .* 积分榜/ });
    await expect(table.locator('tbody tr')).toHaveCount(20);
    await expect(page.getByRole('list', { name: '排名区间说明' })).toContainText('降级区');

    const firstTeam = table.locator('tbody tr').first().getByRole('link');
    const teamName = (await firstTeam.getAttribute('title')) ?? '';
    await firstTeam.click();
    await expect(page).toHaveURL(/\/team\/\d+$/);
    await expect(page).toHaveTitle('锦城体育 - 足球球队');
    await expect(page.getByRole('heading', { level: 2, name: teamName })).toBeVisible();
    const teamId = /\/team\/(\d+)$/.exec(page.url())?.[1];

    const forwards = page.getByRole('table', { name: /^前锋/ });
    await forwards.locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/player/\\d+/${teamId}$`));
    await expect(page).toHaveTitle('锦城体育 - 足球球员');
    await expect(page.getByText('出场时间')).toBeVisible();

    const recent = page.getByRole('table', { name: '近期比赛' });
    await recent.locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/matchDetail\/1\/\d+$/);
    await expect(page).toHaveTitle('锦城体育 - 足球比赛详情');
  });

  test('the schedule switches rounds through the URL', async ({ page }) => {
    await page.goto('/league');
    await page.getByRole('link', { name: '英超', exact: true }).click();
    await page.getByRole('navigation', { name: '赛事资料' }).getByRole('link', { name: '赛程' }).click();
    const heading = page.getByRole('heading', { name: /^赛程 · 第\d+轮$/ });
    await expect(heading).toBeVisible();
    const round = Number(/第(\d+)轮/.exec((await heading.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: /上一轮/ }).click();
    await expect(page).toHaveURL(new RegExp(`tab=schedule&round=${round - 1}$`));
    await expect(page.getByRole('heading', { name: `赛程 · 第${round - 1}轮` })).toBeVisible();
    await expect(page.getByRole('list', { name: /第\d+轮赛程/ }).getByRole('listitem')).toHaveCount(10);
  });

  test('/ranking shows the standings, player and expert boards', async ({ page }) => {
    await page.goto('/ranking');
    await expect(page).toHaveTitle('锦城体育 - 排行榜');
    await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('list', { name: '排名区间说明' }).first()).toBeVisible();

    const boards = page.getByRole('navigation', { name: '榜单' });
    await boards.getByRole('link', { name: '球员榜' }).click();
    await expect(page).toHaveURL(/board=players/);
    await expect(
      page
        .getByRole('table', { name: /射手榜/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await page.getByRole('navigation', { name: '球员榜类型' }).getByRole('link', { name: '助攻榜' }).click();
    await expect(
      page
        .getByRole('table', { name: /助攻榜/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();

    await boards.getByRole('link', { name: '专家榜' }).click();
    const experts = page.getByRole('table', { name: /专家/ });
    await expect(experts.locator('tbody tr').first()).toBeVisible();
    await expect(experts.getByRole('columnheader', { name: /命中率/ })).toBeVisible();
    await expect(experts.getByRole('columnheader', { name: /当前连红/ })).toBeVisible();
    await experts.locator('tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/expertsDetail\?id=\d+$/);
  });

  test('an unknown team id shows not-found', async ({ page }) => {
    await page.goto('/team/2147483000');
    await expect(page).toHaveTitle('锦城体育 - 足球球队');
    await expect(page.getByRole('heading', { name: '未找到该球队' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回赛事资料库' })).toBeVisible();
  });

  test('on H5 a wide table scrolls inside its card with the first column fixed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/league');
    await page.getByRole('link', { name: '英超', exact: true }).click();
    const region = page.getByRole('region', { name: /英超 .* 积分榜/ });
    await expect(region.locator('tbody tr')).toHaveCount(20);
    const sizes = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const firstCell = region.locator('tbody tr').first().locator('th');
    expect(await firstCell.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    const before = await firstCell.boundingBox();
    await region.evaluate((el) => el.scrollTo({ left: 200 }));
    const after = await firstCell.boundingBox();
    expect(after?.x).toBeCloseTo(before?.x ?? 0, 0);
  });
});
