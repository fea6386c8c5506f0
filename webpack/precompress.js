/**
 * Pre-compressed copies of every served file of a production build, written next to it: `x.js.br`
 * (Brotli, quality 11) and `x.js.gz` (gzip, level 9). The server sends them as they are (`@fastify/static`
 * `preCompressed`), so nothing is compressed per request and the bytes are the smallest each format makes.
 */
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** What the server sends from a build folder (the HTML is rendered per request, with the registry). */
const SERVED = /\.(js|json|css|svg)$/;

function precompressPlugins() {
  // minRatio 1: keep a compressed copy whenever it is smaller than the file itself.
  // Dotfiles (build stamps, the first-load report) are never served.
  const common = { test: SERVED, exclude: /(^|\/)\./, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
  ];
}

module.exports = { precompressPlugins, SERVED };
