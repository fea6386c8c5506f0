#!/usr/bin/env node
/**
 * The nginx edge (issue 49): a cached /match page and the public match list, each read three ways at the same
 * load — straight from the Node server, through the production edge (docs/nginx-scale-out.conf run by Debian's
 * nginx-light, scripts/nginx-edge.mjs), and nginx serving the very same bytes as a static file — with req/s,
 * p50/p99, errors and the ratios to the static file. autocannon, 32 connections, `Accept-Encoding: br`; nginx
 * with one worker. The simulator runs (as shipped). Needs /usr/sbin/nginx (apt-get install -y nginx-light).
 * Run alone: nice node bench/edge.mjs (BENCH_PORT, default 4321; BENCH_SECONDS, 10). Prints a markdown section.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { startEdge, startNginx, freePort, mainConfig } from '../scripts/nginx-edge.mjs';
import { startServer } from './support.mjs';

const port = Number(process.env.BENCH_PORT ?? 4321);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const HEADERS = { 'accept-encoding': 'br' };
const READS = ['/match', '/sportapi/matches?sport=football&pageSize=40'];

async function cannon(url) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** nginx (one worker) serving `bytes` as one static file with the answer's type and encoding. */
async function staticNginx(bytes, type, encoding) {
  const at = await freePort();
  return startNginx({
    port: at,
    config: (dir) => {
      fs.writeFileSync(path.join(dir, 'answer'), bytes);
      const site = [
        'server {',
        `    listen 127.0.0.1:${at};`,
        `    root ${dir};`,
        '    location = /answer {',
        `        default_type "${type}";`,
        `        add_header Content-Encoding ${encoding};`,
        '        add_header Vary Accept-Encoding;',
        '    }',
        '}',
      ].join('\n');
      return mainConfig({ site, dir });
    },
  });
}

const fmt = (r) =>
  `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.errors ? `, ${r.errors} errors` : ''}`;

export async function edgeBench() {
  const lines = [];
  const server = await startServer({ port });
  const edge = await startEdge({ upstreams: [`127.0.0.1:${port}`] });
  try {
    lines.push(
      `${CONNECTIONS} connections, ${seconds} s each, \`Accept-Encoding: br\`, loopback; load generator, server and nginx ` +
        'on the same 2 cores; nginx 1 worker (the edge and the static file alike); the live simulator runs.',
    );
    lines.push('');
    lines.push(
      '| read | bytes (br) | edge answer | straight from Node | through the nginx edge | nginx, same bytes as a file | Node / file | edge / file | edge / Node |',
    );
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const read of READS) {
      // Warm both (the render cache, the edge's cache), then keep the bytes Node sends.
      for (let i = 0; i < 3; i += 1) {
        await (await fetch(server.base + read, { headers: HEADERS })).arrayBuffer();
        await (await fetch(edge.url + read, { headers: HEADERS })).arrayBuffer();
      }
      const sample = await fetch(server.base + read, { headers: HEADERS });
      const type = sample.headers.get('content-type') ?? 'application/octet-stream';
      const encoding = sample.headers.get('content-encoding') ?? 'identity';
      // fetch decodes; the raw bytes are read again without decoding through node:http.
      await sample.arrayBuffer();
      const raw = await rawBytes(server.base + read);
      const viaEdge = await fetch(edge.url + read, { headers: HEADERS });
      await viaEdge.arrayBuffer();
      const cacheStatus = viaEdge.headers.get('x-jc-edge-cache') ?? 'not cached (page)';
      const file = await staticNginx(raw, type, encoding);
      let s;
      try {
        s = await cannon(`${file.url}/answer`);
      } finally {
        await file.stop();
      }
      const n = await cannon(server.base + read);
      const e = await cannon(edge.url + read);
      lines.push(
        `| \`${read}\` | ${(raw.length / 1024).toFixed(1)} KB ${encoding} | ${cacheStatus} | ${fmt(n)} | ${fmt(e)} | ${fmt(s)} | ${(n.rps / s.rps).toFixed(2)} | ${(e.rps / s.rps).toFixed(2)} | ${(e.rps / n.rps).toFixed(2)} |`,
      );
    }
    lines.push('');
    lines.push(
      'The edge keeps public /sportapi answers by their own Cache-Control (`s-maxage`), so the list is answered ' +
        'by nginx; pages are not kept at the edge (canary versions, CSP nonces, the bucket cookie: docs/edge.md), ' +
        'so /match through the edge is the instance’s own render cache behind a proxy.',
    );
  } finally {
    await edge.stop();
    await server.stop();
  }
  return lines;
}

/** The answer's bytes as sent (still compressed). */
async function rawBytes(url) {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: HEADERS }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${(await edgeBench()).join('\n')}\n`);
}
