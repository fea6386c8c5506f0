const { setCurrent, HISTORY_LIMIT } = require('../registry-file');

/**
 * Pure changes to a registry object (no disk): the release CLI applies them inside the registry lock.
 * A remote's entry: { current, history: [{ version, at, by, why, action, percent? }], canary?: { version,
 * percent, at, by, why } }. `action` is build | promote | rollback | canary | publish.
 */
const CURRENT_ACTIONS = new Set([undefined, 'build', 'promote', 'rollback']);

function stamp({ by, why }) {
  return { at: new Date().toISOString(), by, why };
}

function appendHistory(registry, remote, entry, patch = {}) {
  const previous = registry.remotes[remote] ?? {};
  const history = [...(previous.history ?? []), entry].slice(-HISTORY_LIMIT);
  const next = { ...previous, ...patch, history };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  return { ...registry, remotes: { ...registry.remotes, [remote]: next } };
}

/**
 * The versions a rollback walks back through: each promote/build pushes, each rollback pops back to the
 * version it restored. So v1 → v2 → v3, rollback, rollback lands on v1, not back on v3.
 */
function versionStack(entry) {
  const stack = [];
  for (const item of entry?.history ?? []) {
    if (!CURRENT_ACTIONS.has(item.action)) continue;
    if (item.action === 'rollback') {
      const at = stack.lastIndexOf(item.version);
      if (at >= 0) stack.length = at + 1;
      else stack.push(item.version);
    } else if (stack[stack.length - 1] !== item.version) {
      stack.push(item.version);
    }
  }
  if (entry?.current && stack[stack.length - 1] !== entry.current) stack.push(entry.current);
  return stack;
}

/** The version `rollback <remote>` goes back to, or undefined when there is none. */
function previousVersion(entry) {
  const stack = versionStack(entry);
  for (let i = stack.length - 2; i >= 0; i -= 1) if (stack[i] !== entry.current) return stack[i];
  return undefined;
}

/** True once the release CLI has changed this remote: local builds then stop making themselves current. */
function isReleaseManaged(entry) {
  return (entry?.history ?? []).some((item) => item.action && item.action !== 'build');
}

function withoutCanary(registry, remote) {
  const entry = { ...registry.remotes[remote] };
  delete entry.canary;
  return { ...registry, remotes: { ...registry.remotes, [remote]: entry } };
}

function promote(registry, remote, version, who) {
  const next = setCurrent(registry, remote, version, { ...who, action: 'promote' });
  // A canary that is promoted has graduated: everybody gets it now.
  if (next.remotes[remote].canary?.version !== version) return next;
  return withoutCanary(next, remote);
}

/** Rolls back and stops any canary: a rollback means "back to known good for everybody". */
function rollback(registry, remote, version, who) {
  return withoutCanary(setCurrent(registry, remote, version, { ...who, action: 'rollback' }), remote);
}

/** Sends `percent` % of visitors to `version`; 0 stops the canary. */
function setCanary(registry, remote, version, percent, who) {
  const when = stamp(who);
  if (percent === 0) {
    const stopped = registry.remotes[remote]?.canary?.version ?? version;
    return appendHistory(
      registry,
      remote,
      { version: stopped, ...when, action: 'canary', percent: 0 },
      { canary: undefined },
    );
  }
  return appendHistory(
    registry,
    remote,
    { version, ...when, action: 'canary', percent },
    { canary: { version, percent, ...when } },
  );
}

/** Notes a publish in the history; a remote with no current version gets no entry (the shell needs one). */
function recordPublish(registry, remote, version, who) {
  if (!registry.remotes[remote]?.current) return registry;
  return appendHistory(registry, remote, { version, ...stamp(who), action: 'publish' });
}

module.exports = {
  versionStack,
  previousVersion,
  isReleaseManaged,
  promote,
  rollback,
  setCanary,
  recordPublish,
};
