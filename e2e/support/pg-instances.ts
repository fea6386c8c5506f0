import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sportTemplate, startServer, type TestServer } from './server';

const root = path.resolve(__dirname, '../..');

export interface SharedDatabase {
  /** The servers, in the order started; the first seeded the database and leads the simulator. */
  servers: TestServer[];
  stop: () => Promise<void>;
}

/**
 * Several instances of the real server (dist/, the product's own start) sharing one PostgreSQL database, as
 * behind a load balancer without sticky sessions: a throwaway cluster (Debian's `postgresql`, as the
 * server suite's PostgreSQL pass uses) whose own database the servers use, filled with the suite's seeded world
 * (support/pg-fill.ts), the first server started alone (it takes the simulator's leader lock), then the others. Every server runs on the suite's pinned clock
 * (inherited from the environment). `stop()` stops the servers, then the cluster, and deletes it.
 */
export async function startOnSharedDatabase(
  count: number,
  env: Record<string, string> = {},
): Promise<SharedDatabase> {
  // Loaded when used: the script is an ES module with a command-line entry of its own.
  const { startCluster } = await import('../../scripts/pg-test-cluster.mjs');
  const cluster = await startCluster();
  const servers: TestServer[] = [];
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    cluster.stop();
  };
  try {
    // The suite's seeded world copied in first (support/pg-fill.ts), so no server generates it inside its start.
    const filled = spawnSync(
      path.join(root, 'node_modules/.bin/tsx'),
      ['e2e/support/pg-fill.ts', sportTemplate(), cluster.url],
      { cwd: root, encoding: 'utf8', timeout: 240_000 },
    );
    if (filled.status !== 0)
      throw new Error(
        `filling PostgreSQL with the seeded world failed (${filled.error?.message ?? `exit ${filled.status}`}):\n${filled.stderr}`,
      );
    const settings = { DATABASE_URL: cluster.url, SIMULATOR: 'on', RATE_LIMITS: 'off', ...env };
    servers.push(await startServer({ env: settings }));
    for (let i = 1; i < count; i += 1) servers.push(await startServer({ env: settings }));
    return { servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
