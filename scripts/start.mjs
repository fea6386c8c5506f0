#!/usr/bin/env node
// `npm start`: build what changed (the apps and the server), then serve the whole product (shell, remotes,
// registry, APIs) on one port from the compiled server (server/build/main.js: plain JavaScript, no TypeScript
// loader). `npm run dev` runs the server from its TypeScript source instead.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { SERVER_MAIN } = createRequire(import.meta.url)('../webpack/build-server.js');

const build = spawnSync(process.execPath, [path.join(root, 'webpack/build-all.mjs')], {
  stdio: 'inherit',
  cwd: root,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, [SERVER_MAIN], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
