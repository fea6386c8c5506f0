/**
 * The checks every release command runs before it changes what visitors get: the app and version exist, the
 * version's files are whole (integrity.js), and the shared contract holds both ways (contract-check.js):
 * a remote against the deployed shell, a shell against every remote version visitors can get.
 */
const { REMOTES } = require('../apps');
const { checkContract } = require('./contract-check');
const { deployedShellContract, remoteSide } = require('./contracts');
const { verifyVersion } = require('./integrity');
const { APPS, isPublished, listVersions } = require('./layout');
const { previousVersion } = require('./state');

class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

function assertApp(app, { shell = true } = {}) {
  const valid = shell ? APPS : REMOTES;
  if (!valid.includes(app)) {
    throw new ReleaseError(`unknown app "${app ?? ''}"; the apps are: ${valid.join(', ')}`);
  }
}

function assertVersion(ctx, app, version) {
  if (isPublished(ctx.outDir, app, version)) return;
  const known = listVersions(ctx.outDir, app);
  const hint = known.length
    ? `published versions (newest first): ${known.slice(0, 8).join(', ')}${known.length > 8 ? ', …' : ''}`
    : `nothing is published for ${app} yet: npm run release -- publish ${app}`;
  throw new ReleaseError(`unknown version "${version ?? ''}" of ${app}; ${hint}`);
}

/** Refuses a version whose files are missing, truncated or changed since publish (never overridable). */
function assertIntact(ctx, app, version) {
  const problems = verifyVersion(ctx.outDir, app, version);
  if (problems.length === 0) return;
  const list = problems
    .slice(0, 12)
    .map((p) => `  - ${p}`)
    .join('\n');
  const more = problems.length > 12 ? `\n  … and ${problems.length - 12} more` : '';
  throw new ReleaseError(
    `${app} ${version} is damaged on disk; visitors would load broken files:\n${list}${more}\n` +
      `Publish it again (npm run release -- publish ${app}) or pick another version.`,
  );
}

/** Conflicts of one remote version with a shell contract. */
function remoteConflicts(ctx, remote, version, shell) {
  try {
    const { manifest, contract } = remoteSide(ctx.outDir, remote, version);
    return checkContract({ remote, manifest, contract, shell });
  } catch (error) {
    return [`mf-manifest.json or release.json cannot be read: ${error.message}`];
  }
}

/** Conflicts of `remote` `version` with the shell visitors get now. */
function conflictsWithShell(ctx, state, remote, version) {
  const shell = deployedShellContract(ctx.outDir, state);
  return { source: shell.source, conflicts: remoteConflicts(ctx, remote, version, shell) };
}

/**
 * Conflicts of shell `version` with the remote versions visitors can get: each remote's current and canary
 * (refusals), and its previous good version (the fallback; reported as warnings).
 */
function remotesAgainstShell(ctx, state, version) {
  const shell = deployedShellContract(ctx.outDir, state, version);
  const conflicts = [];
  const warnings = [];
  for (const remote of REMOTES) {
    const entry = state.apps[remote];
    const roles = [
      [entry?.current, 'current', conflicts],
      [entry?.canary?.version, 'canary', conflicts],
      [previousVersion(entry), 'previous good', warnings],
    ];
    for (const [v, role, list] of roles) {
      if (!v) continue;
      for (const c of remoteConflicts(ctx, remote, v, shell)) list.push(`${remote} ${v} (${role}): ${c}`);
    }
  }
  return { conflicts, warnings };
}

/**
 * No conflicts: nothing to record. With --force: warns and returns what the history keeps ({ forced,
 * conflicts }). Otherwise refuses, listing them.
 */
function enforce(ctx, conflicts, subject) {
  if (conflicts.length === 0) return {};
  const list = conflicts.map((c) => `  - ${c}`).join('\n');
  if (ctx.force) {
    ctx.print(`warning: ${subject} (--force given; recorded in the history):\n${list}`);
    return { forced: true, conflicts };
  }
  throw new ReleaseError(
    `${subject}:\n${list}\nFix it and publish again (or pass --force if you know better).`,
  );
}

module.exports = {
  ReleaseError,
  assertApp,
  assertVersion,
  assertIntact,
  conflictsWithShell,
  remotesAgainstShell,
  enforce,
};
