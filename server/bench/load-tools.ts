import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** Shared by the load scripts: JSON reads, autocannon runs, RSS, and one step of SSE fan-out. */
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a bench script reads loosely shaped JSON
export async function json(url: string): Promise<any> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return (await (await fetch(url)).json()) as any;
}

/**
 * One autocannon run. `headers` are sent on every request; with `revalidate` the answers are expected to be 304
 * (If-None-Match naming the current ETag): a 3xx is then no error.
 */
export async function cannon(
  url: string,
  connections = 200,
  { headers, revalidate = false }: { headers?: Record<string, string>; revalidate?: boolean } = {},
): Promise<{ p50: number; p99: number; rps: number; errors: number }> {
  const r = await autocannon({ url, connections, duration: DURATION, ...(headers ? { headers } : {}) });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    errors: r.errors + (revalidate ? r.non2xx - r['3xx'] : r.non2xx),
  };
}

export function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Opens `n` SSE clients, lets deltas flow for a few seconds, and checks every client saw the latest id. */
export async function sseStep(
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
