#!/usr/bin/env node
/**
 * The performance baseline of `npm run bench`: the same shell and remote source built as one bundle, with no
 * federation, into MONOLITH_DIR (default dist-monolith/), laid out like dist/ so the same server serves it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { root } = require('./apps.js');

const outDir = path.resolve(root, process.env.MONOLITH_DIR ?? 'dist-monolith');
const factory = require(path.join(root, 'shell', 'webpack.config.js'));
const config = factory({ outDir: path.join(outDir, 'shell'), monolith: true }, { mode: 'production' });

const started = Date.now();
webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    process.stderr.write(`${error?.stack ?? stats.toString({ all: false, errors: true })}\n`);
    process.exit(1);
  }
  fs.writeFileSync(path.join(outDir, 'registry.json'), JSON.stringify({ schemaVersion: 1, remotes: {} }));
  process.stdout.write(
    `monolith built in ${((Date.now() - started) / 1000).toFixed(1)} s → ${path.relative(root, outDir)}/\n`,
  );
});
