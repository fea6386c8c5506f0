import { expect, newContext, test, type Locator, type Page, PHONE } from './support/test';

/**
 * The model's compact forecast bar (issue 50): the suite's server freezes every match kicking off within 48 h
 * at its start (the forecast sweep); a list row of /match and /basket and an 情报 item of such a match carry a
 * thin bar whose link reads the frozen numbers (ids and numbers from the API) and leads to the match's 模型
 * tab, at 1440 and on a 375 px touch phone, without widening the page.
 */
type Bar = [number, number, number] | [number, number];
interface Row {
  id: number;
  status: string;
  model?: Bar;
}
interface Item {
  id: number;
  sport: 'football' | 'basketball';
  matchId: number | null;
  model?: Bar;
}

async function api<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  expect(res.ok, path).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Waits for the sweep (it runs in the background once the server listens) and returns what `pick` finds. */
async function once<T>(read: () => Promise<T | undefined>): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => (found = await read()), { timeout: 60_000, message: 'a frozen forecast in the API' })
    .toBeDefined();
  return found!;
}

const upcoming = (base: string, sport: 'football' | 'basketball', date: string) =>
  api<{ list: Row[] }>(base, `/sportapi/matches?sport=${sport}&status=upcoming&pageSize=200&date=${date}`);

/**
 * An upcoming row with a frozen forecast, on the 未开赛 tab (fewer rows above it) of today or, when today's
 * games have all begun (basketball's are played in the Beijing morning), tomorrow.
 */
const upcomingRow = (base: string, sport: 'football' | 'basketball') =>
  once(async () => {
    const { today, days } = await api<{ today: string; days: Array<{ date: string }> }>(
      base,
      `/sportapi/matches/days?sport=${sport}`,
    );
    for (const date of days
      .map((d) => d.date)
      .filter((d) => d >= today)
      .slice(0, 2)) {
      const row = (await upcoming(base, sport, date)).list.find((m) => m.model);
      if (row) return { row, date };
    }
    return undefined;
  });

/**
 * The bar's link reads each part as a whole percent of the API's probability (within the rounding that makes
 * them sum to 100), in the sport's order: football 主胜/平/客胜, basketball 客胜/主胜.
 */
async function checkBar(link: Locator, bar: Bar) {
  const name = (await link.getAttribute('title')) ?? '';
  const labels = bar.length === 3 ? ['主胜', '平', '客胜'] : ['客胜', '主胜'];
  const probs = bar.length === 3 ? bar : [bar[1], bar[0]];
  expect(name).toMatch(new RegExp(`^模型预测 ${labels.map((l) => `${l} \\d+%`).join('，')}$`));
  const shown = [...name.matchAll(/(\d+)%/g)].map((m) => Number(m[1]));
  expect(shown.reduce((a, p) => a + p, 0)).toBe(100);
  shown.forEach((p, i) => expect(Math.abs(p - probs[i]! * 100)).toBeLessThanOrEqual(1));
  await expect(link).toHaveAccessibleName(name);
  const parts = link.locator('[data-outcome]');
  await expect(parts).toHaveCount(bar.length);
  await expect(link).toBeVisible();
}

async function follow(page: Page, link: Locator, tap: boolean, path: RegExp) {
  if (tap) await link.tap();
  else await link.click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('region', { name: '模型预测' })).toBeVisible({ timeout: 30_000 });
}

async function checkList(page: Page, base: string, sport: 'football' | 'basketball', tap: boolean) {
  const { row, date } = await upcomingRow(base, sport);
  await page.goto(`${base}/${sport === 'football' ? 'match' : 'basket'}?tab=upcoming&date=${date}`);
  const line = page.locator(`[data-match-id="${row.id}"]`);
  await line.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const link = line.getByTestId('forecast-bar');
  await checkBar(link, row.model!);
  // No bar rather than a made-up one: every row of the page with a bar is a match the API gave one.
  const listed = await upcoming(base, sport, date);
  const barred = new Set(listed.list.filter((m) => m.model).map((m) => String(m.id)));
  for (const id of await page
    .locator('[data-match-id]')
    .filter({ has: page.getByTestId('forecast-bar') })
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-match-id'))))
    expect(barred.has(id!), `row ${id} has a frozen forecast`).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  const detail = sport === 'football' ? `/matchDetail/1/${row.id}` : `/basketballDetail/2/${row.id}`;
  await follow(page, link, tap, new RegExp(`${detail}\\?tab=model`));
}

async function checkIntelligence(page: Page, base: string, tap: boolean) {
  const item = await once(async () =>
    (await api<{ list: Item[] }>(base, '/sportapi/articles?kind=intelligence&pageSize=10')).list.find(
      (a) => a.model && a.matchId !== null,
    ),
  );
  await page.goto(`${base}/intelligence`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/intelligenceDetails/${item.id}"]`) });
  await card.scrollIntoViewIfNeeded({ timeout: 30_000 });
  const link = card.getByTestId('forecast-bar');
  await checkBar(link, item.model!);
  await expect(card.getByText('模型', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  // The item's own page shows the same bar under its match header.
  await page.goto(`${base}/intelligenceDetails/${item.id}`);
  const header = page.getByRole('region', { name: '比赛信息' });
  await checkBar(header.getByTestId('forecast-bar'), item.model!);
  const kind = item.sport === 'football' ? 'matchDetail/1' : 'basketballDetail/2';
  await follow(
    page,
    header.getByTestId('forecast-bar'),
    tap,
    new RegExp(`/${kind}/${item.matchId}\\?tab=model`),
  );
}

test.describe('模型 bar in lists and 情报', () => {
  test.setTimeout(150_000);

  test('1440: /match, /basket and 情报 rows carry the frozen forecast and lead to the 模型 tab', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkList(page, baseURL!, 'football', false);
    await checkList(page, baseURL!, 'basketball', false);
    await checkIntelligence(page, baseURL!, false);
  });

  test('375 touch: the bars fit the phone rows and are tapped open', async ({ browser, baseURL }) => {
    const context = await newContext(browser, PHONE);
    try {
      const page = await context.newPage();
      await checkList(page, baseURL!, 'football', true);
      await checkList(page, baseURL!, 'basketball', true);
      await checkIntelligence(page, baseURL!, true);
    } finally {
      await context.close();
    }
  });
});
