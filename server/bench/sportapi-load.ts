import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannon, DURATION, json, sseStep } from './load-tools';

/**
 * Load figures for docs/sportapi.md: list and detail latency at 200 connections (autocannon, 10 s each) and how
 * many SSE clients one server process keeps up to date at a steady delta rate. Loopback only, bounded in time.
 */
const SSE_STEPS = (process.env.BENCH_SSE_STEPS ?? '1000,2000,4000,8000').split(',').map(Number);

function startServer(dataDir: string): Promise<{ port: number; stop: () => void; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'serve-sport.ts')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        OUT_DIR: dataDir,
        SIM_SPEED: '10',
        SEED_BIG_DAY: '1000',
        LOG_LEVEL: 'silent',
        // The load generator is one address holding thousands of streams: lift the per-IP and total caps.
        SSE_MAX_PER_IP: '100000',
        MAX_CONNECTIONS: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /PORT (\d+)/.exec(chunk.toString());
      if (m) resolve({ port: Number(m[1]), pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-bench-'));
  const server = await startServer(dataDir);
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const days = (await json(`${base}/sportapi/matches/days?sport=football`)).data.days as Array<{
      date: string;
      count: number;
    }>;
    const bdays = (await json(`${base}/sportapi/matches/days?sport=basketball`)).data.days as Array<{
      date: string;
      count: number;
    }>;
    const today = (await json(`${base}/sportapi/matches/days?sport=football`)).data.today as string;
    const lives = (
      await json(`${base}/sportapi/matches?sport=football&date=${today}&status=live&pageSize=2000`)
    ).data.list as Array<{ id: number; league: { shortName: string } }>;
    const live = (lives.find((m) => m.league.shortName !== '俱乐部赛') ?? lives[0])!.id;
    const lines = ['| endpoint | p50 ms | p99 ms | req/s | errors |', '|---|---|---|---|---|'];
    for (const [name, url] of [
      ['list, 50 rows', `${base}/sportapi/matches?sport=football&date=${today}&pageSize=50`],
      ['list, whole day', `${base}/sportapi/matches?sport=football&date=${today}&pageSize=2000`],
      ['match detail (live)', `${base}/sportapi/matches/${live}`],
    ] as const) {
      const r = await cannon(url);
      lines.push(`| ${name} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.errors} |`);
    }
    // A browser revalidating the league tree (reference data, stable under the simulator): an empty 304.
    const tree = `${base}/sportapi/leagues?sport=football`;
    const etag = (await fetch(tree, { headers: { 'accept-encoding': 'br' } })).headers.get('etag') ?? '';
    const r304 = await cannon(tree, 200, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      revalidate: true,
    });
    lines.push(
      `| league tree, revalidated (304) | ${r304.p50} | ${r304.p99} | ${r304.rps} | ${r304.errors} |`,
    );
    const sse = ['| SSE clients | up to date | deltas/s | server RSS MB |', '|---|---|---|---|'];
    for (const n of SSE_STEPS) {
      const r = await sseStep(base, n, server.pid);
      sse.push(`| ${r.n} | ${r.upToDate} | ${r.rate} | ${r.rss} |`);
      if (r.upToDate < n) break;
    }
    const perDay = days.map(
      (d) =>
        `${d.date}: ${d.count} football / ${bdays.find((b) => b.date === d.date)?.count ?? 0} basketball`,
    );
    process.stdout.write(
      `\n## Matches per day (SEED_BIG_DAY=1000 on today)\n\n${perDay.join('\n')}\n\n## 200 connections, ${DURATION} s each\n\n${lines.join('\n')}\n\n## SSE fan-out\n\n${sse.join('\n')}\n`,
    );
  } finally {
    server.stop();
    setTimeout(() => fs.rmSync(dataDir, { recursive: true, force: true }), 1000);
  }
}

void main();
