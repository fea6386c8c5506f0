/**
 * Preloaded (`node --require`) into a compiled server under test, so into its render threads as well (a worker
 * thread runs the preloads of its process): resolving a TypeScript file or anything of tsx is an error. A
 * compiled server that still needed the TypeScript loader fails to start, or its render threads fail to load
 * and its pages are not server-rendered.
 */
const Module = require('node:module');

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveJavaScriptOnly(request, ...rest) {
  const file = resolve.call(this, request, ...rest);
  if (/\.[cm]?tsx?$/.test(file) || /[\\/]node_modules[\\/]tsx[\\/]/.test(file))
    throw new Error(`the compiled server loaded ${file} (${request}): it must run without TypeScript`);
  return file;
};
