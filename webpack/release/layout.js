/**
 * Where releases live on disk and on the web. Every app (the shell and each remote) is built into immutable
 * version folders:
 *   <out>/shell/<version>/browser/…            served at /shell/<version>/…
 *   <out>/remotes/<remote>/<version>/browser/… served at /remotes/<remote>/<version>/…
 *   <out>/<app folder>/<version>/release.json  what was published: every file's size and sha256, the contract
 * Beside `browser/` is the server build of the same sources (`node/`, issue 16); only `browser/` is ever
 * served, `node/` is loaded by the server's renderer. `<out>/registry.json` is the public registry, `<out>/release-state.json` the CLI's full state.
 */
const fs = require('node:fs');
const path = require('node:path');
const { REMOTES } = require('../apps');

const APPS = ['shell', ...REMOTES];
const RECORD_FILE = 'release.json';
const BROWSER = 'browser';
/** The server build of the same sources (issue 16): never served, read by the server's renderer. */
const NODE = 'node';
/** A version names a folder: no path separators, no leading dot (dot-folders are temp and lock folders). */
const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,63}$/;

function appDir(outDir, app) {
  return app === 'shell' ? path.join(outDir, 'shell') : path.join(outDir, 'remotes', app);
}

function versionDir(outDir, app, version) {
  return path.join(appDir(outDir, app), version);
}

function browserDir(outDir, app, version) {
  return path.join(versionDir(outDir, app, version), BROWSER);
}

/** The URL folder a version's browser files are served from (the shell's publicPath). */
function publicBase(app, version) {
  return app === 'shell' ? `/shell/${version}/` : `/remotes/${app}/${version}/`;
}

function readRecord(outDir, app, version) {
  return JSON.parse(fs.readFileSync(path.join(versionDir(outDir, app, version), RECORD_FILE), 'utf8'));
}

/** A version is published once its record is in place (the record is written last, inside the temp folder). */
function isPublished(outDir, app, version) {
  return (
    typeof version === 'string' &&
    VERSION_PATTERN.test(version) &&
    fs.existsSync(path.join(versionDir(outDir, app, version), RECORD_FILE))
  );
}

/** Published versions, newest first; temp, lock and half-written folders are skipped. */
function listVersions(outDir, app) {
  const dir = appDir(outDir, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && isPublished(outDir, app, d.name))
    .map((d) => ({ version: d.name, at: Date.parse(readRecord(outDir, app, d.name).publishedAt) || 0 }))
    .sort((a, b) => b.at - a.at || b.version.localeCompare(a.version))
    .map((v) => v.version);
}

module.exports = {
  APPS,
  RECORD_FILE,
  BROWSER,
  NODE,
  VERSION_PATTERN,
  appDir,
  versionDir,
  browserDir,
  publicBase,
  readRecord,
  isPublished,
  listVersions,
};
