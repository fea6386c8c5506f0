/**
 * What `npm run build` / `npm start` do with fresh builds: an app the release CLI has never touched (no
 * publish, promote, canary or rollback in its history) gets its fresh build made current, as before versioned
 * releases; a release-managed app keeps its current version until `npm run release -- promote`. A new shell is
 * made current only when every remote visitors get (current and canary) still finds what it needs in it;
 * otherwise the build refuses and says which remote needs what.
 */
const { isReleaseManaged, setCurrent } = require('./release-ops');
const { remotesAgainstShell } = require('./guards');
const { isPublished } = require('./layout');

const BUILD = { by: 'build', why: 'local build' };

function decide(state, { app, version }, { outDir, keep, notes }) {
  const entry = state.apps[app.id];
  if (entry?.current === version) return state;
  // A current version that is not on disk (an older dist/ layout) cannot be kept.
  const onDisk = entry?.current && isPublished(outDir, app.id, entry.current);
  if (onDisk && keep) return state;
  if (onDisk && isReleaseManaged(entry)) {
    notes.push({
      text: `${app.id}: release-managed, ${version} not made current (npm run release -- promote ${app.id} ${version})`,
    });
    return state;
  }
  if (app.id === 'shell') {
    const { conflicts } = remotesAgainstShell({ outDir }, state, version);
    if (conflicts.length) {
      notes.push({
        refused: true,
        text:
          `✘ shell ${version} not made current: it breaks remote versions visitors get:\n` +
          `${conflicts.map((c) => `      - ${c}`).join('\n')}\n` +
          `    publish those remotes from this checkout first, or: npm run release -- promote shell ${version} --force`,
      });
      return state;
    }
  }
  return setCurrent(state, app.id, version, BUILD, 'build');
}

/** Applies a build's results (remotes first: the shell is checked against the remotes as they will be). */
function applyLocalBuilds(start, results, options) {
  const ordered = [...results].sort((a, b) => (a.app.kind === 'host') - (b.app.kind === 'host'));
  return ordered.reduce((state, result) => decide(state, result, options), start);
}

module.exports = { applyLocalBuilds };
