import fs from 'node:fs';
import Fastify from 'fastify';
import { releaseFixture } from '../../../webpack/__tests__/release-fixture';
import { createCanaryAnalysis, type CanaryAnalysis } from '../../src/ops/canary-analysis';
import { createHealthStore } from '../../src/ops/health-store';
import { openTestDb, testEngine, type TestDb } from '../db/test-db';

/**
 * The analysis runs on one instance at a time: on PostgreSQL the holder of its advisory lock, and another
 * instance takes over when the holder stops; on SQLite (one instance) it always runs.
 */
let test: TestDb;
let outDir: string;
const running: CanaryAnalysis[] = [];

beforeAll(async () => {
  test = await openTestDb();
  outDir = releaseFixture();
});
afterAll(async () => {
  await Promise.all(running.map((a) => a.stop()));
  await test.dispose();
  fs.rmSync(outDir, { recursive: true, force: true });
});

function instance(): CanaryAnalysis {
  const store = createHealthStore(test.db, { flushMs: 60_000 });
  const analysis = createCanaryAnalysis({ db: test.db, store, outDir, log: Fastify().log });
  running.push(analysis);
  return analysis;
}

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(testEngine === 'postgres' ? it : it.skip)(
  'PostgreSQL: exactly one of two instances leads, and the other takes over when it stops',
  async () => {
    const [a, b] = [instance(), instance()];
    await until(() => a.leading || b.leading);
    // Both have tried by now (each tries at once); neither takes the lock the other holds.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect([a.leading, b.leading].filter(Boolean)).toHaveLength(1);
    const [leader, other] = a.leading ? [a, b] : [b, a];
    await leader.stop();
    await until(() => other.leading);
    expect(leader.leading).toBe(false);
  },
  30_000,
);

(testEngine === 'sqlite' ? it : it.skip)(
  'SQLite: the one instance leads at once, until it stops',
  async () => {
    const a = instance();
    await until(() => a.leading);
    await a.stop();
    expect(a.leading).toBe(false);
  },
);
