#!/usr/bin/env node
/**
 * Builds the shell and every remote into OUT_DIR (default dist/), each into an immutable version folder:
 *   dist/shell/<version>/browser/…              the host (its page is rendered by the server per request)
 *   dist/remotes/<name>/<version>/browser/…     each remote
 *   dist/registry.json, dist/release-state.json which version of each app is current (webpack/release/state.js)
 * A version is the package version plus a hash of everything its build reads, so an unchanged app is not
 * rebuilt and a changed one never overwrites a folder that is already deployed.
 * Then the server, compiled to server/build/ (webpack/build-server.js; skipped when its sources are unchanged).
 * `npm run build shell scores` builds only the apps named; `server` names the server.
 */
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { buildApp } = require('./release/build-app.js');
const { readRecord } = require('./release/layout.js');
const { hasLegacyRegistry } = require('./release/state.js');
const { updateState } = require('./release/state-lock.js');
const { applyLocalBuilds } = require('./release/local-builds.js');
const { readSnapshot } = require('./release/shared-api.js');
const { checkSizeBudget } = require('./size-budget.js');
const { buildServer } = require('./build-server.js');
const { apps, root } = require('./apps.js');

const outDir = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const only = process.argv.slice(2);
const print = (line) => process.stdout.write(`${line}\n`);

/** The shell's shared singleton must export what shared/api.json lists for its version (else: bump it). */
function checkSharedSnapshot(version) {
  const built = readRecord(outDir, 'shell', version).contract?.shared ?? {};
  const snapshot = readSnapshot();
  const same = JSON.stringify(built.provides) === JSON.stringify(snapshot.exports);
  if (same && built.version === snapshot.version) return true;
  print(
    `✘ @jincheng/shared ${built.version} exports differ from shared/api.json (${snapshot.version}): ` +
      'the shared API changed without a new version. Run npm run shared:api, then build again.',
  );
  return false;
}

async function main() {
  const started = Date.now();
  if (hasLegacyRegistry(outDir)) {
    print(
      `  ${path.relative(root, outDir)}/registry.json predates versioned shells: starting a new release state`,
    );
  }
  const selected = only.length ? apps.filter((a) => only.includes(a.id)) : apps;
  const results = [];
  for (const app of selected) {
    const result = await buildApp({ outDir, app: app.id });
    results.push({ ...result, app });
    for (const name of result.cleaned)
      print(`  ${app.id}: removed a temp folder left by a stopped build: ${name}`);
    const what = result.existed ? 'unchanged' : `built in ${(result.ms / 1000).toFixed(1)} s`;
    print(`  ${app.id.padEnd(9)} ${result.version.padEnd(18)} ${what}`);
  }
  if (only.length === 0 || only.includes('server')) {
    const server = buildServer();
    const what = server.built ? `built in ${(server.ms / 1000).toFixed(1)} s` : 'unchanged';
    print(`  ${'server'.padEnd(9)} ${'server/build'.padEnd(18)} ${what}`);
  }
  const shell = results.find((r) => r.app.id === 'shell');
  let ok = !shell || checkSharedSnapshot(shell.version);
  // Fresh local builds become current unless the app is under release management (webpack/release/local-builds.js).
  const notes = [];
  await updateState(outDir, (state) =>
    applyLocalBuilds(state, results, { outDir, keep: Boolean(process.env.KEEP_REGISTRY), notes }),
  );
  for (const note of notes) {
    print(`  ${note.text}`);
    if (note.refused) ok = false;
  }
  print(
    `Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, outDir)}/`,
  );
  if (!checkSizeBudget(outDir)) ok = false;
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
