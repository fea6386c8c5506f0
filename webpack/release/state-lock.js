/**
 * Serialises every change to the release state with proper-lockfile (a lock folder beside the state file,
 * its mtime refreshed while held): read → change → write inside the lock, so two release managers (or a
 * build and a release) never lose each other's change. A lock left by a crashed process goes stale and is
 * taken over after `stale` ms.
 */
const fs = require('node:fs');
const lockfile = require('proper-lockfile');
const { readState, statePath, writeState } = require('./state');

const DEFAULTS = {
  stale: 30_000,
  // About 45 s of waiting in total, in growing steps.
  retries: { retries: 60, factor: 1.4, minTimeout: 20, maxTimeout: 1_000, randomize: true },
};

class StateLockError extends Error {
  constructor(message) {
    super(message);
    this.name = 'StateLockError';
  }
}

function lockPath(outDir) {
  return `${statePath(outDir)}.lock`;
}

/** Runs `fn` (sync or async) while holding the release-state lock of `outDir`. */
async function withStateLock(outDir, fn, options = {}) {
  const { stale, retries } = { ...DEFAULTS, ...options };
  fs.mkdirSync(outDir, { recursive: true });
  let release;
  try {
    release = await lockfile.lock(statePath(outDir), {
      realpath: false,
      lockfilePath: lockPath(outDir),
      stale,
      update: Math.max(1_000, Math.floor(stale / 3)),
      retries,
    });
  } catch (error) {
    if (error.code !== 'ELOCKED') throw error;
    throw new StateLockError(
      `the release state is locked by another release or build (${lockPath(outDir)}); try again when it ` +
        `has finished (a lock left by a crashed process is taken over after ${stale / 1000} s)`,
    );
  }
  try {
    return await fn();
  } finally {
    await release();
  }
}

/**
 * Reads the state inside the lock, lets `mutate` return the next one (or throw to change nothing), and
 * writes it with the public registry. Returns the state as written.
 */
function updateState(outDir, mutate, options = {}) {
  return withStateLock(
    outDir,
    () => {
      const current = readState(outDir);
      const next = mutate(current);
      if (next !== current) writeState(outDir, next);
      return next;
    },
    options,
  );
}

module.exports = { updateState, withStateLock, StateLockError, lockPath };
