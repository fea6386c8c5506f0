/**
 * The server (node) build of an app, made from the same factory as its browser build (create-config.js):
 * same sources, same swc and CSS-module settings (so class names and asset URLs match what the browser
 * build puts on screen), the same shared singletons, written into the version folder's `node/` beside
 * `browser/`. What differs:
 * - `target: 'async-node'`: chunks are read from the folder with fs, never fetched;
 * - remotes are federation containers exported as CommonJS (`remoteEntry.js`, `library: commonjs-module`);
 *   the server loads them through the shell's server runtime (shell/src/server/remote-runtime.ts);
 * - the shell's entry is its render pipeline (`src/server/render-page.tsx`), exported as CommonJS;
 * - CSS is extracted into files (mini-css-extract-plugin, as in the browser build) but nothing loads them at
 *   run time (`runtime: false`): the server reads them and inlines the rules the page uses into it (critical
 *   CSS); the class names come from the same css-loader settings as the browser build's;
 * - modules listed in `app.serverModules` are swapped for their server version (the shell's remote loader).
 */
const path = require('node:path');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps');

/** Turns the browser config `config` of `app` into its node build. */
function nodeTarget(app, config, env) {
  const isHost = app.kind === 'host';
  const cssRule = config.module.rules.find((rule) => String(rule.test) === String(/\.css$/));
  cssRule.use = [{ loader: MiniCssExtractPlugin.loader, options: { emit: true } }, ...cssRule.use.slice(1)];
  // Paths without their extension, as requests name them: `{ 'src/remotes/x': 'src/server/x' }`.
  const replacements = Object.entries(app.serverModules ?? {}).map(([from, to]) => [
    path.join(app.dir, from),
    path.join(app.dir, to),
  ]);
  return {
    ...config,
    target: 'async-node',
    // Read by the server only: not minified (faster builds, readable stack traces).
    optimization: { ...config.optimization, minimize: false },
    entry: isHost ? { main: './src/server/render-page.tsx' } : {},
    output: {
      ...config.output,
      // The same URLs as the browser build for emitted assets (images above the inline limit).
      publicPath: env.publicPath || '/',
      uniqueName: `${app.name}_node_${env.version || 'local'}`,
      ...(isHost ? { library: { type: 'commonjs2' } } : {}),
    },
    plugins: [
      ...replacements.map(
        ([from, to]) =>
          new webpack.NormalModuleReplacementPlugin(/.*/, (resource) => {
            const target = path.resolve(resource.context ?? '', resource.request ?? '');
            if (target === from) resource.request = to;
          }),
      ),
      nodeFederationPlugin(app, env.version || 'local'),
      new MiniCssExtractPlugin({
        filename: '[name].css',
        chunkFilename: 'c/[name].[contenthash:10].css',
        runtime: false,
      }),
    ],
    devServer: undefined,
  };
}

function nodeFederationPlugin(app, version) {
  const isHost = app.kind === 'host';
  const shared = sharedConfig();
  if (isHost) for (const config of Object.values(shared)) config.eager = true;
  return new ModuleFederationPlugin({
    // Two shell versions may render in one server process (a shell release needs no restart): each host has
    // its own federation instance, found by name.
    name: isHost ? `${app.name}_${String(version).replace(/[^0-9A-Za-z]/g, '_')}` : app.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : app.exposes,
    library: isHost ? undefined : { type: 'commonjs-module' },
    remoteType: 'script',
    remotes: {},
    shared,
    shareStrategy: 'loaded-first',
    manifest: false,
    dts: false,
    experiments: {
      optimization: isHost
        ? { target: 'node', disableSnapshot: true }
        : { target: 'node', disableSnapshot: true, disableRemote: true },
    },
  });
}

module.exports = { nodeTarget };
