const fs = require('node:fs');
const path = require('node:path');

/**
 * registry.json on disk: per remote the current version and a history of changes. Writes go to a temp file
 * and are renamed into place, so a reader never sees half a file.
 */
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

function setCurrent(registry, remote, version, { by, why }) {
  const previous = registry.remotes[remote];
  if (previous?.current === version) return registry;
  const history = [...(previous?.history ?? []), { version, at: new Date().toISOString(), by, why }].slice(
    -50,
  );
  return {
    ...registry,
    remotes: { ...registry.remotes, [remote]: { ...previous, current: version, history } },
  };
}

module.exports = { readRegistry, writeRegistry, setCurrent };
