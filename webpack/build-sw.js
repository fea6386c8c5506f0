/**
 * `npm run build:sw`: bundles the service worker (server/src/static/pwa-worker/sw.ts and the Workbox modules it
 * uses) into server/public/pwa/sw.js, the file the server sends at /sw.js (docs/pwa.md). The bundle is
 * committed, so `npm start` serves it without a step of its own; webpack/__tests__/build-sw.test.ts fails when
 * it is older than its source.
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');

const root = path.resolve(__dirname, '..');
const SOURCE = path.join(root, 'server/src/static/pwa-worker/sw.ts');
const TARGET = path.join(root, 'server/public/pwa/sw.js');
const HEADER =
  '/* 锦城体育 service worker. Built by `npm run build:sw` from server/src/static/pwa-worker/ (edit there, not ' +
  'here). Bundles Workbox (https://github.com/GoogleChrome/workbox), MIT licence, Copyright 2018 Google LLC. */\n';

/** The worker's bundle as text (header included). */
async function buildWorker() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-sw-'));
  try {
    const compiler = webpack({
      mode: 'production',
      target: 'webworker',
      context: root,
      entry: SOURCE,
      output: { path: outDir, filename: 'sw.js' },
      devtool: false,
      performance: { hints: false },
      resolve: { extensions: ['.ts', '.js'] },
      module: {
        rules: [
          {
            test: /\.ts$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
            },
          },
        ],
      },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result)))),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return HEADER + fs.readFileSync(path.join(outDir, 'sw.js'), 'utf8');
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

module.exports = { buildWorker, TARGET };

if (require.main === module) {
  buildWorker().then(
    (code) => {
      fs.writeFileSync(TARGET, code);
      process.stdout.write(`${path.relative(root, TARGET)}: ${(code.length / 1024).toFixed(1)} KB\n`);
    },
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
