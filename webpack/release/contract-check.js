const semver = require('semver');
const { PACKAGE } = require('../shared-usage-plugin');

/**
 * Decides whether a built remote may run in a shell, from the remote's `mf-manifest.json` and recorded
 * contract and the shell's contract (contracts.js):
 * - it is the right container (`remote_<name>`) and exposes every module the shell loads from it;
 * - every singleton the shell provides and the remote shares is shared as a singleton, the shell's version
 *   satisfies what the remote requires, and the remote's own copy satisfies what the shell requires;
 * - every `@jincheng/shared` export the remote's code uses is one the shell's shared singleton has. When both
 *   export lists are known they decide for the shared package (a remote built against a newer shared that
 *   uses only exports the shell has is fine); otherwise its version ranges do, like any singleton.
 * Returns the list of conflicts, each a sentence a release manager can act on; empty means compatible.
 */
function satisfies(version, range) {
  return semver.satisfies(version, range, { includePrerelease: true });
}

function exposeConflicts(remote, manifest, shell) {
  const exposed = new Set(
    (Array.isArray(manifest.exposes) ? manifest.exposes : []).map(
      (e) => `./${String(e.name).replace(/^\.\//, '')}`,
    ),
  );
  return (shell.exposes?.[remote] ?? [])
    .filter((needed) => !exposed.has(needed))
    .map(
      (needed) =>
        `does not expose ${needed}, which the shell loads (exposes: ${[...exposed].join(', ') || 'none'})`,
    );
}

/** The shared exports the remote uses that the shell does not provide, or null when either list is unknown. */
function missingSharedExports(contract, shell) {
  const uses = contract?.shared?.uses;
  const provides = shell.shared?.provides;
  if (!Array.isArray(uses) || uses.includes('*') || !Array.isArray(provides)) return null;
  const has = new Set(provides);
  return uses.filter((name) => !has.has(name));
}

function checkContract({ remote, manifest, contract, shell }) {
  if (!manifest || typeof manifest !== 'object') return ['mf-manifest.json is not a JSON object'];
  const conflicts = [];
  const expectedName = `remote_${remote}`;
  if (manifest.name !== expectedName) {
    conflicts.push(
      `container is "${manifest.name}", expected "${expectedName}" (built from another remote?)`,
    );
  }
  conflicts.push(...exposeConflicts(remote, manifest, shell));

  const missing = missingSharedExports(contract, shell);
  if (missing?.length) {
    conflicts.push(
      `${PACKAGE}: uses ${missing.join(', ')}, which the shell's shared ${shell.shared.version ?? '?'} does not ` +
        `export (the remote was built with shared ${contract.shared.version ?? '?'})`,
    );
  }
  const sharedByName = new Map(
    (Array.isArray(manifest.shared) ? manifest.shared : []).map((s) => [String(s.name), s]),
  );
  for (const [name, provided] of Object.entries(shell.singletons ?? {})) {
    const candidate = sharedByName.get(name);
    // Not listed: the remote does not use it, so there is nothing to conflict with.
    if (!candidate) continue;
    if (candidate.singleton !== true) {
      conflicts.push(`${name} is shared without singleton: the remote could load a second copy`);
      continue;
    }
    if (name === PACKAGE && missing !== null) continue;
    const wanted = candidate.requiredVersion;
    if (typeof wanted === 'string' && wanted && !satisfies(provided.version, wanted)) {
      conflicts.push(`${name}: the remote requires ${wanted}, the shell provides ${provided.version}`);
    }
    if (
      candidate.version &&
      provided.requiredVersion &&
      !satisfies(candidate.version, provided.requiredVersion)
    ) {
      conflicts.push(
        `${name}: the remote was built with ${candidate.version}, the shell requires ${provided.requiredVersion}`,
      );
    }
  }
  return conflicts;
}

module.exports = { checkContract, missingSharedExports };
