import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { leads, startInstance, until, type Instance } from '../test/scale/instances';
import { cannon, DURATION, json, rssOf, sseStep } from './load-tools';

/**
 * One instance vs two on one PostgreSQL (a throwaway cluster): list and match detail at 200 connections,
 * then the same 200 connections split over two instances, and SSE clients held per instance while one of
 * them simulates. Everything (PostgreSQL, both servers, the load generator) shares this machine's cores, so
 * the ratio says what a second process buys here, not on two machines. Loopback only, bounded in time.
 */
const SSE_PER_INSTANCE = (process.env.BENCH_SCALE_SSE ?? '1000,2000').split(',').map(Number);

interface ClusterModule {
  startCluster(options?: { log?: (line: string) => void }): Promise<{ url: string; stop(): void }>;
}

type Row = { p50: number; p99: number; rps: number; errors: number };
const cell = (r: Row) => `${r.p50} / ${r.p99} ms, ${r.rps} req/s, ${r.errors} errors`;

async function main(): Promise<void> {
  const { startCluster } = (await import('../../scripts/pg-test-cluster.mjs')) as ClusterModule;
  const cluster = await startCluster();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-scale-'));
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = '/bench';
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: dir,
    OUT_DIR: dir,
    SIM_SPEED: '10',
    SEED_BIG_DAY: '1000',
    RATE_LIMITS: 'off',
    SSE_MAX_PER_IP: '100000',
    MAX_CONNECTIONS: '100000',
  };
  const instances: Instance[] = [];
  try {
    const started = Date.now();
    const a = await startInstance('A', env);
    instances.push(a);
    const seedS = ((Date.now() - started) / 1000).toFixed(1);
    await until(() => leads(a), 30_000, 'A leads');
    const today = (await json(`${a.base}/sportapi/matches/days?sport=football`)).data.today as string;
    const lives = (
      await json(`${a.base}/sportapi/matches?sport=football&date=${today}&status=live&pageSize=2000`)
    ).data.list as Array<{ id: number; league: { shortName: string } }>;
    const live = (lives.find((m) => m.league.shortName !== '俱乐部赛') ?? lives[0])!.id;
    const routes = [
      ['list, 50 rows', `/sportapi/matches?sport=football&date=${today}&pageSize=50`],
      ['match detail (live)', `/sportapi/matches/${live}`],
    ] as const;
    const one = new Map<string, Row>();
    for (const [name, route] of routes) one.set(name, await cannon(`${a.base}${route}`, 200));

    const b = await startInstance('B', env);
    instances.push(b);
    const lines = [
      `PostgreSQL, first start (migrate + seed of ${SEED_S_NOTE}): ${seedS} s.`,
      '',
      `| endpoint | 1 instance, 200 conn. (p50 / p99) | 2 instances, 100 conn. each: A | B | throughput ratio |`,
      '|---|---|---|---|---|',
    ];
    for (const [name, route] of routes) {
      const [ra, rb] = await Promise.all([
        cannon(`${a.base}${route}`, 100),
        cannon(`${b.base}${route}`, 100),
      ]);
      const single = one.get(name) as Row;
      const ratio = ((ra.rps + rb.rps) / Math.max(1, single.rps)).toFixed(2);
      lines.push(`| ${name} | ${cell(single)} | ${cell(ra)} | ${cell(rb)} | ${ratio}× |`);
    }
    lines.push(
      '',
      '| SSE clients per instance | A up to date | B up to date | deltas/s | RSS A / B MB |',
      '|---|---|---|---|---|',
    );
    for (const n of SSE_PER_INSTANCE) {
      const [sa, sb] = await Promise.all([
        sseStep(a.base, n, a.child.pid ?? 0),
        sseStep(b.base, n, b.child.pid ?? 0),
      ]);
      lines.push(`| ${n} | ${sa.upToDate} | ${sb.upToDate} | ${sa.rate} | ${sa.rss} / ${sb.rss} |`);
      if (sa.upToDate < n || sb.upToDate < n) break;
    }
    lines.push(
      '',
      `RSS after the run: A ${rssOf(a.child.pid ?? 0)} MB, B ${rssOf(b.child.pid ?? 0)} MB. ${DURATION} s per load run.`,
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await Promise.all(instances.map((i) => i.stop()));
    cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const SEED_S_NOTE = 'the 1,000-match day';

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
