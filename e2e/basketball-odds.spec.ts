import { expect, newContext, test, type Page, PHONE } from './support/test';

/**
 * 篮球指数 (issue 47): the 指数 tab of a real basketball match, read from the API's ids, at 1440 and on a 375 px
 * touch phone: 胜负, 让分 and 大小分 of every book, away first (客队 left), the 让分 line naming its side.
 */
interface Listed {
  id: number;
  status: string;
}
interface Odds {
  phase: string;
  sport?: string;
  books: Array<{
    book: { name: string };
    euro: { current: { prices: number[] } };
    asia: { current: { lineLabel: string; prices: number[] } };
    total: { current: { lineLabel: string } };
  }>;
}

/** A basketball match of the day whose odds are out (pre-match first, else a finished one's 终盘). */
async function pricedMatch(base: string): Promise<{ id: number; odds: Odds }> {
  const res = await fetch(`${base}/sportapi/matches?sport=basketball&pageSize=200`);
  const list = ((await res.json()) as { data: { list: Listed[] } }).data.list;
  const ordered = [
    ...list.filter((m) => m.status === 'scheduled'),
    ...list.filter((m) => m.status === 'finished'),
  ];
  for (const m of ordered.slice(0, 40)) {
    const odds = ((await (await fetch(`${base}/sportapi/matches/${m.id}/odds`)).json()) as { data: Odds })
      .data;
    if (odds.books.length === 4) return { id: m.id, odds };
  }
  throw new Error('no basketball match of the day has odds');
}

async function checkBoard(page: Page, odds: Odds) {
  for (const name of ['胜负', '让分', '大小分'])
    await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: '欧赔' })).toHaveCount(0);
  await expect(page.getByTestId('odds-basketball-note')).toContainText('客队在左、主队在右');
  const ml = page.getByRole('region', { name: '胜负表格' });
  await expect(ml.getByRole('columnheader', { name: '客胜' }).first()).toBeVisible();
  for (const b of odds.books) {
    const spreadRow = page
      .getByRole('region', { name: '让分表格' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${b.book.name}`) }) });
    const cells = (await spreadRow.getByRole('cell').allTextContents()).map((t) =>
      t.replace(/[↑↓升降]/g, ''),
    );
    // Current quote: 客队 price, the line (主让/客让 x.5), 主队 price.
    expect(cells.slice(3, 6)).toEqual([
      b.asia.current.prices[1]!.toFixed(2),
      b.asia.current.lineLabel,
      b.asia.current.prices[0]!.toFixed(2),
    ]);
    expect(b.asia.current.lineLabel).toMatch(/^(主|客)让\d+\.5$/);
    const mlRow = ml
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${b.book.name}`) }) });
    const mlCells = (await mlRow.getByRole('cell').allTextContents()).map((t) => t.replace(/[↑↓升降]/g, ''));
    expect(mlCells.slice(2, 4)).toEqual([
      b.euro.current.prices[1]!.toFixed(2),
      b.euro.current.prices[0]!.toFixed(2),
    ]);
  }
}

test('1440: the basketball 指数 tab shows every book’s 胜负, 让分 and 大小分 of a real match', async ({
  page,
  baseURL,
}) => {
  const { id, odds } = await pricedMatch(baseURL!);
  expect(odds.sport).toBe('basketball');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/basketballDetail/2/${id}`);
  await page.getByRole('tab', { name: '指数' }).click();
  await expect(page).toHaveURL(/tab=odds/);
  await checkBoard(page, odds);
});

test('375 touch: the 指数 tab is tapped open and its tables scroll inside the page', async ({
  browser,
  baseURL,
}) => {
  const { id, odds } = await pricedMatch(baseURL!);
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL}/basketballDetail/2/${id}`);
    const tab = page.getByRole('tab', { name: '指数' });
    await tab.scrollIntoViewIfNeeded();
    await tab.tap();
    await checkBoard(page, odds);
    const box = await page.getByRole('button', { name: `${odds.books[0]!.book.name}让分走势` }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
  } finally {
    await context.close();
  }
});
