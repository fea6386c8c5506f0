/**
 * The server as production runs it (`npm run build` builds it beside the apps; `node webpack/build-server.js`
 * alone): server/src compiled by the TypeScript compiler to CommonJS in server/build/ (server/tsconfig.build.json),
 * and the part of @jincheng/shared the server imports (server/tsconfig.shared.json). A hash of the inputs is
 * kept beside the build: when nothing changed, the compiler is not started; when something did, it compiles
 * incrementally (server/build/*.tsbuildinfo). `npm start` runs server/build/main.js; `npm run dev` and the tests
 * run server/src through tsx.
 */
const { spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { files } = require('./build-hash');

const root = path.resolve(__dirname, '..');
const SERVER_BUILD = path.join(root, 'server', 'build');
/** The compiled server's entry point. */
const SERVER_MAIN = path.join(SERVER_BUILD, 'main.js');
const PROJECTS = ['server/tsconfig.shared.json', 'server/tsconfig.build.json'];
const INPUTS = ['server/src', 'shared/src', 'tsconfig.json', 'package-lock.json', ...PROJECTS];
const RECORD = path.join(SERVER_BUILD, 'inputs.sha256');

function inputsHash() {
  const hash = crypto.createHash('sha256');
  for (const input of INPUTS)
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  return hash.digest('hex');
}

/** Compiles what changed since the last build: `{ built, ms }`; throws with the compiler's messages. */
function buildServer() {
  const started = Date.now();
  const hash = inputsHash();
  const recorded = fs.existsSync(RECORD) ? fs.readFileSync(RECORD, 'utf8') : '';
  if (recorded === hash && fs.existsSync(SERVER_MAIN)) return { built: false, ms: Date.now() - started };
  fs.rmSync(RECORD, { force: true });
  const tsc = require.resolve('typescript/bin/tsc');
  for (const project of PROJECTS) {
    const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: root, encoding: 'utf8' });
    if (run.status !== 0)
      throw new Error(`the server did not compile (${project}):\n${run.stdout}${run.stderr}`);
  }
  fs.writeFileSync(RECORD, hash);
  return { built: true, ms: Date.now() - started };
}

module.exports = { buildServer, SERVER_BUILD, SERVER_MAIN };

if (require.main === module) {
  try {
    const { built, ms } = buildServer();
    process.stdout.write(`server ${built ? `built in ${(ms / 1000).toFixed(1)} s` : 'unchanged'}\n`);
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
