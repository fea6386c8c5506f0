const { satisfies } = require('./semver-lite');

/**
 * Decides whether a built remote may serve the deployed shell, from the remote's `mf-manifest.json`:
 * - it is the right container (`remote_<name>`) and exposes every module the shell loads from it;
 * - every singleton the shell provides and the remote shares is shared as a singleton (otherwise the remote
 *   would bring a second React or router), the shell's version satisfies what the remote requires, and the
 *   remote's own copy satisfies what the shell requires (so whichever copy the runtime picks, both work).
 * Returns the list of conflicts, each a sentence a release manager can act on; empty means compatible.
 */
function checkContract({ remote, manifest, shell }) {
  const conflicts = [];
  if (!manifest || typeof manifest !== 'object') return ['mf-manifest.json is not a JSON object'];

  const expectedName = `remote_${remote}`;
  if (manifest.name !== expectedName) {
    conflicts.push(
      `container is "${manifest.name}", expected "${expectedName}" (built from another remote?)`,
    );
  }

  const exposed = new Set(
    (Array.isArray(manifest.exposes) ? manifest.exposes : []).map(
      (e) => `./${String(e.name).replace(/^\.\//, '')}`,
    ),
  );
  for (const needed of shell.exposes[remote] ?? []) {
    if (!exposed.has(needed)) {
      conflicts.push(
        `does not expose ${needed}, which the shell loads (exposes: ${[...exposed].join(', ') || 'none'})`,
      );
    }
  }

  const sharedByName = new Map(
    (Array.isArray(manifest.shared) ? manifest.shared : []).map((s) => [String(s.name), s]),
  );
  for (const [name, provided] of Object.entries(shell.shared)) {
    const candidate = sharedByName.get(name);
    // Not listed: the remote does not use it, so there is nothing to conflict with.
    if (!candidate) continue;
    if (candidate.singleton !== true) {
      conflicts.push(`${name} is shared without singleton: the remote could load a second copy`);
      continue;
    }
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

module.exports = { checkContract };
