import { PINNED_INSTANT } from '../scripts/test-clock.mjs';
import { expect, now, test } from './support/test';

/**
 * The suite runs on one pinned clock (JC_CLOCK_START; npm test and playwright.config.ts set it): the server
 * seeds and simulates around it, the test code (support/clock.ts) and every browser context read the same moved time. Were the
 * page on real time, its signed requests and its "today" would disagree with the server's.
 */
test('the server, the test code and the page read one pinned clock', async ({ page, request }) => {
  const start = process.env.JC_CLOCK_START;
  test.skip(!start, 'JC_CLOCK_START=off: this run is on real time');
  const startMs = Date.parse(start ?? PINNED_INSTANT);
  const workerNow = now();
  // The run began at the pinned instant and lasts well under three hours.
  expect(workerNow).toBeGreaterThanOrEqual(startMs);
  expect(workerNow - startMs).toBeLessThan(3 * 3600_000);

  const shanghaiDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  const days = (await (await request.get('/sportapi/matches/days?sport=football')).json()).data as {
    today: string;
  };
  expect(days.today).toBe(shanghaiDay(now()));

  await page.goto('/match');
  const pageNow = await page.evaluate(() => Date.now());
  expect(Math.abs(pageNow - now())).toBeLessThan(10_000);
  // The page asks for the server's today, and the date bar marks it as 今天.
  await expect(page.getByRole('main').getByText('今天').first()).toBeVisible();
  const listDay = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now()),
  );
  expect(listDay).toBe(days.today);

  // The page's signed requests carry a timestamp the server accepts (±5 minutes of its clock).
  const capabilities = page.waitForResponse((r) => r.url().includes('/userapi/capabilities'));
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const answer = await capabilities;
  expect(answer.status(), await answer.text()).toBe(200);
});
