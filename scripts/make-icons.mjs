#!/usr/bin/env node
// Draws the app icons (server/public/pwa/icons/*.png) with Chromium: the 锦 mark of the favicon on the brand
// green, as PNGs at the sizes the web app manifest lists. The PNGs are committed; run this again only when
// the mark changes: node scripts/make-icons.mjs
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'server/public/pwa/icons');
/** name, size, and the share of the canvas the mark's tile fills (maskable icons keep a safe zone). */
const ICONS = [
  ['icon-192.png', 192, 1, 0.22],
  ['icon-512.png', 512, 1, 0.22],
  ['icon-maskable-512.png', 512, 0.8, 0],
];

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
for (const [name, size, tile, radius] of ICONS) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:#0b6b3a;display:grid;place-items:center;
    width:${size}px;height:${size}px"><div style="width:${size * tile}px;height:${size * tile}px;
    border-radius:${size * radius}px;background:#0b6b3a;display:grid;place-items:center;color:#fff;
    font:700 ${Math.round(size * tile * 0.62)}px 'Noto Sans CJK SC',sans-serif">锦</div></body></html>`);
  await page.screenshot({ path: path.join(out, name), omitBackground: false });
}
await browser.close();
console.info(`icons written to ${out}`);
