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

/** The screen has settled: the navigation progress bar has finished and gone. */
export async function expectSettled(page: Page): Promise<void> {
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/** Scrolls through the page, so sections that load when they come near (home widgets) load too. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
