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

module.exports = { commands, APPS, readState, previousVersion, startAnalysis };
