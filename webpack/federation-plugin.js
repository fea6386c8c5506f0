/**
 * The module-federation plugin for one app, set for the smallest runtime that still composes remotes at run
 * time (each choice measured with `npm run bench`; docs/federation.md has the figures):
 * - `optimization.target: 'web'`: the plugin does not infer it; drops the runtime's node branches.
 * - `optimization.disableSnapshot: true`: remotes are registered by their `remoteEntry.js` (the shell's
 *   registry names it), so the runtime needs no manifest snapshot code and no `mf-manifest.json` request.
 *   The manifest is still emitted into every version folder for the release CLI's contract check.
 * - `optimization.disableRemote: true` on remotes: no remote loads another remote (a lint rule).
 * - the runtime core ships once, in the shell (`provideExternalRuntime`); each remote entry uses it
 *   (`externalRuntime`). Measured against a runtime in every remote entry: about −11 KB gzip per remote entry
 *   for +0.8 KB in the shell.
 * - the shell provides every singleton eagerly, in its entry: the shell runs without an async boundary, so
 *   the first remote request leaves as soon as the shell's script has run.
 */
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared-deps');

/**
 * @param {object} app          see create-config.js
 * @param {object} mode
 * @param {boolean} mode.federated  a production remote served inside the shell (not a standalone dev remote)
 */
function federationPlugin(app, { federated }) {
  const isHost = app.kind === 'host';
  const shared = sharedConfig();
  if (isHost) for (const config of Object.values(shared)) config.eager = true;
  const optimization = isHost
    ? { target: 'web', disableSnapshot: true }
    : { target: 'web', disableSnapshot: true, disableRemote: true };
  const runtime = isHost
    ? { provideExternalRuntime: true }
    : // A standalone dev remote runs without the shell, so it brings its own runtime.
      federated
      ? { externalRuntime: true }
      : {};
  return new ModuleFederationPlugin({
    name: app.name,
    filename: isHost ? undefined : 'remoteEntry.js',
    exposes: isHost ? undefined : app.exposes,
    remotes: {},
    shared,
    shareStrategy: 'loaded-first',
    manifest: isHost ? false : { fileName: 'mf-manifest.json' },
    dts: false,
    experiments: { ...runtime, optimization },
  });
}

module.exports = { federationPlugin };
