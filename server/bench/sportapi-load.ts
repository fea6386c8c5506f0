import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Load figures for docs/sportapi.md: list and detail latency at 200 connections (autocannon, 10 s each) and how
 * many SSE clients one server process keeps up to date at a steady delta rate. Loopback only, bounded in time.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench script reads loosely shaped JSON
async function json(url: string): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await (await fetch(url)).json()) as any;
}

async function cannon(url: string): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const r = await autocannon({ url, connections: 200, duration: DURATION });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + r.non2xx,
  };
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Opens `n` SSE clients, lets deltas flow for a few seconds, and checks every client saw the latest id. */
async function sseStep(
  base: string,
  n: number,
  pid: number,
): Promise<{ n: number; upToDate: number; rate: number; rss: number }> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const last: number[] = new Array(n).fill(0);
  const reqs: http.ClientRequest[] = [];
  // Clients connect the way the scores screen does: with the event id of the list they just read.
  const from = (await json(`${base}/sportapi/live/status`)).data.lastEventId as number;
  for (let i = 0; i < n; i++) {
    reqs.push(
      http
        .get(`${base}/sportapi/live?sport=all&lastEventId=${from}`, { agent }, (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const ids = chunk.match(/^id: (\d+)$/gm);
            if (ids) last[i] = Number(ids[ids.length - 1]!.slice(4));
          });
        })
        .on('error', () => undefined),
    );
    if (i % 200 === 199) await new Promise((r) => setTimeout(r, 50));
  }
  const before = (await json(`${base}/sportapi/live/status`)).data.lastEventId as number;
  await new Promise((r) => setTimeout(r, 5000));
  const status = (await json(`${base}/sportapi/live/status`)).data;
  await new Promise((r) => setTimeout(r, 3000));
  const upToDate = last.filter((id) => id >= status.lastEventId).length;
  const rss = rssOf(pid);
  reqs.forEach((r) => r.destroy());
  await new Promise((r) => setTimeout(r, 1000));
  return { n, upToDate, rate: Math.round((status.lastEventId - before) / 5), rss };
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
