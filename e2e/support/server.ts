import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

export interface TestServer {
  url: string;
  outDir: string;
  dataDir: string;
  /** The command line it was started with (node or tsx, then its arguments). */
  commandLine: string[];
  stop: () => Promise<void>;
}

export interface ServerOptions {
  /** Settings on top of the test defaults (e.g. NODE_ENV=production, SIM_SPEED=60). */
  env?: Record<string, string>;
  /** Serve a private copy of dist/ (so a test may break it) instead of dist/ itself. */
  copyDist?: boolean;
  /**
   * Run the compiled server (server/build/main.js, made by `npm run build`) as `npm start` does, with no
   * TypeScript loader in reach (support/only-javascript.cjs), instead of server/src through tsx. Default: for
   * NODE_ENV=production, the profile that ships compiled.
   */
  compiled?: boolean;
}

/** The compiled server, as `npm start` runs it (webpack/build-server.js). */
const COMPILED_MAIN = path.join(root, 'server/build/main.js');

/** How a test server is started: the compiled server, or the TypeScript source through tsx. */
function serverCommand(compiled: boolean): [string, string[]] {
  if (!compiled) return [path.join(root, 'node_modules/.bin/tsx'), ['server/src/main.ts']];
  if (!fs.existsSync(COMPILED_MAIN))
    throw new Error(`${path.relative(root, COMPILED_MAIN)} is missing: run npm run build first`);
  return [process.execPath, ['--require', path.join(__dirname, 'only-javascript.cjs'), COMPILED_MAIN]];
}

/**
 * The seeded database every server of the suite copies — the web server playwright.config.ts starts
 * (support/web-server.ts) and the servers specs start: made once per run (one pinned clock, so one day), shared
 * by the workers through its file name. Seeding is most of a server's start. `npm test` writes it before the
 * suite, beside the jest lanes, and names it in JC_E2E_TEMPLATE (both Playwright runs copy the same file);
 * otherwise the first server of the run writes it, named by the run's clock origin.
 */
export function sportTemplate(): string {
  const given = process.env.JC_E2E_TEMPLATE;
  const file = given || path.join(os.tmpdir(), `jc-e2e-sport-${process.env.JC_CLOCK_ORIGIN ?? 'real'}.db`);
  if (fs.existsSync(file)) return file;
  if (!given)
    for (const old of fs.readdirSync(os.tmpdir()).filter((f) => /^jc-e2e-sport-.*\.db$/.test(f)))
      fs.rmSync(path.join(os.tmpdir(), old), { force: true });
  const made = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['e2e/support/sport-template.ts', file], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (made.status !== 0) throw new Error(`the seeded template failed:\n${made.stderr}`);
  return file;
}

/**
 * The real server in a child process with its own data folder (a copy of the seeded template). It listens on a port the system picks (PORT=0)
 * and the URL is read from its start line, so it never collides with another listener or with a client's
 * ephemeral port. If it exits or stays silent, the error carries the last lines it wrote.
 */
export async function startServer({
  env = {},
  copyDist = false,
  compiled = env.NODE_ENV === 'production',
}: ServerOptions = {}): Promise<TestServer> {
  const [command, args] = serverCommand(compiled);
  const outDir = copyDist ? fs.mkdtempSync(path.join(os.tmpdir(), 'jc-e2e-out-')) : path.join(root, 'dist');
  if (copyDist) fs.cpSync(path.join(root, 'dist'), outDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-e2e-data-'));
  fs.copyFileSync(sportTemplate(), path.join(dataDir, 'jincheng.db'));
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      OUT_DIR: outDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIMULATOR: 'off',
      // The model's backtest (seconds of CPU) only when a test reads it, not in the background of every spec's
      // server start (the suite's own web server computes it at its start, as a production server does).
      MODEL_WARM: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const cleanUp = () => {
    if (copyDist) fs.rmSync(outDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      cleanUp();
      reject(new Error(`test server ${why}; its last output:\n${output.slice(-2000)}`));
    };
    const timer = setTimeout(() => fail('did not start in 120 s'), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /is running at http:\/\/localhost:(\d+)/.exec(output);
      if (started && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve(Number(started[1]));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((code) => fail(`exited with code ${code} before listening`));
  });
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    outDir,
    dataDir,
    commandLine: child.spawnargs,
    // SIGTERM closes the server gracefully; a connection a browser keeps open (a live stream) may hold that
    // up, so after 10 s it is killed.
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(late);
      cleanUp();
    },
  };
}

/** A server on a private copy of dist/; `env` adds settings (NODE_ENV=production: the compiled server). */
export function startServerWithCopy(env: Record<string, string> = {}): Promise<TestServer> {
  return startServer({ env, copyDist: true });
}

/** The folder of a remote's current version in a served copy. */
export function currentVersionDir(outDir: string, remote: string): string {
  const registry = JSON.parse(fs.readFileSync(path.join(outDir, 'registry.json'), 'utf8'));
  return path.join(outDir, 'remotes', remote, registry.remotes[remote].current);
}

/** Drops every remote's previous version from a served copy's registry: nothing to fall back to. */
export function forgetPreviousVersions(outDir: string): void {
  const file = path.join(outDir, 'registry.json');
  const registry = JSON.parse(fs.readFileSync(file, 'utf8'));
  for (const entry of Object.values(registry.remotes) as Array<{ previous?: string | null }>)
    delete entry.previous;
  fs.writeFileSync(file, JSON.stringify(registry));
}
