import { expect, newContext, test, type Page } from './support/test';
import { shownName } from './support/names';
import type { MatchListData } from '@jincheng/shared/core';
import { storageKey } from '@jincheng/shared/core';
import { fastSimulator } from './support/fast-simulator';

/**
 * Goal alerts for followed matches while the site is open in background tabs: notification permission is
 * granted in the context, both tabs report `hidden`, and every Notification constructed is counted (an
 * init-script wrapper). Goals come from the real simulator, run fast as in the live scores test.
 */
const sim = fastSimulator();

interface Shown {
  title: string;
  body: string;
  tag: string;
}

/** Every tab: hidden (a background tab), and each Notification recorded before it is shown. */
function backgroundTab() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
  const Real = window.Notification;
  const shown: Array<{ title: string; body: string; tag: string }> = [];
  (window as unknown as { __shown: typeof shown }).__shown = shown;
  class Counted extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '', tag: options?.tag ?? '' });
    }
  }
  Object.defineProperty(Counted, 'permission', { get: () => Real.permission });
  window.Notification = Counted as typeof Notification;
}

const shownIn = (page: Page) => page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown);

test('a goal in a followed match alerts once across two background tabs', async ({ browser }) => {
  test.setTimeout(150_000);
  const res = await fetch(`${sim.url}/sportapi/matches?sport=football&status=live&pageSize=200`);
  const live = ((await res.json()) as { data: MatchListData }).data.list;
  expect(live.length, 'live football matches to follow').toBeGreaterThan(0);
  const follows = { teams: [], leagues: [], matches: live.map((m) => m.id) };

  const context = await newContext(browser, { baseURL: sim.url });
  await context.grantPermissions(['notifications'], { origin: sim.url });
  await context.addInitScript(backgroundTab);
  await context.addInitScript(
    ([key, value]) => localStorage.setItem(key!, value!),
    [storageKey('follows'), JSON.stringify(follows)],
  );
  const first = await context.newPage();
  await first.goto('/home');
  const second = await context.newPage();
  await second.goto('/match');
  await expect(first.getByRole('region', { name: '我的关注' }).getByRole('link').first()).toBeVisible({
    timeout: 30_000,
  });

  const goals = async () =>
    [...(await shownIn(first)), ...(await shownIn(second))].filter((n) => n.title === '进球！');
  await expect
    .poll(async () => (await goals()).length, { timeout: 100_000, intervals: [500] })
    .toBeGreaterThan(0);
  // Both tabs saw the event; give the slower one time to have alerted too, if it were going to.
  await first.waitForTimeout(2000);
  const all = [...(await shownIn(first)), ...(await shownIn(second))];
  const tags = all.map((n) => n.tag);
  expect(new Set(tags).size, `one notification per event: ${JSON.stringify(all)}`).toBe(tags.length);
  const goal = (await goals())[0]!;
  const names = live.flatMap((m) => [shownName(m.home, 'alert'), shownName(m.away, 'alert')]);
  expect(names.some((name) => goal.body.includes(name))).toBe(true);
  await context.close();
});
