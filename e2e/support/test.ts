import {
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { now } from './clock';

/**
 * Every spec's `test`: each browser context runs on the suite's pinned clock (JC_CLOCK_START, set by
 * playwright.config.ts), as the servers do — a page signs its requests with it and picks "today" by it, as the
 * server seeds and simulates by it. Test code reads the same instant through `now()` (./clock). Specs import
 * `test` and `expect` from here and open extra contexts with `newContext` (lint enforces both).
 */
export { now };

/** Moves a context's clock to the suite's now; it then runs on in real time (timers run as usual). */
export async function clockContext(context: BrowserContext): Promise<BrowserContext> {
  if (process.env.JC_CLOCK_START) await context.clock.install({ time: now() });
  return context;
}

/** The phone every H5 check uses (issue 48: it was written by hand in 19 specs): 375×812 with touch. */
export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
} as const satisfies BrowserContextOptions;

/** `browser.newContext` on the suite's clock. */
export async function newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return clockContext(await browser.newContext(options));
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    await provide(await clockContext(context));
  },
});

export { expect } from '@playwright/test';
export type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
