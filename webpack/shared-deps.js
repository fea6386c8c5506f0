// The singletons every app shares. One React, one router context, one jotai store, one query client context,
// one shared package.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

function installedVersion(name) {
  const pkgPath =
    name === '@jincheng/shared'
      ? path.join(root, 'shared/package.json')
      : require.resolve(`${name}/package.json`, { paths: [root] });
  return require(pkgPath).version;
}

/** Caret range on the installed minor: any later compatible release satisfies it. */
function caret(version) {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@jincheng/shared',
];

/**
 * Deep imports that must come from the same singleton instance as their package. jotai/vanilla: jotai/utils
 * (atomWithStorage in remote-scores) imports `atom` from it, which would otherwise bundle a second jotai core
 * (2.8 KB gzip) into the remote's first load.
 */
const DEEP_IMPORTS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'jotai/vanilla': 'jotai',
};

function sharedConfig() {
  const shared = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    shared[name] = { singleton: true, requiredVersion: caret(version), version };
  }
  // Provide the router and the query library as listed subsets (router-exports.js, query-exports.js), still
  // under their package names.
  shared['react-router-dom'].import = path.join(__dirname, 'router-exports.js');
  shared['@tanstack/react-query'].import = path.join(__dirname, 'query-exports.js');
  for (const [request, pkg] of Object.entries(DEEP_IMPORTS)) {
    const version = installedVersion(pkg);
    shared[request] = { singleton: true, requiredVersion: caret(version), version };
  }
  return shared;
}

module.exports = { SINGLETONS, DEEP_IMPORTS, sharedConfig, caret, installedVersion };
