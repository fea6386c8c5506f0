#!/usr/bin/env node
/**
 * The performance baseline of `npm run bench`: the same shell and remote source built as one bundle, with no
 * federation, into MONOLITH_DIR (default dist-monolith/), laid out like dist/ (a shell version "monolith",
 * current in its registry) so the same server serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { root } = require('./apps.js');
const { recordFiles } = require('./release/integrity.js');
const { browserDir, publicBase, versionDir, RECORD_FILE } = require('./release/layout.js');
const { writeState } = require('./release/state.js');

const VERSION = 'monolith';

const outDir = path.resolve(root, process.env.MONOLITH_DIR ?? 'dist-monolith');
const factory = require(path.join(root, 'shell', 'webpack.config.js'));
const browser = browserDir(outDir, 'shell', VERSION);
const config = factory(
  { outDir: browser, monolith: true, version: VERSION, publicPath: publicBase('shell', VERSION) },
  { mode: 'production' },
);

const started = Date.now();
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    process.stderr.write(`${error?.stack ?? stats.toString({ all: false, errors: true })}\n`);
    process.exit(1);
  }
  const record = {
    app: 'shell',
    version: VERSION,
    publishedAt: new Date().toISOString(),
    files: recordFiles(browser),
  };
  fs.writeFileSync(
    path.join(versionDir(outDir, 'shell', VERSION), RECORD_FILE),
    JSON.stringify(record, null, 2),
  );
  writeState(outDir, {
    schemaVersion: 2,
    apps: { shell: { current: VERSION, stack: [VERSION], history: [] } },
  });
  process.stdout.write(
    `monolith built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, outDir)}/\n`,
  );
});
