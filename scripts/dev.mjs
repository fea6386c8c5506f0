#!/usr/bin/env node
// `npm run dev`: the API (restarting on change) and every app on a webpack dev server with live reload.
// Open http://localhost:8080 — the shell's dev registry points at each remote's dev server.
// `npm run dev -- api` (or `-- api scores …`) starts only what is named: e.g. the API for a remote team that
// runs its remote alone with `npm run dev -w remote-scores` (its dev server finds the API on :8081).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { apps, DEV_PORTS } = require('../webpack/apps.js');

const children = [];
function start(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${label}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, prefix)));
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  children.push(child);
}

const named = process.argv.slice(2);
const wanted = (id) => named.length === 0 || named.includes(id);
if (wanted('api')) {
  start('api', path.join(root, 'node_modules/.bin/tsx'), ['watch', 'server/src/main.ts'], {
    env: { PORT: String(DEV_PORTS.api), LOG_LEVEL: 'info' },
  });
}
for (const app of apps.filter((a) => wanted(a.id))) {
  start(app.id, path.join(root, 'node_modules/.bin/webpack'), [
    'serve',
    '--mode',
    'development',
    '-c',
    path.join(app.dir, 'webpack.config.js'),
  ]);
}
if (wanted('shell')) process.stdout.write(`\n锦城体育 (dev) → http://localhost:${DEV_PORTS.shell}\n\n`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
