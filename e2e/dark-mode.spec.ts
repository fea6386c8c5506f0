import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';

/** Dark mode: toggled in the header, remembered across reloads, applied before the first paint. */
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const theme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

// The service worker would fetch the shell's script itself, past the page's route that holds it back.
test.use({ colorScheme: 'light', serviceWorkers: 'block' });

test('the header toggle switches to dark, is remembered, and the page is dark before its script runs', async ({
  page,
}) => {
  await page.goto('/match');
  await expect(page.getByRole('heading', { name: '足球比分', exact: true })).toBeVisible();
  const toggle = page.getByRole('button', { name: '深色模式' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await theme(page)).toBe('light');
  expect(await bodyBackground(page)).toBe('rgb(243, 245, 247)');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await theme(page)).toBe('dark');
  expect(await bodyBackground(page)).toBe('rgb(17, 19, 21)');
  const row = page.locator('main a[href^="/matchDetail/"]').first();
  await expect(row).toBeVisible();

  // Hold the shell's script back: what shows meanwhile is the page as served, with the remembered theme.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/shell/**/main.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.body !== null);
  expect(await theme(page)).toBe('dark');
  expect(await bodyBackground(page)).toBe('rgb(17, 19, 21)');
  expect(await page.locator('html[data-hydrated]').count(), 'no script of the shell has run yet').toBe(0);
  release();
  await expect(page.getByRole('button', { name: '深色模式' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: '深色模式' }).click();
  await page.reload();
  expect(await theme(page)).toBe('light');
});

test.describe('system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('follows a dark system setting with no choice made, and stays axe-clean with the search open', async ({
    page,
  }) => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { name: '热门比赛', exact: true })).toBeVisible();
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('button', { name: '深色模式' })).toHaveAttribute('aria-pressed', 'true');
    const box = page.getByRole('combobox');
    await box.click();
    await box.fill('a');
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
