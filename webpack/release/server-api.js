/**
 * What the server takes from the release tooling (server/src/ops): the same commands the CLI runs, so a
 * button on the release console or a verdict of the canary analysis changes the release state exactly as
 * `npm run release -- …` would (locks, integrity and contract checks, history).
 */
const commands = require('./commands');
const { APPS } = require('./layout');
const ops = require('./release-ops');
const { previousVersion, readState } = require('./state');
const { updateState } = require('./state-lock');

/** Marks the start of the analysis window of `app`'s automatic canary (see release-ops.startAnalysis). */
function startAnalysis(outDir, app, version, since) {
  return updateState(outDir, (state) => ops.startAnalysis(state, app, version, since));
}

/** Records the analysis' recommendation to promote `app`'s canary (see release-ops.recommendPromote). */
function recommendPromote(outDir, app, version, at, why) {
  return updateState(outDir, (state) => ops.recommendPromote(state, app, version, at, why));
}

module.exports = { commands, APPS, readState, previousVersion, startAnalysis, recommendPromote };
