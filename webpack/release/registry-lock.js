const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { readRegistry, writeRegistry } = require('../registry-file');

/**
 * Serialises every change to registry.json: an exclusive lock file (`open(…, 'wx')` fails when it exists),
 * then read → modify → write (temp + rename) inside the lock. Two release managers promoting different
 * remotes at the same moment therefore never lose each other's change, and a reader (the server) only ever
 * sees a whole file. A lock left behind by a crashed process is taken over once its owner is gone or it is
 * older than `staleMs`.
 */
const DEFAULTS = { timeoutMs: 15_000, staleMs: 30_000, retryMs: 25 };

class RegistryLockError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RegistryLockError';
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}

function lockPath(outDir) {
  return path.join(outDir, 'registry.json.lock');
}

function readOwner(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null; // being written or gone: judged by its age only
  }
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

function isStale(file, staleMs) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  if (Date.now() - stat.mtimeMs > staleMs) return true;
  const owner = readOwner(file);
  return Boolean(owner && owner.host === os.hostname() && !processAlive(owner.pid));
}

/** Moves a stale lock aside; if it turns out to be a fresh lock someone just took, puts it back. */
function breakStaleLock(file, staleMs) {
  const before = readOwner(file);
  const aside = `${file}.stale.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // another process broke it first
  }
  const moved = readOwner(aside);
  if (before && moved && moved.token !== before.token && !isStale(aside, staleMs)) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // A third process holds the lock now; the one we moved belonged to a process that has since released.
    }
  }
  fs.rmSync(aside, { force: true });
}

function acquire(outDir, options) {
  const { timeoutMs, staleMs, retryMs } = { ...DEFAULTS, ...options };
  const file = lockPath(outDir);
  const token = crypto.randomBytes(8).toString('hex');
  const owner = JSON.stringify({
    pid: process.pid,
    host: os.hostname(),
    at: new Date().toISOString(),
    token,
  });
  const deadline = Date.now() + timeoutMs;
  fs.mkdirSync(outDir, { recursive: true });
  for (;;) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, owner);
      fs.closeSync(fd);
      return () => {
        if (readOwner(file)?.token === token) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (isStale(file, staleMs)) {
      breakStaleLock(file, staleMs);
      continue;
    }
    if (Date.now() > deadline) {
      const holder = readOwner(file);
      throw new RegistryLockError(
        `registry is locked by ${holder ? `pid ${holder.pid} on ${holder.host} since ${holder.at}` : 'another process'}` +
          ` (${file}); try again, or delete the lock file if that process is gone`,
      );
    }
    sleep(retryMs + Math.floor(Math.random() * retryMs));
  }
}

/** Runs `fn` while holding the registry lock of `outDir`. */
function withRegistryLock(outDir, fn, options = {}) {
  const release = acquire(outDir, options);
  try {
    return fn();
  } finally {
    release();
  }
}

/**
 * Reads the registry inside the lock, lets `mutate` return the next one, and writes it atomically.
 * `mutate` may throw to abort without writing. Returns the registry as written.
 */
function updateRegistry(outDir, mutate, options = {}) {
  return withRegistryLock(
    outDir,
    () => {
      const current = readRegistry(outDir);
      const next = mutate(current);
      if (next !== current) writeRegistry(outDir, next);
      return next;
    },
    options,
  );
}

module.exports = { updateRegistry, withRegistryLock, RegistryLockError, lockPath };
