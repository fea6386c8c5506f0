/**
 * The release commands that change what visitors get. Each takes a context { outDir, by, why, force, print }
 * and prints what it did or throws a ReleaseError saying what to do instead. Changes go through the state
 * lock; the checks in guards.js run first (files whole, shared contract both ways).
 */
const path = require('node:path');
const guards = require('./guards');
const ops = require('./release-ops');
const { previousVersion, readState } = require('./state');
const { updateState } = require('./state-lock');
const info = require('./commands-info');

const { ReleaseError, assertApp, assertVersion, assertIntact, enforce } = guards;

function who(ctx, why, extra = {}) {
  return { by: ctx.by, why: ctx.why || why, ...extra };
}

/** The percentages an automatic canary climbs through: the default ladder above where it starts. */
const AUTO_LADDER = [10, 25, 50, 100];

function autoSteps(percent, text) {
  const ladder = text === undefined ? AUTO_LADDER : String(text).split(',').map(Number);
  if (ladder.some((step) => !Number.isFinite(step) || step <= 0 || step > 100)) {
    throw new ReleaseError(`--steps must be percentages from 1 to 100 separated by commas, got "${text}"`);
  }
  return [...new Set([...ladder.filter((step) => step > percent), 100])].sort((a, b) => a - b);
}

/**
 * A change made by the canary analysis (ctx.ifCanary) applies only to the canary it judged: a release
 * manager who changed or stopped it meanwhile wins.
 */
function assertSameCanary(ctx, entry, app) {
  const expected = ctx.ifCanary;
  if (!expected) return;
  const canary = entry?.canary;
  if (!canary || canary.version !== expected.version || canary.at !== expected.at) {
    throw new ReleaseError(`${app}'s canary changed while it was being analysed; nothing done`);
  }
}

/** Conflicts that making `version` of `app` current (or canary) would cause, for `enforce`. */
function conflictsOf(ctx, state, app, version) {
  if (app === 'shell') {
    const { conflicts, warnings } = guards.remotesAgainstShell(ctx, state, version);
    for (const w of warnings) ctx.print(`warning: the fallback of ${w}`);
    return { conflicts, subject: `shell ${version} breaks remote versions visitors get` };
  }
  const { source, conflicts } = guards.conflictsWithShell(ctx, state, app, version);
  return {
    conflicts,
    subject: `${app} ${version} is not compatible with the shell (checked against ${source})`,
  };
}

async function publish(ctx, app) {
  assertApp(app);
  const { buildApp } = require('./build-app');
  const built = await buildApp({ outDir: ctx.outDir, app });
  for (const name of built.cleaned) ctx.print(`removed a temp folder left by a stopped build: ${name}`);
  const where = path.relative(process.cwd(), built.target) || built.target;
  if (built.existed) ctx.print(`${app} ${built.version} is already published (same inputs) at ${where}`);
  else {
    await updateState(ctx.outDir, (state) =>
      ops.recordPublish(state, app, built.version, who(ctx, 'published')),
    );
    ctx.print(`published ${app} ${built.version} → ${where} (built in ${(built.ms / 1000).toFixed(1)} s)`);
  }
  const state = readState(ctx.outDir);
  const current = state.apps[app]?.current;
  if (current === built.version) {
    ctx.print('it is the current version');
    return built.version;
  }
  ctx.print(`current stays ${current ?? '(none)'}`);
  const { conflicts, subject } = conflictsOf({ ...ctx, print: () => undefined }, state, app, built.version);
  if (conflicts.length)
    ctx.print(
      `warning: promote will refuse this version: ${subject}:\n${conflicts.map((c) => `  - ${c}`).join('\n')}`,
    );
  else
    ctx.print(
      `next: npm run release -- promote ${app} ${built.version}${app === 'shell' ? '' : `   (or: canary ${app} ${built.version} 10)`}`,
    );
  return built.version;
}

