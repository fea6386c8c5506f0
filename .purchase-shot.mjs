// One-off (not committed): sign in, buy a paid solution, screenshot it at 1440 and 375.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium.mjs';
const base = process.argv[2];
const out = process.argv[3];
const res = await fetch(`${base}/sportapi/solutions?result=pending&pageSize=50`);
const list = (await res.json()).data.list;
const picks = list.filter((s) => s.price > 0);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [i, d] of [
  { width: 1440, height: 900, touch: false },
  { width: 375, height: 812, touch: true },
].entries()) {
  const paid = picks[i + Number(process.argv[4] ?? 0)];
  const ctx = await browser.newContext({ viewport: { width: d.width, height: d.height }, isMobile: d.touch, hasTouch: d.touch });
  const page = await ctx.newPage();
  await page.goto(`${base}/solutionDetails?id=${paid.id}`);
  const act = (l) => (d.touch ? l.tap() : l.click());
  const buy = page.getByRole('button', { name: `购买方案（${paid.price} 金币）` });
  await act(buy);
  const dialog = page.getByRole('dialog', { name: '登录锦城体育' });
  await act(dialog.getByRole('tab', { name: '密码登录' }));
  await dialog.getByLabel('手机号', { exact: true }).fill('13800000001');
  await dialog.getByLabel('密码', { exact: true }).fill('Jincheng123');
  await dialog.getByRole('checkbox').check();
  await act(dialog.getByRole('button', { name: '登录', exact: true }));
  await page.waitForTimeout(1500);
  await act(buy);
  await act(page.getByRole('dialog', { name: '确认购买' }).getByRole('button', { name: /^支付/ }));
  await page.getByRole('heading', { name: /专家分析/ }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${out}/solution-${d.width}.png`, fullPage: true });
  console.log(`${out}/solution-${d.width}.png`, paid.id);
  await ctx.close();
}
await browser.close();
