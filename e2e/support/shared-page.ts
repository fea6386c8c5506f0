import { newContext, test, type BrowserContextOptions, type Page } from './test';

/**
 * One browser context and page for the tests of the calling describe block, made in its `beforeAll` (on the
 * suite's clock) and closed after them: for suites that open a screen afresh in every test and only look at it
 * (the accessibility and phone-layout audits). A page per test cost about 0.6 s of the suite's one CPU-bound
 * worker each; later screens also load the app's files from the context's cache, as a fan's next page does.
 * `prepare` runs once on the new page (e.g. signing in).
 */
export function describePage(
  options: BrowserContextOptions,
  prepare?: (page: Page) => Promise<void>,
): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }) => {
    page = await (await newContext(browser, options)).newPage();
    await prepare?.(page);
  });
  test.afterAll(async () => {
    await page?.context().close();
  });
  return () => {
    if (!page) throw new Error('describePage: no page (its beforeAll did not run)');
    return page;
  };
}
