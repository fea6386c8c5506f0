import { expect, test, type Page } from './support/test';
import { describePage } from './support/shared-page';
import { ROUTES } from '@jincheng/shared/core';
import { expectRealContent, scrollThrough } from './support/real-content';
import { sampleScreens, type SampleScreen } from './support/sample-urls';
import { demoToken, signInPage } from './support/session';
import { seriousViolations } from './support/axe';

/**
 * axe-core on every route, signed out and signed in, at desktop and H5 widths: no serious or critical
 * violation; and every route's colours again in dark mode (system setting dark: signed out on desktop, signed in on
 * H5). (The login dialog's keyboard behaviour is covered in auth.spec.ts.)
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'H5', width: 375, height: 812 },
] as const;

/**
 * What a theme changes: colours. The dark runs audit the rules that read them; the markup, names, roles and
 * structure are the light runs' (a theme is custom properties under html[data-theme]; in the markup only the
 * 深色模式 toggle's aria-pressed and glyph differ).
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

let screens: SampleScreen[] = [];
let token = '';

test.beforeAll(async ({ request }) => {
  screens = await sampleScreens(request);
  token = await demoToken(request);
});

const signIn = (page: Page) => signInPage(page, token);

async function audit(page: Page, screen: SampleScreen, dark = false): Promise<string[]> {
  await page.goto(screen.url);
  // Dark runs audit the dark theme, not a light page that missed it.
  if (dark) await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await scrollThrough(page);
  // Audit the real screen, never a skeleton, an error or a not-found state.
  await expectRealContent(page, screen);
  return seriousViolations(page, dark ? COLOUR_RULES : undefined);
}

for (const signedIn of [false, true]) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${signedIn ? 'signed in' : 'signed out'}, ${viewport.name}`, () => {
      const page = describePage({ viewport, colorScheme: 'light' }, signedIn ? signIn : undefined);
      for (const route of ROUTES) {
        test(`${route.path} has no serious accessibility violations`, async () => {
          for (const screen of screens.filter((s) => s.route === route.path)) {
            expect(await audit(page(), screen), screen.url).toEqual([]);
          }
        });
      }
    });
  }
}

for (const [signedIn, viewport] of [
  [false, VIEWPORTS[0]],
  [true, VIEWPORTS[1]],
] as const) {
  test.describe(`dark mode, ${signedIn ? 'signed in' : 'signed out'}, ${viewport.name}`, () => {
    const page = describePage({ viewport, colorScheme: 'dark' }, signedIn ? signIn : undefined);
    for (const route of ROUTES) {
      test(`${route.path} has no serious accessibility violations in dark mode`, async () => {
        for (const screen of screens.filter((s) => s.route === route.path)) {
          expect(await audit(page(), screen, true), screen.url).toEqual([]);
        }
      });
    }
  });
}

test('the audit itself finds what it looks for: a nameless button and faint text planted on a real page', async ({
  page,
}) => {
  const home = screens.find((s) => s.route === '/home')!;
  await page.goto(home.url);
  await expectRealContent(page, home);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'afterbegin',
      '<button type="button"><svg width="20" height="20"></svg></button>' +
        '<p style="color:#ddd;background:#fff">几乎看不见的字</p>',
    );
  });
  const found = await seriousViolations(page);
  expect(found.some((line) => line.startsWith('button-name'))).toBe(true);
  expect(found.some((line) => line.startsWith('color-contrast'))).toBe(true);
});
