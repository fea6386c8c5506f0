import fs from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { post, startInstance, type Instance } from '../test/scale/instances';
import { openStream, type ClientsAnswer, type ClientsRequest } from './chat-stream-clients';
import { json, rssOf } from './load-tools';

/**
 * One match chat room with 500 fans (server/src/community/chat): 500 SSE clients on the room's stream, fans
 * posting `BENCH_CHAT_RATE` messages a second for `BENCH_SECONDS`; measures the delay from a post to its
 * arrival at every client (p50/p99/max), whether every client got every message, the server's RSS, and
 * that the per-address stream cap holds: the clients come from 25 loopback addresses (127.0.0.2…), 20 each,
 * the default `SSE_MAX_PER_IP`, and one more from an address already at 20 is refused. One server process
 * on SQLite, simulator off (the room's match is set live), throttling off (it is the fan-out that is
 * measured, not the flood rules); the bench's clients share the machine's cores with the server. The streams
 * are read by `BENCH_CHAT_CLIENT_PROCS` (2) processes of their own, so this one's posting loop and clock keep
 * time; besides the delays it reports the server's CPU per post (less sensitive than delays to what else
 * runs on the machine) and the load average, since on a shared machine the delays say as much about the
 * neighbours as about the server. `BENCH_CHAT_PORT` puts the server on a given port (default: a free one).
 * Runnable alone: node --import tsx server/bench/chat-room-bench.ts
 */
const CLIENTS = Number(process.env.BENCH_CHAT_CLIENTS ?? 500);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PER_ADDRESS = 20;
/** Processes the stream clients are spread over (server/bench/chat-stream-clients.ts). */
const PROCS = Number(process.env.BENCH_CHAT_CLIENT_PROCS ?? 2);
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

/** A process holding some of the streams (server/bench/chat-stream-clients.ts). */
interface ClientProcess {
  child: ChildProcess;
  ask(request: ClientsRequest): Promise<ClientsAnswer>;
}

