/**
 * The one webpack factory behind the shell and every remote. Each app's webpack.config.js passes a few
 * options; everything else (TypeScript via swc, CSS modules, federation, timeouts, dev server) lives here.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const webpack = require('webpack');
const { apiRouter } = require('./dev-api-target');
const { federationPlugin } = require('./federation-plugin');
const { FirstLoadReportPlugin } = require('./first-load-report-plugin');
const { nodeTarget } = require('./node-target');
const { precompressPlugins } = require('./precompress');
const { CompileHintsPlugin } = require('./compile-hints');
const { SharedUsagePlugin } = require('./shared-usage-plugin');

/** Spec §9: script chunk load timeout 120 000 ms. Tests may shorten it with JC_CHUNK_TIMEOUT_MS. */
const CHUNK_LOAD_TIMEOUT = Number(process.env.JC_CHUNK_TIMEOUT_MS || 120000);

/**
 * @param {object} app
 * @param {string} app.dir           the app's folder (__dirname of its webpack.config.js)
 * @param {'host'|'remote'} app.kind
 * @param {string} app.name          federation name, e.g. 'shell' or 'remote_scores'
 * @param {number} app.port          dev-server port
 * @param {Record<string,string>} [app.exposes]  remote only
 * @param {string} [app.title]       HTML title of the standalone page
 * @param {Record<string,string>} [app.serverModules]  modules the node build swaps for their server version
 * @param {number} [app.splitChunksMinSize]  smallest shared chunk split off (bytes before minifying; webpack's
 *   default 20 000)
 * env (from the build, webpack/release/build-app.js): `outDir`, `version` (the version folder being built;
 * a remote's chunk-loading global carries it, so two versions of a remote on one page never share chunks),
 * `publicPath` (the shell's version folder URL, `/shell/<version>/`), `apiTarget` (dev servers), `target`
 * ('node': the server build, node-target.js).
 */
function createConfig(app) {
  return (env = {}, argv = {}) => {
    const mode = argv.mode || env.mode || 'production';
    const dev = mode === 'development';
    const isHost = app.kind === 'host';
    // The performance baseline: the shell with every remote compiled in, no federation (bench only).
    const monolith = Boolean(env.monolith) && isHost;
    const outDir = env.outDir || path.join(app.dir, 'dist');
    // A remote served from the shell's server runs inside the shell, which provides the MF runtime once;
    // standalone (dev) it brings its own.
    const federated = !dev && !isHost;
    const version = env.version || (dev ? 'dev' : 'local');

    const config = {
      mode,
      context: app.dir,
      target: 'web',
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      // A production remote needs only its container entry (added by the federation plugin).
      entry: federated ? {} : { main: './src/main.ts' },
      output: {
        path: outDir,
        // The shell is served from its version folder; a remote from whichever folder the registry names.
        publicPath: isHost ? env.publicPath || '/' : 'auto',
        ...(federated && env.version ? { uniqueName: `${app.name}_${env.version}` } : {}),
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : 'c/[name].[contenthash:10].js',
        assetModuleFilename: 'a/[name].[contenthash:10][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: { ...federationRuntimeAliases(), ...productionBuildAliases() },
      },
      module: {
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2020',
                  transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              // CSS goes into files of the version (mini-css-extract-plugin, below), not into the JS.
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  modules: {
                    auto: /\.module\.css$/,
                    localIdentName: dev
                      ? `${app.name}__[local]__[hash:base64:4]`
                      : `${short(app.name)}[hash:base64:6]`,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                  },
                },
              },
              // Minified module by module (cssnano): css-loader keeps comments and whitespace, and the extracted
              // files (and the node build's, inlined as critical CSS) are these modules joined; class names do not
              // change (they hash path + name).
              ...(dev
                ? []
                : [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: ['cssnano'] } } }]),
            ],
          },
          { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        ],
      },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: dev ? 'named' : 'deterministic',
        ...(app.splitChunksMinSize ? { splitChunks: { minSize: app.splitChunksMinSize } } : {}),
      },
      performance: { hints: false },
      // The MF manifest plugin warns that publicPath is 'auto': intended, a remote is served from whichever
      // version folder the registry names. Tooling logs show errors only.
      infrastructureLogging: { level: 'error' },
      plugins: [
        cssFilesPlugin(dev),
        ...(monolith
          ? [
              new webpack.NormalModuleReplacementPlugin(/federation$/, (resource) => {
                const target = path.resolve(resource.context, resource.request);
                if (target === path.join(app.dir, 'src', 'remotes', 'federation')) {
                  resource.request = path.join(__dirname, 'monolith', 'federation.ts');
                }
              }),
            ]
          : [federationPlugin(app, { federated })]),
        ...(federated
          ? []
          : [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: app.title || '锦城体育',
                appVersion: version,
                scriptLoading: 'defer',
              }),
            ]),
        ...(dev
          ? []
          : [
              new FirstLoadReportPlugin(),
              ...(monolith ? [] : [new SharedUsagePlugin({ kind: app.kind })]),
              ...(isHost ? [new CompileHintsPlugin(['main.js'])] : []),
              ...precompressPlugins(),
            ]),
      ],
      devServer: {
        port: app.port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/userapi', '/sportapi', '/legal', '/__dev', '/manifest.webmanifest', '/icons', '/pwa'],
            target: 'http://localhost',
            router: apiRouter({ explicit: env.apiTarget || process.env.API_TARGET, ownPort: app.port }),
          },
        ],
        client: { overlay: { errors: true, warnings: false } },
        setupMiddlewares: app.setupMiddlewares,
      },
      stats: 'errors-warnings',
    };
    // The server build of the same sources (`env.target: 'node'`, into the version folder's node/).
    return env.target === 'node' ? nodeTarget(app, config, env) : config;
  };
}

