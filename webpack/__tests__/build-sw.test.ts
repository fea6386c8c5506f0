import fs from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { buildWorker, TARGET } = require('../build-sw.js') as {
  buildWorker(): Promise<string>;
  TARGET: string;
};

/** The committed worker (what /sw.js sends) is the bundle of its source as it is now. */
it('server/public/pwa/sw.js is built from the current worker source (else: npm run build:sw)', async () => {
  const built = await buildWorker();
  expect(built.length).toBeGreaterThan(5000);
  expect(fs.readFileSync(TARGET, 'utf8') === built).toBe(true);
}, 60_000);
