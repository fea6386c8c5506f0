/**
 * Builds the seeded template database the server suites copy (`sportTemplate()`), before jest starts: on
 * PostgreSQL a first build takes most of a minute on a loaded machine, and inside the first suite's
 * `beforeAll` it counted against that hook's timeout (history.test.ts exceeded its 60 s once). Run by
 * scripts/test.mjs with the same clock and database variables as the jest pass that follows; the suites find
 * the template and only copy it.
 */
import { pinClock } from '../src/pinned-clock';

pinClock();

async function main() {
  const { sportTemplate } = await import('./sport/helpers');
  const started = Date.now();
  const template = await sportTemplate();
  process.stdout.write(`template ${template} ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
