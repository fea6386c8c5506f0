/**
 * The release state, in two files:
 * - `release-state.json` (never served): per app the current version, canary, timeout, the stack of versions
 *   that were current (the rollback target lives here, apart from the history) and the capped history;
 * - `registry.json` (public, served no-cache with an ETag, put into every page): only what a browser needs to
 *   pick a version — per app the current version, the previous good one (the rollback target, also the
 *   fallback for first-time visitors), the canary and the load timeout.
 * Both are written temp-then-rename, state first; writers go through state-lock.js.
 */
const fs = require('node:fs');
const path = require('node:path');

const STATE_FILE = 'release-state.json';
const REGISTRY_FILE = 'registry.json';
const SCHEMA_VERSION = 2;
/** History entries kept per app; the rollback stack is kept separately (at most STACK_LIMIT versions). */
const HISTORY_LIMIT = 100;
const STACK_LIMIT = 20;

const emptyState = () => ({ schemaVersion: SCHEMA_VERSION, apps: {} });

function statePath(outDir) {
  return path.join(outDir, STATE_FILE);
}

/** The state; a missing file (or one from before schema 2) starts a fresh state. */
function readState(outDir) {
  const file = statePath(outDir);
  if (!fs.existsSync(file)) return emptyState();
  const state = JSON.parse(fs.readFileSync(file, 'utf8'));
  return state?.schemaVersion === SCHEMA_VERSION && state.apps ? state : emptyState();
}

/** True when registry.json predates the state file (a dist/ built before versioned shells). */
function hasLegacyRegistry(outDir) {
  if (fs.existsSync(statePath(outDir))) return false;
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(outDir, REGISTRY_FILE), 'utf8')).schemaVersion !== SCHEMA_VERSION
    );
  } catch {
    return false;
  }
}

function writeAtomic(file, value) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** The version `rollback <app>` goes back to: the newest version below the top of the stack. */
function previousVersion(entry) {
  const stack = entry?.stack ?? [];
  for (let i = stack.length - 2; i >= 0; i -= 1) if (stack[i] !== entry.current) return stack[i];
  return undefined;
}

/** What browsers get: current, previous good, canary and timeout per app; nothing about who or why. */
function publicRegistry(state) {
  const registry = { schemaVersion: SCHEMA_VERSION };
  if (state.loadTimeoutMs) registry.loadTimeoutMs = state.loadTimeoutMs;
  if (state.healthSampleRate) registry.healthSampleRate = state.healthSampleRate;
  const remotes = {};
  for (const [app, entry] of Object.entries(state.apps)) {
    if (!entry.current) continue;
    const previous = previousVersion(entry);
    const item = { current: entry.current, ...(previous ? { previous } : {}) };
    if (app === 'shell') {
      registry.shell = item;
      continue;
    }
    if (entry.canary) item.canary = { version: entry.canary.version, percent: entry.canary.percent };
    if (entry.loadTimeoutMs) item.loadTimeoutMs = entry.loadTimeoutMs;
    remotes[app] = item;
  }
  registry.remotes = remotes;
  return registry;
}

function writeState(outDir, state) {
  fs.mkdirSync(outDir, { recursive: true });
  writeAtomic(statePath(outDir), state);
  writeAtomic(path.join(outDir, REGISTRY_FILE), publicRegistry(state));
}

module.exports = {
  STATE_FILE,
  REGISTRY_FILE,
  SCHEMA_VERSION,
  HISTORY_LIMIT,
  STACK_LIMIT,
  statePath,
  readState,
  writeState,
  hasLegacyRegistry,
  publicRegistry,
  previousVersion,
};
