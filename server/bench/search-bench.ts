import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { readConfig } from '../src/config';
import { openSqlite } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { installErrorEnvelope } from '../src/http/envelope';
import { registerSportApi } from '../src/sport';
import { SearchIndexCache } from '../src/sport/search/search-cache';

/**
 * The header search (GET /sportapi/search) on a seeded SQLite database with a 1,000-match day: how long the
 * index takes to build (once per seed and day) and the server time of a query (its Server-Timing header),
 * over a mix of pinyin initials, full pinyin, Chinese, English and one-letter queries. Target: ≤ 100 ms.
 * Runnable alone: node --import tsx server/bench/search-bench.ts
 */
const QUERIES = [
  'hm',
  'huangma',
  '皇马',
  '皇家马德里',
  'Real Madrid',
  'a',
  'l',
  'z',
  'ma',
  'yingchao',
  '曼',
  'lsa',
  'zzzzqq',
];
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-search-bench-'));
  const db = openSqlite(dir);
  const app = Fastify({ logger: false });
  try {
    await migrateToLatest(db);
    installErrorEnvelope(app);
    const config = { ...readConfig({}), port: 0, host: '127.0.0.1', dataDir: dir, outDir: dir };
    await registerSportApi(
      app,
      { config, db },
      { simulator: { enabled: false }, bigDay: 1000, warmSearch: false },
    );
    const builds: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const cache = new SearchIndexCache(db, () => 'bench');
      const started = performance.now();
      const entries = await cache.entries();
      builds.push(performance.now() - started);
      if (i === 0)
        process.stdout.write(
          `Index: ${entries.team.size} teams, ${entries.player.size} players, ${entries.league.size} leagues, ${entries.match.size} matches today.\n`,
        );
    }
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    await fetch(`${base}/sportapi/search?q=hm`).then((r) => r.arrayBuffer());
    const server: number[] = [];
    const trip: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const q of QUERIES) {
        const started = performance.now();
        const res = await fetch(`${base}/sportapi/search?q=${encodeURIComponent(q)}&limit=5`);
        await res.arrayBuffer();
        trip.push(performance.now() - started);
        server.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN));
      }
    }
    server.sort((a, b) => a - b);
    trip.sort((a, b) => a - b);
    const f = (n: number) => `${n.toFixed(1)} ms`;
    process.stdout.write(
      [
        `Index build (pinyin for every name, once per seed and day): ${builds.map((b) => f(b)).join(', ')} (3 builds; the first reads pinyin-pro cold).`,
        '',
        `| ${server.length} queries (${QUERIES.length} kinds × ${ROUNDS}) | p50 | p95 | max | target |`,
        '| --- | --- | --- | --- | --- |',
        `| server time (Server-Timing) | ${f(pct(server, 0.5))} | ${f(pct(server, 0.95))} | ${f(server[server.length - 1] ?? 0)} | ≤ 100 ms |`,
        `| round trip on loopback | ${f(pct(trip, 0.5))} | ${f(pct(trip, 0.95))} | ${f(trip[trip.length - 1] ?? 0)} | |`,
        '',
        `Server time ${pct(server, 0.95) <= 100 ? 'meets' : 'MISSES'} the 100 ms target at p95.`,
      ].join('\n') + '\n',
    );
  } finally {
    await app.close();
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main();
