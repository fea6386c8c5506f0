import os from 'node:os';
import path from 'node:path';

// Plain CommonJS build tooling, loaded as such.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../apps.js');

/**
 * Issue 24: the CSS of every browser build is a file of its version, not strings in the JavaScript. These read
 * the config each app's build really uses (its webpack.config.js through the shared factory); the built output
 * is checked by the size budget (CSS counted apart) and e2e/css-files.spec.ts (no script inserts a <style>).
 */
type Use = string | { loader: string; options?: Record<string, unknown> };
interface Config {
  output: { filename: string; chunkFilename: string };
  module: { rules: Array<{ test: RegExp; use: Use[] }> };
  plugins: unknown[];
}
type App = { id: string; dir: string };

function configOf(app: App, mode: 'production' | 'development', env: Record<string, unknown> = {}): Config {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const factory = require(path.join(app.dir, 'webpack.config.js'));
  return factory(
    { outDir: path.join(os.tmpdir(), 'jc-css-config'), version: '1.0.0-test', ...env },
    { mode },
  );
}
const cssRule = (config: Config) => config.module.rules.find((r) => String(r.test) === String(/\.css$/))!;
const loaders = (config: Config) => cssRule(config).use.map((u) => (typeof u === 'string' ? u : u.loader));
const extractPlugin = (config: Config) =>
  config.plugins.find((p) => p instanceof MiniCssExtractPlugin) as
    { options: { filename: string; chunkFilename: string; runtime: boolean } } | undefined;

describe.each(apps as App[])('$id: CSS as files of the version', (app) => {
  it.each(['production', 'development'] as const)(
    '%s browser build: extracted, never style-loader',
    (mode) => {
      const config = configOf(app, mode);
      expect(loaders(config)[0]).toBe(MiniCssExtractPlugin.loader);
      expect(loaders(config).join(' ')).not.toMatch(/style-loader/);
      const plugin = extractPlugin(config);
      expect(plugin?.options.runtime).toBe(true);
      // Named like the JS: an entry's file without a hash (MF-NOTES), a chunk's as the chunk's.
      expect(plugin?.options.filename).toBe(config.output.filename.replace(/\.js$/, '.css'));
      expect(plugin?.options.chunkFilename).toBe(config.output.chunkFilename.replace(/\.js$/, '.css'));
      expect(plugin?.options.filename).not.toMatch(/hash/);
      if (mode === 'production')
        expect(plugin?.options.chunkFilename).toMatch(/^c\/\[name\]\.\[contenthash:10\]\.css$/);
    },
  );

  it('the node build extracts with the same css-loader settings and loads nothing at run time', () => {
    const browser = configOf(app, 'production');
    const node = configOf(app, 'production', { target: 'node', publicPath: '/x/' });
    expect(cssRule(node).use[0]).toEqual({ loader: MiniCssExtractPlugin.loader, options: { emit: true } });
    // Same loaders after the extractor, with the same options: the same class names on both sides.
    expect(cssRule(node).use.slice(1)).toEqual(cssRule(browser).use.slice(1));
    const plugins = node.plugins.filter((p) => p instanceof MiniCssExtractPlugin);
    expect(plugins).toHaveLength(1);
    expect((plugins[0] as { options: { runtime: boolean } }).options.runtime).toBe(false);
  });
});
