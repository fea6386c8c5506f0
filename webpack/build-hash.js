const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');

/** Everything a build reads besides the app itself: the shared package, the factory, the lockfile. */
const COMMON_INPUTS = [
  'shared/src',
  'shared/package.json',
  'webpack/create-config.js',
  'webpack/federation-plugin.js',
  'webpack/first-load-report-plugin.js',
  'webpack/precompress.js',
  'webpack/shared-deps.js',
  'webpack/router-exports.js',
  'webpack/query-exports.js',
  'webpack/index.html',
  'webpack/shared-usage-plugin.js',
  'webpack/release/shared-api.js',
  'webpack/release/build-app.js',
  'package-lock.json',
];

/** The files under `entry` (a file or a folder), sorted, without dependencies, builds, tests and dot files. */
function* files(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (name === 'node_modules' || name === 'dist' || name === '__tests__' || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

/** Short content hash of an app's build inputs (source, config, shared code, dependency versions). */
function buildHash(appDir, env = process.env) {
  const hash = crypto.createHash('sha256');
  const inputs = [
    path.join(appDir, 'src'),
    path.join(appDir, 'package.json'),
    path.join(appDir, 'webpack.config.js'),
  ];
  for (const input of [...inputs, ...COMMON_INPUTS.map((p) => path.join(ROOT, p))]) {
    for (const file of files(input)) {
      hash.update(path.relative(ROOT, file));
      hash.update(fs.readFileSync(file));
    }
  }
  // Build-time settings that change the output.
  hash.update(`timeout=${env.JC_CHUNK_TIMEOUT_MS ?? ''}`);
  // A release may be rebuilt on purpose from the same sources (`npm run release -- publish --build-id …`);
  // only hashed when set, so ordinary builds keep their folder names.
  if (env.RELEASE_BUILD_ID) hash.update(`build-id=${env.RELEASE_BUILD_ID}`);
  return hash.digest('hex').slice(0, 8);
}

module.exports = { buildHash, files };
