const path = require('node:path');
const { REMOTES } = require('../apps');
const { readRegistry } = require('../registry-file');
const { checkContract } = require('./contract-check');
const { updateRegistry } = require('./registry-lock');
const ops = require('./release-ops');
const { readShellContract } = require('./shell-contract');
const { hasVersion, listVersions, readManifest } = require('./versions');

/**
 * The release commands. Each takes a context { outDir, by, why, force, print } and either prints what it did
 * or throws a ReleaseError whose message says what to do instead. Registry changes go through the lock.
 */
class ReleaseError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

function assertRemote(remote) {
  if (!REMOTES.includes(remote)) {
    throw new ReleaseError(`unknown remote "${remote ?? ''}"; the remotes are: ${REMOTES.join(', ')}`);
  }
}

function assertVersion(ctx, remote, version) {
  if (hasVersion(ctx.outDir, remote, version)) return;
  const known = listVersions(ctx.outDir, remote);
  const hint = known.length
    ? `published versions (newest first): ${known.slice(0, 8).join(', ')}${known.length > 8 ? ', …' : ''}`
    : `nothing is published for ${remote} yet: npm run release -- publish ${remote}`;
  throw new ReleaseError(`unknown version "${version ?? ''}" of ${remote}; ${hint}`);
}

/** Refuses (unless --force) a version whose manifest breaks the deployed shell's contract. */
function assertContract(ctx, remote, version) {
  const shell = readShellContract(ctx.outDir);
  let conflicts;
  try {
    conflicts = checkContract({ remote, manifest: readManifest(ctx.outDir, remote, version), shell });
  } catch (error) {
    conflicts = [`mf-manifest.json cannot be read: ${error.message}`];
  }
  if (conflicts.length === 0) return;
  const list = conflicts.map((c) => `  - ${c}`).join('\n');
  if (ctx.force) {
    ctx.print(`warning: ${remote} ${version} conflicts with the shell (--force given):\n${list}`);
    return;
  }
  throw new ReleaseError(
    `${remote} ${version} is not compatible with the shell (checked against ${shell.source}):\n${list}\n` +
      'Fix the remote and publish again (or pass --force if you know better).',
  );
}

function entryOf(ctx, remote) {
  return readRegistry(ctx.outDir).remotes[remote];
}

function who(ctx, why) {
  return { by: ctx.by, why: ctx.why || why };
}

async function publish(ctx, remote) {
  assertRemote(remote);
  const { buildRemote } = require('./build-remote');
  const built = await buildRemote({ outDir: ctx.outDir, remote });
  const where = path.relative(process.cwd(), built.target) || built.target;
  if (built.existed) {
    ctx.print(`${remote} ${built.version} is already published (same inputs) at ${where}`);
  } else {
    updateRegistry(ctx.outDir, (registry) =>
      ops.recordPublish(registry, remote, built.version, who(ctx, 'published')),
    );
    ctx.print(`published ${remote} ${built.version} → ${where} (built in ${(built.ms / 1000).toFixed(1)} s)`);
  }
  const current = entryOf(ctx, remote)?.current;
  if (current === built.version) {
    ctx.print('it is the current version');
    return built.version;
  }
  ctx.print(`current stays ${current ?? '(none)'}`);
  try {
    assertContract({ ...ctx, force: false }, remote, built.version);
    ctx.print(
      `next: npm run release -- promote ${remote} ${built.version}   (or: canary ${remote} ${built.version} 10)`,
    );
  } catch (error) {
    ctx.print(`warning: promote will refuse this version:\n${error.message}`);
  }
  return built.version;
}

function promote(ctx, remote, version) {
  assertRemote(remote);
  assertVersion(ctx, remote, version);
  assertContract(ctx, remote, version);
  let from;
  updateRegistry(ctx.outDir, (registry) => {
    from = registry.remotes[remote]?.current;
    if (from === version) throw new ReleaseError(`${remote} ${version} is already current`);
    return ops.promote(registry, remote, version, who(ctx, 'promoted'));
  });
  ctx.print(`promoted ${remote}: ${from ?? '(none)'} → ${version}; new page loads get it now`);
}

