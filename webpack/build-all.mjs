#!/usr/bin/env node
/**
 * Builds the shell and every remote into OUT_DIR (default dist/):
 *   dist/shell/…                         the host, served at /
 *   dist/remotes/<name>/<version>/…      each remote, in an immutable version folder
 *   dist/registry.json                   which version of each remote is current
 * A remote's version is its package.json version plus a hash of everything its build reads, so an unchanged
 * remote is not rebuilt and a changed one never overwrites a folder that is already deployed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildHash } = require('./build-hash.js');
const { setCurrent } = require('./registry-file.js');
const { updateRegistry } = require('./release/registry-lock.js');
const { isReleaseManaged } = require('./release/release-ops.js');
const { writeShellContract } = require('./release/shell-contract.js');
const { checkSizeBudget } = require('./size-budget.js');
const webpack = require('webpack');
const { apps, root } = require('./apps.js');

const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const only = process.argv.slice(2);

function compile(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

async function buildApp(app) {
  const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const hash = buildHash(app.dir);
  const target =
    app.kind === 'host'
      ? path.join(outDir, 'shell')
      : path.join(outDir, 'remotes', app.id, `${pkg.version}-${hash}`);
  const stamp = path.join(target, '.build-hash');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    return { app, target, version: `${pkg.version}-${hash}`, skipped: true, ms: 0 };
  }
  const started = Date.now();
  const factory = require(path.join(app.dir, 'webpack.config.js'));
  await compile(factory({ outDir: target }, { mode: 'production' }));
  fs.writeFileSync(stamp, hash);
  return { app, target, version: `${pkg.version}-${hash}`, skipped: false, ms: Date.now() - started };
}

async function main() {
  const started = Date.now();
  fs.mkdirSync(outDir, { recursive: true });
  const selected = only.length ? apps.filter((a) => only.includes(a.id)) : apps;
  const results = [];
  for (const app of selected) {
    const result = await buildApp(app);
    results.push(result);
    const what = result.skipped ? 'unchanged' : `built in ${(result.ms / 1000).toFixed(1)} s`;
    process.stdout.write(`  ${app.id.padEnd(9)} ${result.version.padEnd(18)} ${what}\n`);
  }
  // The release CLI checks candidates against the deployed shell's contract, kept beside the shell.
  if (results.some((r) => r.app.kind === 'host')) writeShellContract(outDir);
  // A fresh local build becomes current, unless the remote is under release management (the release CLI
  // has promoted, rolled back, published or canaried it): then only `npm run release` changes what is current.
  const held = [];
  updateRegistry(outDir, (start) => {
    let registry = start;
    for (const result of results) {
      if (result.app.kind !== 'remote') continue;
      const entry = registry.remotes[result.app.id];
      if (process.env.KEEP_REGISTRY && entry) continue;
      if (isReleaseManaged(entry)) {
        if (entry.current !== result.version) held.push(result);
        continue;
      }
      registry = setCurrent(registry, result.app.id, result.version, {
        by: 'build',
        why: 'local build',
        action: 'build',
      });
    }
    return registry;
  });
  for (const { app, version } of held) {
    process.stdout.write(
      `  ${app.id}: release-managed, ${version} not made current (npm run release -- promote ${app.id} ${version})\n`,
    );
  }
  process.stdout.write(
    `Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, outDir)}/\n`,
  );
  if (!checkSizeBudget(outDir)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
