/**
 * Pure changes to the release state (no disk): the release CLI and the build apply them inside the state
 * lock. An app's entry: { current, canary?: { version, percent, at, by, why }, loadTimeoutMs?, stack: [versions
 * that were current, oldest first], history: [{ version, at, by, why, action, percent?, ms?, forced?,
 * conflicts? }] }. `action` is build | publish | promote | rollback | canary | timeout.
 */
const { HISTORY_LIMIT, STACK_LIMIT, previousVersion } = require('./state');

function stamp({ by, why, forced, conflicts }) {
  return { at: new Date().toISOString(), by, why, ...(forced ? { forced: true, conflicts } : {}) };
}

/** Returns the state with `app`'s entry patched (undefined values delete keys) and `item` in its history. */
function change(state, app, patch, item) {
  const previous = state.apps[app] ?? { stack: [], history: [] };
  const next = { ...previous, ...patch };
  for (const [key, value] of Object.entries(patch)) if (value === undefined) delete next[key];
  if (item) next.history = [...(previous.history ?? []), item].slice(-HISTORY_LIMIT);
  return { ...state, apps: { ...state.apps, [app]: next } };
}

/** Every promote/build pushes; a rollback to a version on the stack cuts the stack back to it. */
function pushed(stack = [], version, { rollback = false } = {}) {
  const at = rollback ? stack.lastIndexOf(version) : -1;
  const next =
    at >= 0 ? stack.slice(0, at + 1) : stack[stack.length - 1] === version ? stack : [...stack, version];
  return next.slice(-STACK_LIMIT);
}

/** Makes `version` current (build or promote); promoting the canary's version ends the canary. */
function setCurrent(state, app, version, who, action = 'promote') {
  const entry = state.apps[app];
  if (entry?.current === version) return state;
  const endsCanary = entry?.canary?.version === version;
  return change(
    state,
    app,
    { current: version, stack: pushed(entry?.stack, version), ...(endsCanary ? { canary: undefined } : {}) },
    { version, ...stamp(who), action, ...(entry?.current ? { from: entry.current } : {}) },
  );
}

/** Back to `version` for everybody: the canary stops too. */
function rollback(state, app, version, who) {
  const entry = state.apps[app];
  return change(
    state,
    app,
    { current: version, stack: pushed(entry?.stack, version, { rollback: true }), canary: undefined },
    { version, ...stamp(who), action: 'rollback', from: entry?.current },
  );
}

/**
 * Sends `percent` % of visitors to `version`; 0 stops the canary. `auto` ({ steps }, from `canary --auto`)
 * hands the canary to the server's analysis (server/src/ops/canary-analysis.ts), which steps it up through
 * `steps`, promotes it or stops it; a canary set without it is a manual one again.
 */
function setCanary(state, app, version, percent, who, auto) {
  const when = stamp(who);
  if (percent === 0) {
    const stopped = state.apps[app]?.canary?.version ?? version;
    return change(
      state,
      app,
      { canary: undefined },
      { version: stopped, ...when, action: 'canary', percent: 0 },
    );
  }
  const { at, by, why } = when;
  return change(
    state,
    app,
    { canary: { version, percent, at, by, why, ...(auto ? { auto: { steps: auto.steps } } : {}) } },
    { version, ...when, action: 'canary', percent, ...(auto ? { auto: true } : {}) },
  );
}

/**
 * The analysis has begun watching `app`'s automatic canary: `since` (epoch ms on the server's clock, the
 * clock its health counts are kept by) starts its window. No history line: nothing changed for visitors.
 */
function startAnalysis(state, app, version, since) {
  const canary = state.apps[app]?.canary;
  if (!canary?.auto || canary.version !== version || canary.auto.since !== undefined) return state;
  return change(state, app, { canary: { ...canary, auto: { ...canary.auto, since } } });
}

/**
 * The analysis found `app`'s automatic canary healthy at its last step below 100 %: it recommends the
 * operator's 全量发布 (issue 44: 100 % always needs an operator). Kept beside the canary (`auto.recommended`,
 * `{ at, why }`) until it is promoted, stopped or set again. No history line: nothing changed for visitors.
 */
function recommendPromote(state, app, version, at, why) {
  const canary = state.apps[app]?.canary;
  if (!canary?.auto || canary.version !== version || canary.auto.recommended) return state;
  return change(state, app, {
    canary: { ...canary, auto: { ...canary.auto, recommended: { at: new Date(at).toISOString(), why } } },
  });
}

function recordPublish(state, app, version, who) {
  return change(state, app, {}, { version, ...stamp(who), action: 'publish' });
}

/** Sets (or with `ms` undefined clears) the load timeout of one remote, or the default for all. */
function setLoadTimeout(state, target, remotes, ms, who) {
  if (target !== 'all') {
    const entry = state.apps[target];
    return change(
      state,
      target,
      { loadTimeoutMs: ms },
      { version: entry?.current ?? '', ...stamp(who), action: 'timeout', ms },
    );
  }
  let next = { ...state, loadTimeoutMs: ms };
  if (ms === undefined) delete next.loadTimeoutMs;
  // "all" means every remote gets it: per-remote settings are cleared.
  for (const remote of remotes) {
    if (!next.apps[remote]) continue;
    next = change(
      next,
      remote,
      { loadTimeoutMs: undefined },
      {
        version: next.apps[remote].current ?? '',
        ...stamp(who),
        action: 'timeout',
        ms,
        all: true,
      },
    );
  }
  return next;
}

/** True once the release CLI has changed this app: local builds then stop making themselves current. */
function isReleaseManaged(entry) {
  return (entry?.history ?? []).some((item) => item.action && !['build', 'timeout'].includes(item.action));
}

module.exports = {
  previousVersion,
  setCurrent,
  rollback,
  setCanary,
  startAnalysis,
  recommendPromote,
  recordPublish,
  setLoadTimeout,
  isReleaseManaged,
};
