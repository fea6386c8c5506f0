#!/usr/bin/env node
// `npm start`: build what changed, then serve the whole product (shell, remotes, registry, APIs) on one port.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const build = spawnSync(process.execPath, [path.join(root, 'webpack/build-all.mjs')], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'server/src/main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
