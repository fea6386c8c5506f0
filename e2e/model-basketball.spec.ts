import { api, pct } from './support/model';
import { expect, newContext, test, type Page, PHONE } from './support/test';

/**
 * 数据模型, basketball in play (issue 50): an NBA or CBA game of the day that has tipped off (ids read from the
 * API: a finished one with its plays stored, else a live one) shows its in-play win probability on the 模型 tab,
 * quarter by quarter and without a draw, its last point as the API gives it, at 1440 and on a 375 px phone.
 */
interface Listed {
  id: number;
  status: string;
  league: { shortName: string };
}
interface Point {
  minute: number;
  home: number;
  away: number;
}
interface Forecast {
  basketballInPlay?: { periods: Array<{ period: number; to: number }>; points: Point[] } | null;
}

/** An NBA/CBA game of the day with an in-play line: finished ones first (their line no longer moves). */
async function pickGame(base: string): Promise<{ id: number; finished: boolean; data: Forecast }> {
  const list = (await api<{ list: Listed[] }>(base, '/sportapi/matches?sport=basketball&pageSize=200')).list;
  const games = list.filter((m) => ['NBA', 'CBA'].includes(m.league.shortName));
  const ordered = [
    ...games.filter((m) => m.status === 'finished'),
    ...games.filter((m) => m.status !== 'finished' && m.status !== 'scheduled'),
  ];
  for (const m of ordered.slice(0, 30)) {
    const data = await api<Forecast>(base, `/sportapi/matches/${m.id}/forecast`);
    if (data.basketballInPlay) return { id: m.id, finished: m.status === 'finished', data };
  }
  throw new Error('no NBA/CBA game of the day has an in-play line');
}

async function checkLine(page: Page, base: string, open: (name: string) => Promise<void>) {
  const { id, finished, data } = await pickGame(base);
  await page.goto(`${base}/basketballDetail/2/${id}`);
  await open('模型');
  await expect(page).toHaveURL(/tab=model/);
  const chart = page.getByRole('img', { name: /^滚球胜率/ });
  await expect(chart).toBeVisible({ timeout: 30_000 });
  const line = data.basketballInPlay!;
  const last = line.points.at(-1)!;
  if (finished) {
    // The final buzzer: the end of the fourth or of the last overtime.
    const end = line.periods.at(-1)!.period;
    const when = end <= 4 ? '第4节结束' : `加时${end - 4}结束`;
    expect(last.minute).toBe(line.periods.at(-1)!.to);
    await expect(chart).toHaveAttribute(
      'aria-label',
      `滚球胜率：${when} 时 主胜 ${pct(last.home)}，客胜 ${pct(last.away)}`,
    );
  } else
    await expect(chart).toHaveAttribute(
      'aria-label',
      /^滚球胜率：第\d节 剩 \d\d:\d\d 时 主胜 [\d.]+%，客胜 [\d.]+%$/,
    );
  // Two lines (主胜, 客胜), no draw; the quarters on the axis.
  await expect(chart.locator('path')).toHaveCount(2);
  for (const q of ['第1节', '第2节', '第3节', '第4节'])
    await expect(chart.locator('text', { hasText: q })).toHaveCount(1);
  const figure = page.getByTestId('in-play-chart');
  await expect(figure).not.toContainText('平局');
  // Its numbers as text: tip-off first, the forecast itself.
  const table = page.getByRole('table', { name: /滚球胜率数据/ });
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('rowheader')).toHaveText('开赛');
  await expect(first.getByRole('cell')).toHaveText([
    '0-0',
    pct(line.points[0]!.home),
    pct(line.points[0]!.away),
  ]);
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test.describe('数据模型: basketball in play', () => {
  test.setTimeout(120_000);

  test('1440: an NBA/CBA game’s 模型 tab draws its in-play line', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkLine(page, baseURL!, async (name) => page.getByRole('tab', { name }).click());
  });

  test('375 touch: the line reads on a phone', async ({ browser, baseURL }) => {
    const context = await newContext(browser, PHONE);
    try {
      const page = await context.newPage();
      await checkLine(page, baseURL!, async (name) => {
        const tab = page.getByRole('tab', { name });
        await tab.scrollIntoViewIfNeeded();
        await tab.tap();
      });
    } finally {
      await context.close();
    }
  });
});
