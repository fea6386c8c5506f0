/**
 * Builds the seeded template database the server suites copy (`sportTemplate()`), and the spring world
 * (`seededWorldFile`), before jest starts: on PostgreSQL a first build takes most of a minute on a loaded
 * machine, and inside the first suite's `beforeAll` it counted against that hook's timeout (history.test.ts
 * exceeded its 60 s once). Run by scripts/test.mjs with the same clock and database variables as the jest pass
 * that follows; the suites find the templates and only copy them. On PostgreSQL it writes the SQLite template
 * first (the PostgreSQL one is its copy), which the SQLite jest lane then finds too.
 */
import { pinClock } from '../src/pinned-clock';

pinClock();

async function main() {
  const { sportTemplate, seededWorldFile, SPRING_ANCHOR } = await import('./sport/helpers');
  let started = Date.now();
  const template = await sportTemplate();
  process.stdout.write(`template ${template} ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  started = Date.now();
  const spring = seededWorldFile(SPRING_ANCHOR);
  process.stdout.write(`spring world ${spring} ready in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
