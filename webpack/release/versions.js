const fs = require('node:fs');
const path = require('node:path');

/** The immutable version folders of a remote on disk: `<out>/remotes/<remote>/<version>/`. */
function remoteDir(outDir, remote) {
  return path.join(outDir, 'remotes', remote);
}

function versionDir(outDir, remote, version) {
  return path.join(remoteDir(outDir, remote), version);
}

/** Published versions (folders holding a manifest), newest first; half-written temp folders are skipped. */
function listVersions(outDir, remote) {
  const dir = remoteDir(outDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .filter((d) => fs.existsSync(path.join(dir, d.name, 'mf-manifest.json')))
    .map((d) => ({ version: d.name, mtime: fs.statSync(path.join(dir, d.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime || b.version.localeCompare(a.version))
    .map((v) => v.version);
}

function hasVersion(outDir, remote, version) {
  return (
    typeof version === 'string' &&
    /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/.test(version) &&
    fs.existsSync(path.join(versionDir(outDir, remote, version), 'mf-manifest.json'))
  );
}

function readManifest(outDir, remote, version) {
  return JSON.parse(
    fs.readFileSync(path.join(versionDir(outDir, remote, version), 'mf-manifest.json'), 'utf8'),
  );
}

module.exports = { remoteDir, versionDir, listVersions, hasVersion, readManifest };
