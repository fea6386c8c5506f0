const fs = require('node:fs');
const path = require('node:path');

/**
 * registry.json on disk: per remote the current version and a history of changes. Writes go to a temp file
 * and are renamed into place, so a reader never sees half a file. Concurrent writers go through
 * release/registry-lock.js, which serialises read-modify-write.
 */
/** History entries kept per remote (current-version changes, canaries and publishes). */
const HISTORY_LIMIT = 100;

function readRegistry(outDir) {
  const file = path.join(outDir, 'registry.json');
  if (!fs.existsSync(file)) return { schemaVersion: 1, remotes: {} };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function writeRegistry(outDir, registry) {
  const file = path.join(outDir, 'registry.json');
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Makes `version` current; `action` (build, promote, rollback) is kept in the history entry. */
function setCurrent(registry, remote, version, { by, why, action }) {
  const previous = registry.remotes[remote];
  if (previous?.current === version) return registry;
  const entry = { version, at: new Date().toISOString(), by, why, ...(action ? { action } : {}) };
  const history = [...(previous?.history ?? []), entry].slice(-HISTORY_LIMIT);
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { ...previous, current: version, history } },
  };
}

module.exports = { readRegistry, writeRegistry, setCurrent, HISTORY_LIMIT };
