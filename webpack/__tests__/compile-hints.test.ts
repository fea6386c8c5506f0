import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const webpack = require('webpack');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { CompileHintsPlugin, HINT } = require('../compile-hints.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { precompressPlugins } = require('../precompress.js');

/** A production build (minified, pre-compressed) of an entry with a lazy chunk, the entry marked. */
async function build(): Promise<{ read: (file: string) => string; files: string[]; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-hints-'));
  fs.writeFileSync(
    path.join(dir, 'entry.js'),
    '/*! a licence */ export function start(n) { return n * 2; } start(1); import("./lazy").then((m) => m.later());',
  );
  fs.writeFileSync(path.join(dir, 'lazy.js'), 'export function later() { return 3; }');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './entry.js' },
    output: { path: path.join(dir, 'out'), filename: '[name].js', chunkFilename: 'c/[name].js' },
    plugins: [new CompileHintsPlugin(['main.js']), ...precompressPlugins()],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) =>
      error || stats.hasErrors() ? reject(error ?? new Error(stats.toString())) : resolve(),
    ),
  );
  const out = path.join(dir, 'out');
  return {
    dir,
    files: fs.readdirSync(out, { recursive: true }).map(String),
    read: (file) => fs.readFileSync(path.join(out, file), 'utf8'),
  };
}

it('starts the marked entry with V8 compile hint, after minification, and in its pre-compressed copies', async () => {
  const { read, files, dir } = await build();
  try {
    expect(read('main.js').startsWith(HINT)).toBe(true);
    // Minified: the comment survives only because it is added after the minifier.
    expect(read('main.js')).not.toContain('return n * 2');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const zlib = require('node:zlib');
    const out = path.join(dir, 'out');
    expect(
      zlib
        .brotliDecompressSync(fs.readFileSync(path.join(out, 'main.js.br')))
        .toString()
        .startsWith(HINT),
    ).toBe(true);
    expect(
      zlib
        .gunzipSync(fs.readFileSync(path.join(out, 'main.js.gz')))
        .toString()
        .startsWith(HINT),
    ).toBe(true);
    // Not the lazy chunk: most of its functions may never run.
    const lazy = files.find((f) => f.startsWith('c/') && f.endsWith('.js'));
    expect(lazy).toBeDefined();
    expect(read(lazy as string)).not.toContain(HINT.trim());
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
