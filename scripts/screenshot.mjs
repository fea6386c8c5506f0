#!/usr/bin/env node
// Dev aid: screenshots of routes at desktop (1440 px) and H5 (375 px) widths, into .cache/shots/.
// Usage: node scripts/screenshot.mjs [--base http://localhost:8080] /home /match …
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://localhost:8080';
const routes = args.length ? args : ['/home'];
const outDir = path.resolve('.cache/shots');
fs.mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
const errors = [];
for (const width of [1440, 375]) {
  const page = await browser.newPage({
    viewport: { width, height: width > 500 ? 900 : 812 },
    deviceScaleFactor: 1,
  });
  page.on('pageerror', (e) => errors.push(`${width}: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(`${width}: ${m.text()}`));
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true });
    process.stdout.write(`${file}\n`);
  }
  await page.close();
}
await browser.close();
if (errors.length) process.stdout.write(`page errors:\n${errors.join('\n')}\n`);