function rollback(ctx, remote, version) {
  assertRemote(remote);
  if (version !== undefined) assertVersion(ctx, remote, version);
  let from;
  let target = version;
  let stoppedCanary;
  updateRegistry(ctx.outDir, (registry) => {
    const entry = registry.remotes[remote];
    from = entry?.current;
    target = version ?? ops.previousVersion(entry);
    if (!target)
      throw new ReleaseError(`${remote} has no previous version to roll back to (history ${remote})`);
    if (target === from) throw new ReleaseError(`${remote} ${target} is already current`);
    if (!hasVersion(ctx.outDir, remote, target)) {
      throw new ReleaseError(
        `the previous version ${target} of ${remote} is no longer on disk; name one: rollback ${remote} <version>`,
      );
    }
    assertContract(ctx, remote, target);
    stoppedCanary = entry?.canary;
    return ops.rollback(registry, remote, target, who(ctx, `rollback from ${from}`));
  });
  ctx.print(`rolled back ${remote}: ${from} → ${target}; new page loads get it now`);
  if (stoppedCanary) ctx.print(`stopped the canary of ${stoppedCanary.version} (${stoppedCanary.percent} %)`);
}

function parsePercent(text) {
  const percent = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new ReleaseError(
      `percent must be a number from 0 to 100 (0 stops the canary), got "${text ?? ''}"`,
    );
  }
  return Math.round(percent * 100) / 100;
}

function canary(ctx, remote, version, percentText) {
  assertRemote(remote);
  const stop = version === 'off' || version === 'stop';
  const percent = stop ? 0 : parsePercent(percentText);
  if (percent > 0) {
    assertVersion(ctx, remote, version);
    assertContract(ctx, remote, version);
  }
  let stopped;
  updateRegistry(ctx.outDir, (registry) => {
    const entry = registry.remotes[remote];
    if (!entry?.current) throw new ReleaseError(`${remote} has no current version; promote one first`);
    if (percent === 0) {
      stopped = entry.canary;
      if (!stopped) throw new ReleaseError(`${remote} has no canary running`);
      return ops.setCanary(registry, remote, stopped.version, 0, who(ctx, 'canary stopped'));
    }
    if (entry.current === version)
      throw new ReleaseError(`${remote} ${version} is already current; a canary needs another version`);
    return ops.setCanary(registry, remote, version, percent, who(ctx, `canary at ${percent} %`));
  });
  if (stopped)
    ctx.print(`stopped the canary of ${remote} ${stopped.version}; everybody gets the current version`);
  else ctx.print(`canary ${remote} ${version} for ${percent} % of visitors (each visitor keeps their side)`);
}

function describeChange(item) {
  if (!item) return '';
  return `${item.action ?? 'build'} by ${item.by ?? '?'} at ${item.at ?? '?'}${item.why ? ` (${item.why})` : ''}`;
}

function status(ctx) {
  const registry = readRegistry(ctx.outDir);
  ctx.print(`registry: ${path.join(ctx.outDir, 'registry.json')}`);
  for (const remote of REMOTES) {
    const entry = registry.remotes[remote];
    const published = listVersions(ctx.outDir, remote);
    ctx.print('');
    ctx.print(`${remote}`);
    ctx.print(`  current   ${entry?.current ?? '(none)'}`);
    ctx.print(`  canary    ${entry?.canary ? `${entry.canary.version} for ${entry.canary.percent} %` : '—'}`);
    ctx.print(`  previous  ${ops.previousVersion(entry) ?? '—'}   (what "rollback ${remote}" restores)`);
    ctx.print(`  published ${published.length} version(s)${published[0] ? `, newest ${published[0]}` : ''}`);
    const last = entry?.history?.[entry.history.length - 1];
    if (last) ctx.print(`  last      ${last.version}: ${describeChange(last)}`);
  }
}

function history(ctx, remote) {
  assertRemote(remote);
  const entry = entryOf(ctx, remote);
  const items = entry?.history ?? [];
  if (items.length === 0) {
    ctx.print(`${remote} has no history yet`);
    return;
  }
  ctx.print(`${remote} (newest first; current ${entry.current})`);
  for (const item of [...items].reverse()) {
    const what = item.action === 'canary' ? `canary ${item.percent} %` : (item.action ?? 'build');
    ctx.print(
      `${item.at}  ${what.padEnd(12)} ${item.version.padEnd(18)} ${item.by ?? '?'}  ${item.why ?? ''}`,
    );
  }
}

module.exports = { ReleaseError, publish, promote, rollback, canary, status, history };
