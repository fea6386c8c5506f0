import { expect, type Page } from '@playwright/test';
import type { SampleScreen } from './sample-urls';

/**
 * Waits for a screen's real content (its landmark heading, the API's names and titles for the ids in the
 * URL, links to real items) and fails on anything else: a not-found or error state, a failed remote, a
 * skeleton still loading.
 */
export async function expectRealContent(page: Page, screen: SampleScreen): Promise<void> {
  if (screen.heading) {
    await expect(page.getByRole('heading', { name: screen.heading, exact: true }).first()).toBeVisible();
  }
  for (const text of screen.texts ?? []) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  if (screen.links) await expect(page.locator(`main a[href^="${screen.links}"]`).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-state="not-found"]')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/不存在|没有找到|未找到|加载失败|暂时无法加载/)).toHaveCount(0);
}

/**
 * The screen has settled: the route's screen is live (the shell marks #main when it has rendered) and the
 * navigation progress bar has finished and gone. The bar's script loads with the first navigation, so on a
 * first page it may start after a check that found no bar, as long as the screen is not ready yet (a CI run
 * audited the drawer on /home with the bar's empty track, off the left edge).
 */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  // Chromeless screens (/loginPage, /downloadapp) have no #main.
  await expect
    .poll(() => page.evaluate(() => document.getElementById('main')?.hasAttribute('data-hydrated') ?? true), {
      message: "the route's screen is live",
    })
    .toBe(true);
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/**
 * The page's scripts have taken over all its markup: the shell has run, and React has hydrated every element
 * in #root (each carries React's own key: a test may read React's internals, the product never does; the
 * early-taps script reads the shell's public slot marks instead, shared/src/hydration/early-taps.ts). React
 * hydrates a page one Suspense boundary at a time (the route's screen, each remote), so the shell's mark alone
 * is not enough: a section still waiting watches nothing.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('#root *:not(link, script, style)')].filter(
              (el) => !Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
            ).length,
        ),
      { message: 'elements in #root React has not hydrated yet' },
    )
    .toBe(0);
}

/**
 * Scrolls through the page once it is hydrated, so sections that load when they come near (home widgets)
 * load too; the height is read again at each step, as sections grow when they load. One screen a step, two
 * frames apiece (an IntersectionObserver reports within the frame after a scroll), all inside the page: a
 * round trip and a fixed pause per 600 px made this a third of each accessibility audit on long lists.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await expectHydrated(page);
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(300, window.innerHeight);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
  });
}