/**
 * The federation runtime ships ESM and CJS builds; the bundler runtime `require`s one and the app's
 * `import { loadRemote } …` gets the other, which bundles the runtime twice (~25 KB gzip). Pin every
 * runtime package to its ESM build so there is one copy.
 */
function federationRuntimeAliases() {
  const aliases = {};
  const entries = {
    '@module-federation/runtime-core': 'index.js',
    '@module-federation/runtime': 'index.js',
    '@module-federation/sdk': 'index.js',
    '@module-federation/error-codes': 'index.mjs',
    '@module-federation/webpack-bundler-runtime': 'index.js',
  };
  for (const [name, file] of Object.entries(entries)) {
    // The CJS entry sits in dist/ beside the ESM one.
    const dist = path.dirname(require.resolve(name, { paths: [path.join(__dirname, '..')] }));
    aliases[`${name}$`] = path.join(dist, file);
  }
  return aliases;
}

/**
 * React Router 7 lists only its development build in `exports` (dist/development: the same code with
 * `ENABLE_DEV_WARNINGS = true`, so its warnings and their text ship); its production build sits beside it in
 * dist/production with the same files and exports. Every build (browser and node) takes the production one.
 */
function productionBuildAliases() {
  const development = path.dirname(require.resolve('react-router', { paths: [path.join(__dirname, '..')] }));
  return { 'react-router$': path.join(development, '..', 'production', 'index.mjs') };
}

/**
 * The CSS of every browser build as files of its version (issue 24), named like the JS: an entry's without a
 * hash (`main.css`, beside `main.js`; the version folder is what changes), a chunk's with its content hash in
 * c/. HtmlWebpackPlugin links the shell's entry CSS from its page; the CSS of an async chunk (a remote's
 * exposed module, a lazy screen) is loaded by the webpack runtime of the container it belongs to as a
 * `<link rel="stylesheet">` (same origin: CSP `style-src-elem 'self'`), and the chunk runs once it has loaded.
 */
function cssFilesPlugin(dev) {
  return new MiniCssExtractPlugin({
    filename: '[name].css',
    chunkFilename: dev ? '[name].css' : 'c/[name].[contenthash:10].css',
  });
}

function short(name) {
  return name.replace(/^remote_/, '').slice(0, 2) + '_';
}

module.exports = { createConfig, CHUNK_LOAD_TIMEOUT };
