#!/usr/bin/env node
// First-load JavaScript of a route: every script the page requests until the network is idle, measured as
// gzip (level 9) and Brotli (quality 11) bytes of each script, i.e. what the server's pre-compressed files
// weigh on the wire. Usage: node bench/first-load.mjs /home /match (BASE_URL, VERBOSE=1 lists the files)
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';

const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

export async function firstLoadJs(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), {
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
        brotli: zlib.brotliCompressSync(body, BROTLI).length,
      });
    } catch {
      // A failed response has no body; it adds no bytes.
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const files = [...scripts.entries()].map(([file, size]) => ({ file: new URL(file).pathname, ...size }));
  return {
    requests: files.length,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    brotli: files.reduce((sum, f) => sum + f.brotli, 0),
    files,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.BASE_URL ?? 'http://localhost:8080';
  const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/home'];
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const route of routes) {
    const result = await firstLoadJs(browser, base + route);
    process.stdout.write(
      `${route}: ${result.requests} scripts, ${(result.gzip / 1024).toFixed(1)} KB gzip, ${(result.brotli / 1024).toFixed(1)} KB br (${(result.raw / 1024).toFixed(1)} KB raw)\n`,
    );
    if (process.env.VERBOSE)
      for (const f of result.files.sort((a, b) => b.gzip - a.gzip))
        process.stdout.write(`   ${(f.gzip / 1024).toFixed(1).padStart(7)} KB  ${f.file}\n`);
  }
  await browser.close();
}
