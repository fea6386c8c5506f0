#!/usr/bin/env node
/**
 * Server rendering under load (issue 16): /match and /news?id= at 200 connections, with the micro-cache
 * (as shipped: ~1 s, served stale up to 5 s more while one render refreshes it) and without it
 * (JC_SSR_CACHE_MS=0: every request renders), beside one static file of the same size served by the same
 * static stack in its own process. p50/p99, requests/s, errors, and the ratio to the static file. The live
 * simulator runs (the feed marks cached live pages stale as it ticks). Run alone: node bench/ssr-load.mjs (BENCH_PORT, default 4311; BENCH_SECONDS, 10).
 * Prints a markdown section.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 4311);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 200;

async function cannon(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

async function staticServer(file, at) {
  const child = spawn(process.execPath, ['bench/static-file-server.mjs', file, String(at)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return {
    url: `http://127.0.0.1:${at}/page.html`,
    stop: () => new Promise((r) => (child.once('exit', r), child.kill('SIGTERM'))),
  };
}

export async function ssrLoad() {
  const lines = [];
  const cached = await startServer({ port });
  const uncached = await startServer({ port: port + 1, env: { JC_SSR_CACHE_MS: '0' } });
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-ssr-bench-'));
  try {
    const news = await (await fetch(`${cached.base}/sportapi/articles?kind=news&pageSize=1`)).json();
    const routes = ['/match', `/news?id=${news.data.list[0].id}`];
    lines.push(
      `${CONNECTIONS} connections, ${seconds} s each, loopback; load generator on the same 2 cores.`,
    );
    lines.push('');
    lines.push(
      '| page | HTML | server rendered | p50 | p99 | req/s | errors | static file: p50 / p99 / req/s | ratio (req/s) |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const route of routes) {
      for (const server of [cached, uncached]) await fetch(server.base + route);
      const html = await (await fetch(cached.base + route)).text();
      const file = path.join(tmp, 'page.html');
      fs.writeFileSync(file, html);
      const baseline = await staticServer(file, port + 2);
      const s = await cannon(baseline.url);
      await baseline.stop();
      for (const [label, server] of [
        ['micro-cache 1 s', cached],
        ['every request', uncached],
      ]) {
        const r = await cannon(server.base + route);
        lines.push(
          `| ${route} | ${(Buffer.byteLength(html) / 1024).toFixed(0)} KB | ${label} | ${r.p50} ms | ${r.p99} ms | ${r.rps} | ${r.errors} | ${s.p50} / ${s.p99} ms / ${s.rps} | ${(r.rps / s.rps).toFixed(2)} |`,
        );
      }
    }
  } finally {
    await cached.stop();
    await uncached.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${(await ssrLoad()).join('\n')}\n`);
}
