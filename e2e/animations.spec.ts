import { expect, newContext, test, PHONE } from './support/test';
import { routeCases } from './support/server-render';

/**
 * Issue 24: what animates on a first screen runs on the compositor. An animation of a property the compositor
 * cannot run (a placeholder's `background-position` shimmer, the live minute's `visibility` blink) has the
 * main thread repaint the page at every frame, wherever the element is: on /league the lazy team badges below
 * the screen kept a phone painting for 30–45 ms a frame, which Lighthouse counts as blocking time. Only
 * `transform` and `opacity` may be animated. Ids come from the API.
 */
const ROUTES = ['/home', '/match', '/matchDetail', '/news?id=', '/league?id='];
const COMPOSITED = new Set(['transform', 'opacity']);
const NOT_A_PROPERTY = new Set(['offset', 'computedOffset', 'easing', 'composite']);

test('every animation on the five first screens animates only transform or opacity', async ({
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const cases = await routeCases(request);
  const context = await newContext(browser, PHONE);
  try {
    const page = await context.newPage();
    const counts: Record<string, number> = {};
    for (const name of ROUTES) {
      const route = cases.find((c) => c.name === name);
      if (!route) throw new Error(`no case for ${name}`);
      await page.goto(baseURL + route.url);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      const animations = await page.evaluate(
        (skip) =>
          document.getAnimations().map((animation) => {
            const effect = animation.effect as KeyframeEffect;
            const target = effect.target as Element | null;
            return {
              what: `${(animation as CSSAnimation).animationName} on ${target?.tagName}.${target?.className}${effect.pseudoElement ?? ''}`,
              properties: [
                ...new Set(
                  effect.getKeyframes().flatMap((k) => Object.keys(k).filter((p) => !skip.includes(p))),
                ),
              ],
            };
          }),
        [...NOT_A_PROPERTY],
      );
      counts[name] = animations.length;
      for (const { what, properties } of animations)
        expect(
          properties.filter((p) => !COMPOSITED.has(p)),
          `${route.url}: ${what} animates a property the main thread must paint`,
        ).toEqual([]);
    }
    // Not a vacuous pass: the league table's badges below the screen wait as shimmering placeholders.
    expect(counts['/league?id='], 'the badges below the screen shimmer').toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
