// Shared pieces of the benchmark scripts: a private server on loopback, and small statistics.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const { SERVER_MAIN } = createRequire(import.meta.url)('../webpack/build-server.js');

/** The server as `npm start` runs it: compiled (server/build/main.js, made by `npm run build`), one process. */
export function serverArgs() {
  if (!fs.existsSync(SERVER_MAIN))
    throw new Error(`${path.relative(root, SERVER_MAIN)} is missing: run npm run build first`);
  return [SERVER_MAIN];
}

/** Starts the real server (compiled, as `npm start` runs it) on 127.0.0.1 and waits until it answers. */
export async function startServer({ port, outDir = 'dist', env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-bench-'));
  const child = spawn(process.execPath, serverArgs(), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OUT_DIR: outDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/sportapi/leagues?sport=football`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    /** The server process (its memory can be read from /proc). */
    pid: child.pid,
    /** Its DATA_DIR (the SQLite database), removed by stop(). */
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'n/a');