async function promote(ctx, app, version) {
  assertApp(app);
  assertVersion(ctx, app, version);
  assertIntact(ctx, app, version);
  let from;
  await updateState(ctx.outDir, (state) => {
    from = state.apps[app]?.current;
    assertSameCanary(ctx, state.apps[app], app);
    if (from === version) throw new ReleaseError(`${app} ${version} is already current`);
    const { conflicts, subject } = conflictsOf(ctx, state, app, version);
    return ops.setCurrent(state, app, version, who(ctx, 'promoted', enforce(ctx, conflicts, subject)));
  });
  ctx.print(`promoted ${app}: ${from ?? '(none)'} → ${version}; new page loads get it now`);
}

async function rollback(ctx, app, version) {
  assertApp(app);
  if (version !== undefined) assertVersion(ctx, app, version);
  let from;
  let target = version;
  let stoppedCanary;
  await updateState(ctx.outDir, (state) => {
    const entry = state.apps[app];
    from = entry?.current;
    target = version ?? previousVersion(entry);
    if (!target) throw new ReleaseError(`${app} has no previous version to roll back to (history ${app})`);
    if (target === from) throw new ReleaseError(`${app} ${target} is already current`);
    assertVersion(ctx, app, target);
    assertIntact(ctx, app, target);
    const { conflicts, subject } = conflictsOf(ctx, state, app, target);
    const forced = enforce(ctx, conflicts, subject);
    stoppedCanary = entry?.canary;
    return ops.rollback(state, app, target, who(ctx, `rollback from ${from}`, forced));
  });
  ctx.print(`rolled back ${app}: ${from} → ${target}; new page loads get it now`);
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

async function canary(ctx, app, version, percentText) {
  if (app === 'shell') {
    throw new ReleaseError(
      'the shell has no canary: its page is chosen on the server for every visitor; publish it, promote it, and roll back if needed',
    );
  }
  assertApp(app, { shell: false });
  const stop = version === 'off' || version === 'stop';
  const percent = stop ? 0 : parsePercent(percentText);
  if (percent > 0) {
    assertVersion(ctx, app, version);
    assertIntact(ctx, app, version);
  }
  if (ctx.auto && percent === 0) throw new ReleaseError('--auto needs a canary percentage above 0');
  const auto = ctx.auto ? { steps: autoSteps(percent, ctx.steps) } : undefined;
  let stopped;
  await updateState(ctx.outDir, (state) => {
    const entry = state.apps[app];
    if (!entry?.current) throw new ReleaseError(`${app} has no current version; promote one first`);
    assertSameCanary(ctx, entry, app);
    if (percent === 0) {
      stopped = entry.canary;
      if (!stopped) throw new ReleaseError(`${app} has no canary running`);
      return ops.setCanary(state, app, stopped.version, 0, who(ctx, 'canary stopped'));
    }
    if (entry.current === version)
      throw new ReleaseError(`${app} ${version} is already current; a canary needs another version`);
    const { conflicts, subject } = conflictsOf(ctx, state, app, version);
    return ops.setCanary(
      state,
      app,
      version,
      percent,
      who(ctx, `canary at ${percent} %`, enforce(ctx, conflicts, subject)),
      auto,
    );
  });
  if (stopped)
    ctx.print(`stopped the canary of ${app} ${stopped.version}; everybody gets the current version`);
  else ctx.print(`canary ${app} ${version} for ${percent} % of visitors (each visitor keeps their side)`);
  if (auto)
    ctx.print(
      `automatic analysis: the server compares its failure rate with the current version's every ` +
        `JC_CANARY_INTERVAL_MS (60 s by default), steps it up through ${auto.steps.join(' → ')} % below 100 ` +
        `and then recommends promoting it (100 % is always an operator's promote), or stops it (docs/releases.md, "Automatic canary analysis")`,
    );
}

module.exports = { ReleaseError, publish, promote, rollback, canary, ...info };
