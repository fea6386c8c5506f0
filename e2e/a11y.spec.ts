import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../shared/src/config/paths';
import { CHANNEL, VERSION, computeSign, epochSeconds } from '../shared/src/request/sign';
import { sampleUrls } from './support/sample-urls';

/**
 * axe-core on every route, signed out and signed in, at desktop and H5 widths: no serious or critical
 * violation. (The login dialog's keyboard behaviour is covered in auth.spec.ts.)
 */
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'H5', width: 375, height: 812 },
] as const;

let urls: Record<string, string> = {};
let token = '';

test.beforeAll(async ({ request }) => {
  urls = await sampleUrls(request);
  const page = await request.post('/userapi/login/user/pwd', {
    headers: signed(),
    data: { phone: '13800000002', pwd: 'Jincheng123' },
  });
  token = ((await page.json()) as { data: { token: string } }).data.token;
});

function signed(): Record<string, string> {
  const timestamp = String(epochSeconds(Date.now()));
  return { channel: CHANNEL, version: VERSION, timestamp, sign: computeSign(CHANNEL, timestamp, VERSION) };
}

async function audit(page: Page, url: string): Promise<string[]> {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  // Let remote screens settle (skeletons replaced by content).
  await expect(page.locator('[aria-busy="true"]'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')} — ${v.help}`);
}

for (const signedIn of [false, true]) {
  for (const viewport of VIEWPORTS) {
    test.describe(`${signedIn ? 'signed in' : 'signed out'}, ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const route of ROUTES) {
        test(`${route.path} has no serious accessibility violations`, async ({ page }) => {
          if (signedIn) {
            await page.addInitScript((value) => localStorage.setItem('jcty_Admin-Token', value), token);
          }
          expect(await audit(page, urls[route.path] ?? route.path)).toEqual([]);
        });
      }
    });
  }
}
