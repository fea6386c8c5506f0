/**
 * Each published version's side of the contract, from its release.json:
 * - the shell: the singletons it provides (version and range), the exposes it loads from each remote, and
 *   the `@jincheng/shared` exports its shared singleton has (`shared.provides`) with the shared version;
 * - a remote: the shared version it was built with and the shared exports its code uses (`shared.uses`);
 *   its singletons and exposes are in its mf-manifest.json.
 */
const fs = require('node:fs');
const path = require('node:path');
const { sharedConfig } = require('../shared-deps');
const { browserDir, isPublished, readRecord } = require('./layout');

/** Mirrors REQUIRED_EXPOSES in shared/src/federation/contracts.ts (a unit test keeps the two equal). */
const REQUIRED_EXPOSES = {
  scores: ['./routes', './widgets'],
  content: ['./routes', './widgets'],
  database: ['./routes'],
  account: ['./routes'],
};

function singletons() {
  const shared = {};
  for (const [name, config] of Object.entries(sharedConfig())) {
    shared[name] = { version: config.version, requiredVersion: config.requiredVersion };
  }
  return shared;
}

/** The shell's contract for its release.json, from what its build recorded about the shared package. */
function shellContract(builtShared) {
  return { exposes: REQUIRED_EXPOSES, singletons: singletons(), shared: builtShared ?? {} };
}

/** The shell this checkout would build (used while no shell is published, e.g. in a fresh out folder). */
function checkoutShellContract() {
  const { sharedExports, packageVersion } = require('./shared-api');
  return shellContract({ version: packageVersion(), provides: sharedExports() });
}

/** The contract of the shell visitors get now (or of `version`), with where it came from. */
function deployedShellContract(outDir, state, version = state.apps.shell?.current) {
  if (version && isPublished(outDir, 'shell', version)) {
    return { ...readRecord(outDir, 'shell', version).contract, source: `shell ${version}` };
  }
  return { ...checkoutShellContract(), source: 'this checkout (no shell is published)' };
}

/** A remote version's manifest and recorded contract; a read error is reported as a conflict by the caller. */
function remoteSide(outDir, remote, version) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(browserDir(outDir, remote, version), 'mf-manifest.json'), 'utf8'),
  );
  return { manifest, contract: readRecord(outDir, remote, version).contract ?? {} };
}

module.exports = {
  REQUIRED_EXPOSES,
  shellContract,
  checkoutShellContract,
  deployedShellContract,
  remoteSide,
};
