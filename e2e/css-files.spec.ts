import { expect, test, type Locator, type Page } from './support/test';
import { demoToken, signInPage } from './support/session';

/**
 * Issue 24: the CSS of the shell and of every remote is a file of its version, linked by the page or loaded by
 * the webpack runtime of the container a chunk belongs to, before the chunk runs. A screen of each remote that
 * the server did not render (reached from /home by the header's links) must be styled, in both themes: the
 * server's critical CSS covered /home only. No script inserts a <style> any more.
 */
const COLOURS = {
  light: { text: 'rgb(29, 33, 41)', surface: 'rgb(255, 255, 255)', surface2: 'rgb(247, 248, 250)' },
  dark: { text: 'rgb(231, 233, 236)', surface: 'rgb(27, 30, 34)', surface2: 'rgb(32, 36, 41)' },
} as const;

/** The computed values of `properties` on the element. */
function computed(locator: Locator, properties: string[]): Promise<Record<string, string>> {
  return locator.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
    properties,
  );
}

/** The remote's stylesheets in the page, each loaded (its `sheet` is there). */
async function remoteStylesheets(page: Page, remote: string) {
  return page.evaluate((name) => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) =>
      new URL(link.href).pathname.startsWith(`/remotes/${name}/`),
    );
    return { count: links.length, loaded: links.every((link) => link.sheet !== null) };
  }, remote);
}

/** <style> elements besides the server's critical CSS: the page's own (webpack/index.html) is one. */
const stylesBesidesCritical = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('style')].filter((style) => !style.hasAttribute('data-jc-critical'))
        .length,
  );

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('a screen of each remote reached by a client-side navigation is styled', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const colours = COLOURS[theme];
      await signInPage(page, await demoToken(request));
      await page.goto('/home');
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      // The shell's own stylesheet applies (the header from its CSS module, the body from the theme tokens).
      expect(await computed(page.locator('body'), ['background-color'])).toEqual({
        'background-color': theme === 'light' ? 'rgb(243, 245, 247)' : 'rgb(17, 19, 21)',
      });

      const nav = page.getByRole('navigation', { name: '主导航' });
      // scores: /match from the header's 比分 menu.
      await nav.getByRole('button', { name: '比分', exact: true }).click();
      await nav.getByRole('link', { name: '足球比分' }).click();
      await expect(page.getByRole('heading', { name: '足球比分', exact: true })).toBeVisible();
      const row = page.locator('main a[href^="/matchDetail/"]').first();
      await expect(row).toBeVisible();
      expect(await computed(row, ['display', 'color', 'text-decoration-line'])).toEqual({
        display: 'grid',
        color: colours.text,
        'text-decoration-line': 'none',
      });
      expect(await remoteStylesheets(page, 'scores')).toEqual({ count: expect.any(Number), loaded: true });
      expect((await remoteStylesheets(page, 'scores')).count).toBeGreaterThan(0);

      // content: the news list.
      await nav.getByRole('link', { name: '新闻', exact: true }).click();
      const card = page.locator('main a[href^="/news?id="]:has(h2)').first();
      await expect(card).toBeVisible();
      expect(await computed(card, ['display', 'background-color', 'border-top-left-radius'])).toEqual({
        display: 'flex',
        'background-color': colours.surface,
        'border-top-left-radius': '8px',
      });
      expect((await remoteStylesheets(page, 'content')).count).toBeGreaterThan(0);

      // database: the league directory.
      await nav.getByRole('link', { name: '资料库', exact: true }).click();
      const search = page.getByRole('searchbox', { name: '搜索赛事' });
      await expect(search).toBeVisible();
      expect(await computed(search, ['background-color', 'border-top-left-radius'])).toEqual({
        'background-color': colours.surface2,
        'border-top-left-radius': '18px',
      });
      expect(await remoteStylesheets(page, 'database')).toEqual({ count: expect.any(Number), loaded: true });
      expect((await remoteStylesheets(page, 'database')).count).toBeGreaterThan(0);

      // account: 充值 from the account menu.
      await page.getByRole('button', { name: /^账户菜单/ }).click();
      await page.getByRole('link', { name: '充值', exact: true }).click();
      const balance = page.getByRole('region', { name: '当前余额' });
      await expect(balance).toBeVisible();
      expect(await computed(balance, ['display', 'color', 'padding-left'])).toEqual({
        display: 'flex',
        color: 'rgb(255, 255, 255)',
        'padding-left': '24px',
      });
      expect(await computed(page.getByRole('form', { name: '充值' }), ['background-color'])).toEqual({
        'background-color': colours.surface,
      });
      expect(await remoteStylesheets(page, 'account')).toEqual({ count: expect.any(Number), loaded: true });
      expect((await remoteStylesheets(page, 'account')).count).toBeGreaterThan(0);

      // Every rule came from a file: no script inserted a <style>; the one left is the page's own.
      expect(await stylesBesidesCritical(page)).toBe(1);
    });
  });
}
