#!/usr/bin/env node
/**
 * Runs Debian's nginx (`nginx-light`) as the production edge in front of running instances, with the site
 * config operators deploy (docs/nginx-scale-out.conf, docs/edge.md): only the instances, the listen address,
 * the root (dist/) and the cache path are swapped for the caller's. Used by `npm run bench` (bench/edge.mjs)
 * and e2e/edge.spec.ts. nginx runs as a child in the foreground (`daemon off`), its pid file, logs, cache and
 * temp files in a folder of its own under the system temp dir, removed by stop().
 *
 * By hand: node scripts/nginx-edge.mjs --upstream 127.0.0.1:8080 [--upstream …] [--port 8088] [--root dist]
 *          node scripts/nginx-edge.mjs --print …   (the config it would run)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SITE_CONFIG = path.join(root, 'docs', 'nginx-scale-out.conf');

/** The deployed site with this run's instances, address, root and cache path (throws if one is not found). */
export function siteConfig({ upstreams, host = '127.0.0.1', port, outDir, cacheDir }) {
  let text = fs.readFileSync(SITE_CONFIG, 'utf8');
  const swap = (pattern, replacement, what) => {
    if (!pattern.test(text)) throw new Error(`docs/nginx-scale-out.conf: no ${what} to replace`);
    text = text.replace(pattern, replacement);
  };
  const servers = upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=5s;`).join('\n');
  swap(/(upstream jincheng \{\n(?:\s*#.*\n)*)(?:\s*server [^\n]+\n)+/, `$1${servers}\n`, 'upstream servers');
  swap(/^(\s*)listen 80;$/m, `$1listen ${host}:${port};`, 'listen 80');
  swap(/^(\s*)root \/srv\/jincheng\/dist;$/m, `$1root ${path.resolve(root, outDir)};`, 'root');
  swap(/proxy_cache_path \/var\/cache\/nginx\/jincheng /, `proxy_cache_path ${cacheDir} `, 'cache path');
  return text;
}

/** A whole nginx.conf around `site`: one worker, everything nginx writes inside `dir`. */
export function mainConfig({ site, dir, workers = 1 }) {
  return [
    `worker_processes ${workers};`,
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    access_log off;',
    '    sendfile on;',
    '    tcp_nopush on;',
    '    keepalive_requests 100000;',
    `    client_body_temp_path ${dir}/body;`,
    `    proxy_temp_path ${dir}/proxy;`,
    `    fastcgi_temp_path ${dir}/fastcgi;`,
    `    uwsgi_temp_path ${dir}/uwsgi;`,
    `    scgi_temp_path ${dir}/scgi;`,
    site
      .split('\n')
      .map((line) => (line ? `    ${line}` : line))
      .join('\n'),
    '}',
    '',
  ].join('\n');
}

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts nginx on `config(dir)` (a whole nginx.conf; `dir` is its own temp folder) and waits until it accepts
 * connections. Fails, never skips, when nginx is not installed: the edge is part of what is tested.
 */
export async function startNginx({ config, port, host = '127.0.0.1' }) {
  if (!fs.existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run installs it)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-nginx-'));
  // Started as root, nginx's workers run as `nobody`: they must reach the cache and temp folders in here.
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config(dir));
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')];
  const checked = spawnSync(NGINX, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (checked.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx -t refused the config:\n${checked.stderr}`);
  }
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) break;
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, host, () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const log = () => {
    let text = output;
    try {
      text += fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      // no log yet
    }
    return text.slice(-2000);
  };
  if (child.exitCode !== null || Date.now() > deadline) {
    child.kill('SIGKILL');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx did not start on ${host}:${port}:\n${output}`);
  }
  return {
    url: `http://${host}:${port}`,
    pid: child.pid,
    dir,
    /** What nginx wrote to its error log (and stderr) so far. */
    log,
    stop: async () => {
      // SIGQUIT: graceful; open event streams would hold it up, so SIGTERM (fast) is what ends a test run.
      if (child.exitCode === null) child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The edge: docs/nginx-scale-out.conf in front of `upstreams` (host:port of running instances), serving the
 * version folders from `outDir`. `port` 0 or absent: a free one.
 */
export async function startEdge({ upstreams, outDir = 'dist', port = 0, workers = 1 }) {
  const at = port || (await freePort());
  return startNginx({
    port: at,
    config: (dir) =>
      mainConfig({
        site: siteConfig({ upstreams, port: at, outDir, cacheDir: path.join(dir, 'cache') }),
        dir,
        workers,
      }),
  });
}

/** By hand (no top-level await: the e2e spec requires this module). */
async function main() {
  const argv = process.argv.slice(2);
  const upstreams = [];
  let port = 8088;
  let outDir = 'dist';
  let print = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--upstream') upstreams.push(argv[++i]);
    else if (argv[i] === '--port') port = Number(argv[++i]);
    else if (argv[i] === '--root') outDir = argv[++i];
    else if (argv[i] === '--print') print = true;
  }
  if (upstreams.length === 0) upstreams.push('127.0.0.1:8080');
  if (print) {
    const dir = '/tmp/jc-nginx';
    const site = siteConfig({ upstreams, port, outDir, cacheDir: `${dir}/cache` });
    process.stdout.write(mainConfig({ site, dir }));
  } else {
    const edge = await startEdge({ upstreams, outDir, port });
    process.stdout.write(`nginx edge at ${edge.url} → ${upstreams.join(', ')} (Ctrl-C stops it)\n`);
    const stop = () => void edge.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
    process.exit(1);
  });
}
