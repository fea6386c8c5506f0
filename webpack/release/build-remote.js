const fs = require('node:fs');
const path = require('node:path');
const { apps } = require('../apps');
const { buildHash } = require('../build-hash');
const { versionDir, hasVersion } = require('./versions');

/** The version a build of `remote` gets: package version + hash of its inputs (and the build id, if any). */
function versionOf(remote, env = process.env) {
  const app = apps.find((a) => a.id === remote);
  const pkg = JSON.parse(fs.readFileSync(path.join(app.dir, 'package.json'), 'utf8'));
  const hash = buildHash(app.dir, env);
  return { app, hash, version: `${pkg.version}-${hash}` };
}

function compile(config) {
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

/**
 * Builds `remote` into its immutable version folder. The build goes to a hidden temp folder that is renamed
 * into place when complete, so nobody ever loads a half-written version, and an existing folder is never
 * touched (same inputs → same version → nothing to do).
 */
async function buildRemote({ outDir, remote, env = process.env }) {
  const { app, hash, version } = versionOf(remote, env);
  const target = versionDir(outDir, remote, version);
  if (hasVersion(outDir, remote, version)) return { version, target, existed: true, ms: 0 };
  const started = Date.now();
  const temp = path.join(path.dirname(target), `.publishing-${version}-${process.pid}`);
  fs.rmSync(temp, { recursive: true, force: true });
  try {
    const factory = require(path.join(app.dir, 'webpack.config.js'));
    await compile(factory({ outDir: temp }, { mode: 'production' }));
    fs.writeFileSync(path.join(temp, '.build-hash'), hash);
    fs.renameSync(temp, target);
  } finally {
    fs.rmSync(temp, { recursive: true, force: true });
  }
  return { version, target, existed: false, ms: Date.now() - started };
}

module.exports = { buildRemote, versionOf };
