import { expect, test, type Page } from './support/test';
import { submitLogin } from './support/session';

/** Content journeys against the real server: news, intelligence, and buying a solution with the balance. */

const accountButton = (page: Page) => page.getByRole('button', { name: /^账户菜单/ });

async function readBalance(page: Page): Promise<number> {
  await accountButton(page).click();
  const line = page.getByText(/^余额: \d+$/);
  await expect(line).toBeVisible();
  const balance = Number((await line.textContent())?.replace(/\D/g, ''));
  await page.keyboard.press('Escape');
  return balance;
}

test('a news article opens from the list at /news?id= and links its league’s matches', async ({ page }) => {
  await page.goto('/news');
  await expect(page).toHaveTitle('锦城体育 - 赛事新闻');
  const list = page.getByRole('list', { name: '新闻列表' });
  const first = list.getByRole('link').first();
  const title = (await first.getByRole('heading').getAttribute('title')) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/news\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: '返回新闻列表' })).toHaveAttribute('href', '/news');
  const related = page
    .getByRole('complementary', { name: '相关内容' })
    .getByRole('link', { name: / vs | : / })
    .first();
  await expect(related).toHaveAttribute('href', /^\/(matchDetail\/1|basketballDetail\/2)\/\d+$/);

  // The same URL opened directly shows the same article.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('news pages with 加载更多', async ({ page }) => {
  await page.goto('/news');
  const list = page.getByRole('list', { name: '新闻列表' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: '加载更多' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem').nth(10)).toBeFocused();
});

test('a finished match links its 战报 on its detail page, and the report shows the score', async ({
  page,
  request,
}) => {
  const reports = (await (await request.get('/sportapi/articles?kind=report&pageSize=1')).json()).data as {
    list: Array<{ id: number; title: string; matchId: number; sport: string }>;
  };
  const report = reports.list[0];
  expect(report).toBeDefined();
  const { id, title, matchId, sport } = report as NonNullable<typeof report>;
  const detail = (await (await request.get(`/sportapi/matches/${matchId}`)).json()).data as {
    match: { status: string; homeScore: number; awayScore: number };
  };
  expect(detail.match.status).toBe('finished');
  await page.goto(sport === 'basketball' ? `/basketballDetail/2/${matchId}` : `/matchDetail/1/${matchId}`);
  await page.getByRole('link', { name: `战报：${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/news\\?id=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The match header reads basketball away first (客队 - 主队), football home first.
  const { homeScore, awayScore } = detail.match;
  const score = sport === 'basketball' ? `${awayScore} - ${homeScore}` : `${homeScore} - ${awayScore}`;
  await expect(page.getByText(score, { exact: true })).toBeVisible();

  // The news list has the 战报 among its kinds.
  await page.goto('/news');
  await page.getByRole('button', { name: '战报', exact: true }).click();
  await expect(page.getByRole('list', { name: '战报列表' }).getByRole('link').first()).toBeVisible();
});

test('an intelligence report opens from the list with its match header', async ({ page }) => {
  await page.goto('/intelligence');
  await expect(page).toHaveTitle('锦城体育 - 赛事情报');
  await page.getByRole('list', { name: '情报列表' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/intelligenceDetails\/\d+$/);
  await expect(page).toHaveTitle('锦城体育 - 情报详情');
  for (const section of ['伤停', '状态', '战意', '战术', '结论']) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^比赛详情/ })).toHaveAttribute(
    'href',
    /^\/(matchDetail\/1|basketballDetail\/2)\/\d+$/,
  );
});

/** WCAG contrast of two `rgb(…)`/`rgba(…)` colours, the first laid over the second. */
function contrast(text: string, back: string): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
  const [br = 0, bg = 0, bb = 0] = parse(back);
  const [tr = 0, tg = 0, tb = 0, ta = 1] = parse(text);
  const over = [tr * ta + br * (1 - ta), tg * ta + bg * (1 - ta), tb * ta + bb * (1 - ta)];
  const lum = ([r, g, b]: number[]) =>
    [r, g, b]
      .map((v) => (v ?? 0) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [a, b] = [lum(over), lum([br, bg, bb])].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

test('the 主队/客队 labels of a match header are readable on its green (4.5:1 on both gradient stops)', async ({
  page,
}) => {
  await page.goto('/intelligence');
  await page.getByRole('list', { name: '情报列表' }).getByRole('link').first().click();
  const header = page.getByRole('region', { name: '比赛信息' });
  await expect(header.getByText('主队', { exact: true })).toBeVisible();
  const colours = await header.evaluate((section) => {
    const stops = getComputedStyle(section).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
    const labels = [...section.querySelectorAll('small')].filter((s) =>
      /^(主队|客队)$/.test(s.textContent ?? ''),
    );
    return { stops, labels: labels.map((label) => getComputedStyle(label).color) };
  });
  expect(colours.stops.length).toBeGreaterThanOrEqual(2);
  expect(colours.labels).toHaveLength(2);
  for (const label of colours.labels)
    for (const stop of colours.stops) expect(contrast(label, stop)).toBeGreaterThanOrEqual(4.5);
});

test('sign in, buy a solution, see the analysis and the lower balance; still unlocked after reload', async ({
  page,
  request,
}) => {
  // Sign-in, purchase and a reload in one test: more than a minute on a loaded 2-core machine.
  test.slow();
  const res = await request.get('/sportapi/solutions?result=pending&pageSize=50');
  const list = (await res.json()).data.list as Array<{ id: number; price: number }>;
  const paid = list.find((s) => s.price > 0);
  expect(paid).toBeDefined();
  const { id, price } = paid!;

  await page.goto(`/solutionDetails?id=${id}`);
  await expect(page).toHaveTitle('锦城体育 - 方案详情');
  const buy = page.getByRole('button', { name: `购买方案（${price} 金币）` });
  // Signed out: 购买 opens the login dialog.
  await buy.click();
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await dialog.getByRole('tab', { name: '密码登录' }).click();
  await dialog.getByLabel('手机号', { exact: true }).fill('13800000001');
  await dialog.getByLabel('密码', { exact: true }).fill('Jincheng123');
  await dialog.getByRole('checkbox').check();
  await submitLogin(page, dialog);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/solutionDetails\\?id=${id}$`));
  const before = await readBalance(page);
  expect(before).toBeGreaterThanOrEqual(price);

  await buy.click();
  const confirm = page.getByRole('dialog', { name: '确认购买' });
  await expect(confirm).toContainText(`当前余额：${before} 金币`);
  await confirm.getByRole('button', { name: `支付 ${price} 金币` }).click();
  await expect(page.getByRole('heading', { name: /专家分析/ })).toBeVisible();
  await expect(page.getByText(/^推荐：/)).toBeVisible();
  await expect(buy).toHaveCount(0);
  expect(await readBalance(page)).toBe(before - price);

  await page.reload();
  await expect(page.getByRole('heading', { name: /专家分析/ })).toBeVisible();
  await expect(page.getByText('已购买')).toBeVisible();
  await expect(page.getByRole('button', { name: /购买方案/ })).toHaveCount(0);
  expect(await readBalance(page)).toBe(before - price);
});
