#!/usr/bin/env node
// Dev aid: screenshots of routes at desktop (1440 px) and H5 (375 px) widths, into .cache/shots/.
// Usage: node scripts/screenshot.mjs [--base http://localhost:8080] [--out dir] [--touch] [--desktop]
//        [--tap 登录] [--viewport] /home /match …
//   --touch    only the phone: 375×812, isMobile + hasTouch (taps, not clicks)
//   --desktop  only 1440×900
//   --tap X    after loading, tap (touch) or click the button or link named X, then shoot
//   --viewport shoot what is on screen instead of the full page
//   --wait ms  wait this long after loading (and after the tap) before shooting (default 500)
//   --storage 'key=value'  put this into localStorage before every page (e.g. jcty_follows={"teams":[12]})
// With JC_CLOCK_START and JC_CLOCK_ORIGIN in the environment (the very values the server was started with), the
// browser's clock is pinned to the server's, as in the end-to-end suite: a browser on another day than the server
// renders other relative times and date tabs than the server did, and React reports a hydration mismatch (#418).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const flag = (name) => {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
};
const base = option('--base') ?? 'http://localhost:8080';
const outDir = path.resolve(option('--out') ?? '.cache/shots');
const tap = option('--tap');
const wait = Number(option('--wait') ?? 500);
const touchOnly = flag('--touch');
const desktopOnly = flag('--desktop');
const viewportOnly = flag('--viewport');
const stored = option('--storage');
const routes = args.length ? args : ['/home'];
const clockStart = Date.parse(process.env.JC_CLOCK_START ?? '');
const clockOrigin = Number(process.env.JC_CLOCK_ORIGIN);
/** The server's now when it runs on a pinned clock, else undefined (the browser keeps real time). */
const serverNow = () =>
  Number.isFinite(clockStart) ? clockStart + (clockOrigin > 0 ? Date.now() - clockOrigin : 0) : undefined;
fs.mkdirSync(outDir, { recursive: true });

const devices = [
  { width: 1440, height: 900, touch: false },
  { width: 375, height: 812, touch: true },
].filter((d) => (touchOnly ? d.touch : desktopOnly ? !d.touch : true));

const browser = await chromium.launch(chromiumLaunchOptions());
const errors = [];
for (const device of devices) {
  const context = await browser.newContext({
    viewport: { width: device.width, height: device.height },
    deviceScaleFactor: 1,
    isMobile: device.touch,
    hasTouch: device.touch,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  if (serverNow() !== undefined) await context.clock.install({ time: serverNow() });
  if (stored) {
    const at = stored.indexOf('=');
    await context.addInitScript(
      ([k, v]) => localStorage.setItem(k, v),
      [stored.slice(0, at), stored.slice(at + 1)],
    );
  }
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`${device.width}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${device.width}: ${m.text()}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(wait);
    if (tap) {
      const target = page
        .getByRole('button', { name: tap, exact: true })
        .or(page.getByRole('link', { name: tap, exact: true }))
        .first();
      if (device.touch) await target.tap();
      else await target.click();
      await page.waitForTimeout(wait);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}${tap ? '-tap' : ''}-${device.width}.png`;
    const file = path.join(outDir, name);
    await page.screenshot({ path: file, fullPage: !viewportOnly && !tap });
    process.stdout.write(`${file}  (document ${width} px wide)\n`);
  }
  await context.close();
}
await browser.close();
if (errors.length) process.stdout.write(`page errors:\n${errors.join('\n')}\n`);
