/**
 * Builds one app (the shell or a remote) into its immutable version folder (layout.js). The build goes to a
 * hidden temp folder `.publishing-<version>-<pid>` that is renamed into place once complete, with
 * `release.json` (every file's size and sha256, and the app's side of the shared contract) written last, so
 * nobody ever loads a half-written version. Two builds of the same sources take turns on a per-version lock:
 * one builds, the other finds the version published. Temp folders left by a killed build are removed.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const lockfile = require('proper-lockfile');
const { apps } = require('../apps');
const { buildHash } = require('../build-hash');
const { CONTRACT_ASSET } = require('../shared-usage-plugin');
const { recordFiles } = require('./integrity');
const { BROWSER, NODE, RECORD_FILE, appDir, isPublished, publicBase, versionDir } = require('./layout');
const { shellContract } = require('./contracts');

const TEMP_PREFIX = '.publishing-';
const LOCK_PREFIX = '.lock-';
/** A temp folder this old is left over whatever its name says (a build takes minutes, not hours). */
const TEMP_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** A build's lock folder is refreshed every 15 s while held: one this old was left by a killed build. */
const LOCK_MAX_AGE_MS = 10 * 60 * 1000;
/** Waiting for another build of the same version: builds take about a minute, allow a slow machine. */
const BUILD_LOCK = { stale: 60_000, update: 15_000, retries: { retries: 400, factor: 1, minTimeout: 1_500 } };

/** The version a build of `app` gets: package version + hash of its inputs (and the build id, if any). */
function versionOf(appId, env = process.env) {
  const app = apps.find((a) => a.id === appId);
  const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const hash = buildHash(app.dir, env);
  return { app, hash, version: `${pkg.version}-${hash}` };
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** Removes temp and lock folders of builds that are gone (the pid is dead, or they are too old). */
function removeStaleTemps(dir) {
  if (!fs.existsSync(dir)) return [];
  const removed = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const temp = entry.name.startsWith(TEMP_PREFIX);
    if (!entry.isDirectory() || !(temp || entry.name.startsWith(LOCK_PREFIX))) continue;
    const full = path.join(dir, entry.name);
    const pid = temp ? Number(/-(\d+)$/.exec(entry.name)?.[1]) : 0;
    const age = Date.now() - fs.statSync(full).mtimeMs;
    if (
      (pid && pid !== process.pid && !processAlive(pid)) ||
      age > (temp ? TEMP_MAX_AGE_MS : LOCK_MAX_AGE_MS)
    ) {
      fs.rmSync(full, { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}

function compileWithWebpack(config) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors())
        return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve(stats);
    });
  });
}

/** Builds into `temp/browser` and `temp/node` (the server build of the same sources), writes `temp/release.json`. */
async function buildInto(temp, { app, version, compile, env }) {
  const browser = path.join(temp, BROWSER);
  const factory = require(path.join(app.dir, 'webpack.config.js'));
  const buildEnv = {
    outDir: browser,
    version,
    ...(app.kind === 'host' ? { publicPath: publicBase('shell', version) } : {}),
  };
  await compile(factory(buildEnv, { mode: 'production' }), env);
  const nodeEnv = {
    ...buildEnv,
    outDir: path.join(temp, NODE),
    target: 'node',
    publicPath: publicBase(app.id, version),
  };
  await compile(factory(nodeEnv, { mode: 'production' }), env);
  const contractFile = path.join(browser, CONTRACT_ASSET);
  const built = fs.existsSync(contractFile) ? JSON.parse(fs.readFileSync(contractFile, 'utf8')) : {};
  fs.rmSync(contractFile, { force: true });
  const contract = app.kind === 'host' ? shellContract(built.shared) : built;
  const record = {
    app: app.id,
    version,
    publishedAt: new Date().toISOString(),
    host: os.hostname(),
    contract,
    files: recordFiles(browser),
  };
  fs.writeFileSync(path.join(temp, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * Builds `appId` into its version folder unless that version is published already. Returns { version,
 * target, existed, ms, cleaned }. `compile(config)` is webpack unless a test passes its own.
 */
async function buildApp({ outDir, app: appId, env = process.env, compile = compileWithWebpack }) {
  const { app, version } = versionOf(appId, env);
  const target = versionDir(outDir, appId, version);
  const dir = appDir(outDir, appId);
  fs.mkdirSync(dir, { recursive: true });
  const cleaned = removeStaleTemps(dir);
  if (isPublished(outDir, appId, version)) return { version, target, existed: true, ms: 0, cleaned };
  const release = await lockfile.lock(target, {
    ...BUILD_LOCK,
    realpath: false,
    lockfilePath: path.join(dir, `${LOCK_PREFIX}${version}`),
  });
  const started = Date.now();
  const temp = path.join(dir, `${TEMP_PREFIX}${version}-${process.pid}`);
  try {
    // The other build of the same sources finished while this one waited.
    if (isPublished(outDir, appId, version)) return { version, target, existed: true, ms: 0, cleaned };
    fs.rmSync(temp, { recursive: true, force: true });
    await buildInto(temp, { app, version, compile, env });
    // A folder without a record is a leftover (an interrupted copy, an older layout): never served, replaced.
    fs.rmSync(target, { recursive: true, force: true });
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
    await release();
  }
  return { version, target, existed: false, ms: Date.now() - started, cleaned };
}

module.exports = { buildApp, versionOf, removeStaleTemps, TEMP_PREFIX };
