#!/usr/bin/env node
/**
 * A throwaway PostgreSQL cluster for the tests: initdb into a temporary folder, start it on a free loopback
 * port (or PG_TEST_PORT), run a command with `JC_TEST_PG_URL` pointing at it, then stop it and delete the
 * folder — also when the command fails or the run is interrupted (SIGINT/SIGTERM).
 *
 *   node scripts/pg-test-cluster.mjs -- npx jest server/test        # one command against a fresh cluster
 *   node scripts/pg-test-cluster.mjs --check                        # exit 0 when PostgreSQL is installed
 *
 * Needs Debian's `postgresql` package (binaries in /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to
 * run as root, so as root the cluster runs as the `postgres` user (runuser). Durability is off (fsync,
 * synchronous_commit): the data lives only as long as the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The newest installed server's bin folder, or null. */
export function findPgBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(base, versions[0], 'bin');
  const probe = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const dir = probe.status === 0 ? probe.stdout.trim() : '';
  return dir && fs.existsSync(path.join(dir, 'postgres')) ? dir : null;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** Starts a cluster; resolves to its admin URL and a stop() that also deletes it. */
export async function startCluster({ port: wanted, log = () => undefined } = {}) {
  const bin = findPgBin();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-pg-'));
  const data = path.join(dir, 'data');
  fs.mkdirSync(data, { mode: 0o700 });
  if (asRoot) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0) throw new Error('running as root needs the `postgres` user (Debian package)');
    fs.chmodSync(dir, 0o755);
    for (const p of [dir, data]) fs.chownSync(p, Number(owner.stdout), Number(group.stdout));
  }
  const run = (file, args) => {
    const [command, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]]
      : [path.join(bin, file), args];
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0)
      throw new Error(`${file} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  const port = wanted ?? (await freePort());
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch {
      // not running (start failed) — the folder goes either way
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      "-c listen_addresses='127.0.0.1'",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=400',
      '-c shared_buffers=64MB',
    ].join(' ');
    run('pg_ctl', [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      settings,
    ]);
  } catch (error) {
    stop();
    throw error;
  }
  log(`PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port}`);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, stop };
}

async function main(argv) {
  if (argv[0] === '--check') process.exit(findPgBin() ? 0 : 1);
  const split = argv.indexOf('--');
  const command = split === -1 ? argv : argv.slice(split + 1);
  if (!command.length) {
    process.stderr.write('usage: node scripts/pg-test-cluster.mjs -- <command> [args…]\n');
    process.exit(2);
  }
  const port = Number(process.env.PG_TEST_PORT) || undefined;
  const cluster = await startCluster({ port, log: (line) => process.stdout.write(`${line}\n`) });
  process.on('exit', cluster.stop);
  const child = spawn(command[0], command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, JC_TEST_PG_URL: cluster.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      child.kill(signal);
      cluster.stop();
      process.exit(130);
    });
  child.on('exit', (code, signal) => {
    cluster.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
