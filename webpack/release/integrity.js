/**
 * File integrity of a published version: `publish` records every browser file's size and sha256 in the
 * version's release.json, and `promote`/`canary`/`rollback` check them again, so a folder that was copied
 * half-way, truncated by a failed upload or edited after publishing never reaches a visitor. The server
 * checks the same record before it serves a file as immutable (server/src/static/version-files.ts).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { browserDir, readRecord } = require('./layout');

function hashFile(file) {
  const bytes = fs.readFileSync(file);
  return { size: bytes.length, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
}

/** Every regular file under `root` (relative, with `/`), skipping dot-files and dot-folders. */
function listFiles(root, prefix = '') {
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, prefix), { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...listFiles(root, rel));
    else if (entry.isFile()) files.push(rel);
  }
  return files.sort();
}

/** `{ 'remoteEntry.js': { size, sha256 }, … }` for a finished build folder. */
function recordFiles(root) {
  const files = {};
  for (const rel of listFiles(root)) files[rel] = hashFile(path.join(root, rel));
  return files;
}

/** The files a remote's mf-manifest.json names: its entry and every expose's and shared module's assets. */
function manifestFiles(manifest) {
  const names = new Set();
  if (manifest?.metaData?.remoteEntry?.name) names.add(manifest.metaData.remoteEntry.name);
  for (const item of [...(manifest?.exposes ?? []), ...(manifest?.shared ?? [])]) {
    for (const kind of ['js', 'css'])
      for (const when of ['sync', 'async'])
        for (const file of item.assets?.[kind]?.[when] ?? []) names.add(file);
  }
  return [...names];
}

/**
 * What is wrong with a published version on disk, as sentences; empty means every file the record and the
 * manifest name is there, whole and unchanged. `entry` lists files the app cannot start without.
 */
function verifyVersion(outDir, app, version) {
  let record;
  try {
    record = readRecord(outDir, app, version);
  } catch (error) {
    return [`release.json cannot be read: ${error.message}`];
  }
  const root = browserDir(outDir, app, version);
  const problems = [];
  const recorded = record.files ?? {};
  const required = app === 'shell' ? ['index.html', 'main.js'] : ['mf-manifest.json', 'remoteEntry.js'];
  if (app !== 'shell') {
    try {
      required.push(
        ...manifestFiles(JSON.parse(fs.readFileSync(path.join(root, 'mf-manifest.json'), 'utf8'))),
      );
    } catch (error) {
      problems.push(`mf-manifest.json cannot be read: ${error.message}`);
    }
  }
  for (const file of new Set(required)) {
    if (!recorded[file]) problems.push(`${file} is not in the release record`);
  }
  for (const [file, want] of Object.entries(recorded)) {
    const full = path.join(root, file);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat?.isFile()) problems.push(`${file} is missing`);
    else if (stat.size !== want.size)
      problems.push(`${file} is ${stat.size} bytes, published as ${want.size}`);
    else if (hashFile(full).sha256 !== want.sha256) problems.push(`${file} differs from what was published`);
  }
  return problems;
}

module.exports = { hashFile, listFiles, recordFiles, manifestFiles, verifyVersion };