function clientProcess(): ClientProcess {
  const child = fork(path.join(__dirname, 'chat-stream-clients.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, JC_BENCH_ROLE: 'chat-stream-clients' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // One question at a time per process; an exit while one is open fails it.
  let waiting: { resolve: (a: ClientsAnswer) => void; reject: (e: Error) => void } | null = null;
  child.on('message', (answer) => waiting?.resolve(answer as ClientsAnswer));
  child.on('exit', () => waiting?.reject(new Error('a stream client process exited')));
  return {
    child,
    ask: (request) =>
      new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        child.send(request);
      }),
  };
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
    ...(process.env.BENCH_CHAT_PORT ? { PORT: process.env.BENCH_CHAT_PORT } : {}),
  });
  const procs: ClientProcess[] = [];
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
    const addresses = Array.from({ length: CLIENTS }, (_, i) => `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`);
    const opened = Date.now();
    for (let p = 0; p < PROCS; p += 1) procs.push(clientProcess());
    const share = Math.ceil(CLIENTS / PROCS);
    const statuses = (
      await Promise.all(
        procs.map((c, p) => c.ask({ open: { url, addresses: addresses.slice(p * share, (p + 1) * share) } })),
      )
    ).flatMap((answer) => ('opened' in answer ? answer.opened : []));
    const wrong = statuses.findIndex((status) => status !== 200);
    if (wrong !== -1 || statuses.length !== CLIENTS)
      throw new Error(`stream ${wrong} from ${addresses[wrong]} answered ${statuses[wrong]}`);
    const openMs = Date.now() - opened;
    // The cap: one more from an address that holds 20 is refused; another address still gets in.
    const over = await openStream(url, '127.0.0.2', () => undefined);
    over.req.destroy();
    const rssClients = rssOf(pid);

    /** Per post (in order): when it was sent, and the id it was given. */
    const sentAt: number[] = [];
    const idOf: Array<number | undefined> = [];
    const postMs: number[] = [];
    let refused = 0;
    const total = RATE * SECONDS;
    const loadBefore = os.loadavg()[0] as number;
    const began = Date.now();
    const clientPids = procs.map((c) => c.child.pid as number);
    const cpuOfClients = () => clientPids.reduce((sum, p) => sum + cpuOf(p), 0);
    const cpuBefore = [cpuOf(pid), cpuOfClients()] as const;
    let late = 0;
    const posts: Promise<void>[] = [];
    for (let n = 0; n < total; n += 1) {
      const due = began + (n * 1000) / RATE;
      if (due > Date.now()) await sleep(due - Date.now());
      else late = Math.max(late, Date.now() - due);
      const text = `压力测试第${n + 1}条消息`;
      sentAt[n] = Date.now();
      posts.push(
        post<{ message: { id: number } }>(
          server,
          `/sportapi/matches/${room}/chat`,
          { text },
          tokens[n % FANS],
          true,
        ).then((r) => {
          postMs.push(Date.now() - (sentAt[n] as number));
          if (r.status === 200) idOf[n] = r.body.data.message.id;
          else refused += 1;
        }),
      );
    }
    await Promise.all(posts);
    const postedMs = Date.now() - began;
    const cpuPosted = cpuOf(pid) - cpuBefore[0];
    const rssPeak = rssOf(pid);
    const ids = idOf.filter((id): id is number => id !== undefined);
    const postOf = new Map(idOf.map((id, n) => [id, n]));
    // Every client's arrivals, asked again until all have every message (or 10 s passed).
    let arrivals: number[][] = [];
    const deadline = Date.now() + 10_000;
    for (;;) {
      arrivals = (await Promise.all(procs.map((c) => c.ask({ collect: true })))).flatMap((answer) =>
        'arrivals' in answer ? answer.arrivals : [],
      );
      if (Date.now() > deadline || arrivals.every((a) => a.length / 2 >= ids.length)) break;
      await sleep(250);
    }
    const loadAfter = os.loadavg()[0] as number;
    const seconds = (Date.now() - began) / 1000;
    const busy = (used: number) => Math.round((100 * used) / seconds);
    const cpu = `server ${busy(cpuOf(pid) - cpuBefore[0])} %, stream clients (${PROCS} processes) ${busy(cpuOfClients() - cpuBefore[1])} % of one core`;
    const delays: number[] = [];
    let complete = 0;
    for (const a of arrivals) {
      const got = new Set<number>();
      for (let i = 0; i < a.length; i += 2) {
        const n = postOf.get(a[i] as number);
        if (n === undefined) continue;
        got.add(a[i] as number);
        delays.push((a[i + 1] as number) - (sentAt[n] as number));
      }
      if (ids.every((id) => got.has(id))) complete += 1;
    }
    const postSorted = [...postMs].sort((x, y) => x - y);
    const sorted = delays.sort((x, y) => x - y);
    const rows = [
      '| measure | value |',
      '|---|---|',
      `| SSE clients in one room (25 addresses × ${PER_ADDRESS}) | ${arrivals.length}, opened in ${(openMs / 1000).toFixed(1)} s |`,
      `| a ${PER_ADDRESS + 1}st stream from one address | HTTP ${over.status} (cap ${PER_ADDRESS} per address holds) |`,
      `| messages posted | ${ids.length} at ${RATE}/s for ${SECONDS} s (${refused} refused; the poster fell behind its schedule by ${late} ms at most) |`,
      `| deliveries | ${delays.length} (${complete} of ${arrivals.length} clients got every message) |`,
      `| post → client delay p50 / p99 / max | ${pct(sorted, 0.5)} / ${pct(sorted, 0.99)} / ${sorted[sorted.length - 1] ?? 0} ms |`,
      `| POST answered p50 / p99 | ${pct(postSorted, 0.5)} / ${pct(postSorted, 0.99)} ms |`,
      `| CPU while posting and delivering | ${cpu} |`,
      `| server CPU per post (500 deliveries) while posting | ${((1000 * cpuPosted) / Math.max(1, total)).toFixed(1)} ms (${Math.round((100 * cpuPosted) / (postedMs / 1000))} % of one core) |`,
      `| load average (1 min) before / after | ${loadBefore.toFixed(1)} / ${loadAfter.toFixed(1)} |`,
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
    for (const c of procs) if (c.child.connected) c.child.send({ close: true } satisfies ClientsRequest);
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
