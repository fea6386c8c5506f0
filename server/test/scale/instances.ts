import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { signedHeaders } from '../user/helpers';

const root = path.resolve(__dirname, '../../..');

/** A server process (`node server/src/main.ts`, as `npm start` runs it) on a free loopback port. */
export interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  /** Its output so far, for failure messages. */
  log(): string;
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  // One process (node with tsx's loader), so SIGKILL hits the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'readable', ...env },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start:\n${output.slice(-3000)}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`${name} exited:\n${output.slice(-3000)}`)));
  });
  return {
    name,
    base: `http://127.0.0.1:${port}`,
    child,
    log: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: { retcode: number; retmsg: string; data: T };
}

export async function post<T = Record<string, unknown>>(
  at: Instance,
  url: string,
  body: object = {},
  token?: string,
  unsigned = false,
): Promise<Answer<T>> {
  const headers = {
    ...(unsigned ? {} : signedHeaders()),
    'content-type': 'application/json',
    ...(token ? { token } : {}),
  };
  const res = await fetch(`${at.base}${url}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

export async function get<T = Record<string, unknown>>(
  at: Instance,
  url: string,
  token?: string,
): Promise<Answer<T>> {
  const res = await fetch(`${at.base}${url}`, {
    headers: token ? { token } : {},
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Answer<T>['body'] };
}

/** Whether this instance runs the simulator (it holds the leader lock). */
export async function leads(at: Instance): Promise<boolean> {
  const status = await get<{ simulator: { running: boolean } }>(at, '/sportapi/live/status');
  return status.body.data.simulator.running;
}

/** Polls until `check` holds; rejects after `ms`. */
export async function until(
  check: () => Promise<boolean> | boolean,
  ms: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function smsCode(at: Instance, phone: string): Promise<string> {
  const res = await fetch(`${at.base}/__dev/sms/${phone}`, { signal: AbortSignal.timeout(30_000) });
  return ((await res.json()) as { code: string }).code;
}
