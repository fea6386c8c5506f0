import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { post, startInstance, type Instance } from '../test/scale/instances';
import { json, rssOf } from './load-tools';

/**
 * One match chat room with 500 fans (server/src/community/chat): 500 SSE clients on the room's stream, fans
 * posting `BENCH_CHAT_RATE` messages a second for `BENCH_SECONDS`; measures the delay from a post to its
 * arrival at every client (p50/p99/max), whether every client got every message, the server's RSS, and
 * that the per-address stream cap holds: the clients come from 25 loopback addresses (127.0.0.2…), 20 each,
 * the default `SSE_MAX_PER_IP`, and one more from an address already at 20 is refused. One server process
 * on SQLite, simulator off (the room's match is set live), throttling off (it is the fan-out that is
 * measured, not the flood rules); the bench's clients share the machine's cores with the server.
 * Runnable alone: node --import tsx server/bench/chat-room-bench.ts
 */
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 500);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PER_ADDRESS = 20;
const FANS = 20;

/** CPU seconds a process has used so far (user + system), from /proc. */
function cpuOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Client {
  req: http.ClientRequest;
  got: Set<number>;
}

/** Opens one stream from `localAddress`; resolves with its HTTP status once the answer starts. */
function openStream(
  url: string,
  localAddress: string,
  onText: (text: string) => void,
): Promise<{ status: number; req: http.ClientRequest }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, agent: false }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: message')) onText(block.slice(block.indexOf('data: ') + 6));
        }
      });
      res.on('error', () => undefined);
      resolve({ status: res.statusCode ?? 0, req });
    });
    req.on('error', reject);
  });
}

async function signIn(at: Instance, phone: string): Promise<string> {
  await post(at, '/userapi/msm/send', { phone });
  const code = ((await json(`${at.base}/__dev/sms/${phone}`)) as { code: string }).code;
  return (await post<{ token: string }>(at, '/userapi/login/user/code', { phone, code })).body.data.token;
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-chat-bench-'));
  const server = await startInstance('chat', {
    DATA_DIR: dir,
    OUT_DIR: dir,
    SIMULATOR: 'off',
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  });
  const clients: Client[] = [];
  try {
    const pid = server.child.pid as number;
    // The room: a football match set under way (the simulator is off, so nothing moves it on).
    const db = new Database(path.join(dir, 'jincheng.db'));
    const match = db
      .prepare(
        `SELECT id FROM sport_matches WHERE sport = 'football' AND status = 'scheduled' ORDER BY kickoff LIMIT 1`,
      )
      .get() as { id: number };
    db.prepare(`UPDATE sport_matches SET status = 'first_half', minute = 30 WHERE id = ?`).run(match.id);
    db.close();
    const room = match.id;
    const tokens: string[] = [];
    for (let i = 0; i < FANS; i += 1)
      tokens.push(await signIn(server, `1391234${String(1000 + i).padStart(4, '0')}`));
    const rssIdle = rssOf(pid);

    const start = (await json(`${server.base}/sportapi/matches/${room}/chat`)).data.lastId as number;
    const url = `${server.base}/sportapi/matches/${room}/chat/stream?after=${start}`;
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    const opened = Date.now();
    for (let i = 0; i < CLIENTS; i += 1) {
      const got = new Set<number>();
      const address = `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`;
      const { status, req } = await openStream(url, address, (data) => {
        const message = JSON.parse(data) as { id: number; text: string };
        const at = sentAt.get(message.text);
        if (at !== undefined) delays.push(Date.now() - at);
        got.add(message.id);
      });
      if (status !== 200) throw new Error(`stream ${i} from ${address} answered ${status}`);
      clients.push({ req, got });
    }
    const openMs = Date.now() - opened;
    // The cap: one more from an address that holds 20 is refused; another address still gets in.
    const over = await openStream(url, '127.0.0.2', () => undefined);
    over.req.destroy();
    const rssClients = rssOf(pid);

    const ids: number[] = [];
    const postMs: number[] = [];
    let refused = 0;
    const total = RATE * SECONDS;
    const began = Date.now();
    const cpuBefore = [cpuOf(pid), cpuOf(process.pid)];
    const posts: Promise<void>[] = [];
    for (let n = 0; n < total; n += 1) {
      const due = began + (n * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      const text = `压力测试第${n + 1}条消息`;
      sentAt.set(text, Date.now());
      posts.push(
        post<{ message: { id: number } }>(
          server,
          `/sportapi/matches/${room}/chat`,
          { text },
          tokens[n % FANS],
          true,
        ).then((r) => {
          postMs.push(Date.now() - (sentAt.get(text) as number));
          if (r.status === 200) ids.push(r.body.data.message.id);
          else refused += 1;
        }),
      );
    }
    await Promise.all(posts);
    const rssPeak = rssOf(pid);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && clients.some((c) => ids.some((id) => !c.got.has(id)))) await sleep(100);
    const busy = (i: 0 | 1, p: number) =>
      Math.round((100 * (cpuOf(p) - (cpuBefore[i] as number))) / ((Date.now() - began) / 1000));
    const cpu = `server ${busy(0, pid)} %, bench clients ${busy(1, process.pid)} % of one core`;
    const complete = clients.filter((c) => ids.every((id) => c.got.has(id))).length;
    const postSorted = [...postMs].sort((x, y) => x - y);
    const sorted = [...delays].sort((x, y) => x - y);
    const rows = [
      '| measure | value |',
      '|---|---|',
      `| SSE clients in one room (25 addresses × ${PER_ADDRESS}) | ${clients.length}, opened in ${(openMs / 1000).toFixed(1)} s |`,
      `| a ${PER_ADDRESS + 1}st stream from one address | HTTP ${over.status} (cap ${PER_ADDRESS} per address holds) |`,
      `| messages posted | ${ids.length} at ${RATE}/s for ${SECONDS} s (${refused} refused) |`,
      `| deliveries | ${delays.length} (${complete} of ${clients.length} clients got every message) |`,
      `| post → client delay p50 / p99 / max | ${pct(sorted, 0.5)} / ${pct(sorted, 0.99)} / ${sorted[sorted.length - 1] ?? 0} ms |`,
      `| POST answered p50 / p99 | ${pct(postSorted, 0.5)} / ${pct(postSorted, 0.99)} ms |`,
      `| CPU while posting and delivering | ${cpu} |`,
      `| server RSS: idle / 500 clients / after the posts | ${rssIdle} / ${rssClients} / ${rssPeak} MB |`,
    ];
    process.stdout.write(`${rows.join('\n')}\n`);
    const results = path.join(__dirname, '../../bench/results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(
      path.join(results, 'issue-28-chat.md'),
      `# Match chat room, ${CLIENTS} fans — ${new Date().toISOString()}\n\nMachine: ${os.cpus().length} cores, Node ${process.version}.\n\n${rows.join('\n')}\n`,
    );
    if (over.status !== 429) throw new Error(`the per-address cap did not hold: ${over.status}`);
  } finally {
    for (const c of clients) c.req.destroy();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
