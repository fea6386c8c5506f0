import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface TestServer {
  url: string;
  outDir: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * A private copy of dist/ (so a test may break it) served by the real server on its own port; `env` adds
 * settings (e.g. NODE_ENV=production).
 */
export async function startServerWithCopy(
  port: number,
  env: Record<string, string> = {},
): Promise<TestServer> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-e2e-out-'));
  fs.cpSync(path.join(root, 'dist'), outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-e2e-data-'));
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      OUT_DIR: outDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/registry.json`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('test server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    outDir,
    dataDir,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The folder of a remote's current version in a served copy. */
export function currentVersionDir(outDir: string, remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));
  return path.join(outDir, 'remotes', remote, registry.remotes[remote].current);
}
