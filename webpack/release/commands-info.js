/** The release commands that report (status, history) and the load-timeout setting. */
const path = require('node:path');
const { REMOTES } = require('../apps');
const { ReleaseError, assertApp, conflictsWithShell, remotesAgainstShell } = require('./guards');
const { APPS, listVersions, readRecord, isPublished } = require('./layout');
const ops = require('./release-ops');
const { previousVersion, readState, statePath } = require('./state');
const { updateState } = require('./state-lock');

/** Spec §9 default; the CLI accepts 1 s … 10 min. */
const DEFAULT_TIMEOUT_MS = 120_000;
const TIMEOUT_RANGE = [1_000, 600_000];

function describeChange(item) {
  if (!item) return '';
  const forced = item.forced ? ' [forced]' : '';
  const action =
    item.action === 'canary' ? (item.percent ? `canary ${item.percent} %` : 'canary stopped') : item.action;
  return `${action ?? 'build'}${forced} by ${item.by ?? '?'} at ${item.at ?? '?'}${item.why ? ` (${item.why})` : ''}`;
}

/** ", automatic: next 50 → 100 %" for a canary the server's analysis steps up. */
function autoLine(canary) {
  if (!canary.auto) return '';
  const watched = canary.auto.since === undefined ? ', not analysed yet (is the server running?)' : '';
  const recommended = canary.auto.recommended
    ? `; the analysis recommends promoting it (an operator's promote, or 全量发布 in the console): ${canary.auto.recommended.why}`
    : '';
  return `, automatic: next ${canary.auto.steps.join(' → ')} %${watched}${recommended}`;
}

function sharedLine(ctx, app, version) {
  if (!version || !isPublished(ctx.outDir, app, version)) return '';
  const shared = readRecord(ctx.outDir, app, version).contract?.shared ?? {};
  if (app === 'shell') return `shared ${shared.version ?? '?'}, ${shared.provides?.length ?? '?'} exports`;
  return `built with shared ${shared.version ?? '?'}, uses ${shared.uses?.length ?? '?'} exports`;
}

function contractLine(ctx, state, app) {
  const current = state.apps[app]?.current;
  if (!current) return '—';
  const conflicts =
    app === 'shell'
      ? remotesAgainstShell(ctx, state, current).conflicts
      : conflictsWithShell(ctx, state, app, current).conflicts;
  return conflicts.length
    ? `${conflicts.length} conflict(s): ${conflicts[0]}${conflicts.length > 1 ? ' …' : ''}`
    : 'ok';
}

function status(ctx) {
  const state = readState(ctx.outDir);
  ctx.print(`registry: ${path.join(ctx.outDir, 'registry.json')} (history: ${statePath(ctx.outDir)})`);
  ctx.print(
    `load timeout: ${state.loadTimeoutMs ?? DEFAULT_TIMEOUT_MS} ms${state.loadTimeoutMs ? '' : ' (default)'}`,
  );
  ctx.print(
    `health beacons: ${state.healthSampleRate ? `${state.healthSampleRate * 100} %` : 'every'} page load(s)`,
  );
  for (const app of APPS) {
    const entry = state.apps[app];
    const published = listVersions(ctx.outDir, app);
    const last = entry?.history?.[entry.history.length - 1];
    ctx.print('');
    ctx.print(app);
    ctx.print(
      `  current   ${entry?.current ?? '(none)'}   ${sharedLine(ctx, app, entry?.current)}`.trimEnd(),
    );
    if (app !== 'shell') {
      ctx.print(
        `  canary    ${entry?.canary ? `${entry.canary.version} for ${entry.canary.percent} %${autoLine(entry.canary)}` : '—'}`,
      );
      if (entry?.loadTimeoutMs) ctx.print(`  timeout   ${entry.loadTimeoutMs} ms`);
    }
    ctx.print(
      `  previous  ${previousVersion(entry) ?? '—'}   (what "rollback ${app}" restores; first-time visitors' fallback)`,
    );
    ctx.print(`  published ${published.length} version(s)${published[0] ? `, newest ${published[0]}` : ''}`);
    ctx.print(`  contract  ${contractLine(ctx, state, app)}`);
    if (last) ctx.print(`  last      ${last.version}: ${describeChange(last)}`);
  }
}

function history(ctx, app) {
  assertApp(app);
  const entry = readState(ctx.outDir).apps[app];
  const items = entry?.history ?? [];
  if (items.length === 0) {
    ctx.print(`${app} has no history yet`);
    return;
  }
  ctx.print(`${app} (newest first; current ${entry.current ?? '(none)'})`);
  for (const item of [...items].reverse()) {
    const what =
      item.action === 'canary'
        ? `canary ${item.percent} %`
        : item.action === 'timeout'
          ? `timeout ${item.ms ?? 'default'}`
          : (item.action ?? 'build');
    ctx.print(
      `${item.at}  ${(what + (item.forced ? '!' : '')).padEnd(13)} ${String(item.version).padEnd(18)} ${item.by ?? '?'}  ${item.why ?? ''}`,
    );
    if (item.forced) for (const c of item.conflicts ?? []) ctx.print(`    forced past: ${c}`);
  }
}

function parseTimeout(text) {
  if (text === 'default' || text === 'off') return undefined;
  const ms = Number(text);
  const [min, max] = TIMEOUT_RANGE;
  if (!Number.isInteger(ms) || ms < min || ms > max) {
    throw new ReleaseError(
      `timeout must be whole milliseconds from ${min} to ${max} (or "default"), got "${text ?? ''}"`,
    );
  }
  return ms;
}

/** `timeout <remote|all> <ms|default>`: how long browsers wait for a remote's entry script and registry. */
async function timeout(ctx, target, text) {
  if (target !== 'all') assertApp(target, { shell: false });
  const ms = parseTimeout(text);
  await updateState(ctx.outDir, (state) => {
    if (target !== 'all' && !state.apps[target]?.current)
      throw new ReleaseError(`${target} has no current version yet`);
    return ops.setLoadTimeout(state, target, REMOTES, ms, { by: ctx.by, why: ctx.why || 'load timeout' });
  });
  const value = ms === undefined ? `the default (${DEFAULT_TIMEOUT_MS} ms)` : `${ms} ms`;
  ctx.print(
    `${target === 'all' ? 'every remote' : target} now waits ${value} for its entry script; new page loads get it now`,
  );
}

/**
 * `health-sample <rate|default>`: the share of page loads that send health beacons (docs/releases.md,
 * "Health beacons"); the server weighs each sampled beacon back up, so counts and rates keep their scale.
 */
async function healthSample(ctx, text) {
  const rate = text === 'default' || text === 'off' ? undefined : Number(text);
  if (rate !== undefined && !(rate >= 0.001 && rate <= 1)) {
    throw new ReleaseError(`the sample rate must be from 0.001 to 1 (or "default" = 1), got "${text ?? ''}"`);
  }
  await updateState(ctx.outDir, (state) => {
    const next = { ...state, healthSampleRate: rate === 1 ? undefined : rate };
    if (next.healthSampleRate === undefined) delete next.healthSampleRate;
    return next;
  });
  ctx.print(
    rate === undefined || rate === 1
      ? 'every page load sends health beacons'
      : `${rate * 100} % of page loads send health beacons, each counted ${Math.round(1 / rate)} times`,
  );
}

module.exports = { status, history, timeout, healthSample, DEFAULT_TIMEOUT_MS };
