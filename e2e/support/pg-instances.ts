import { startServer, type TestServer } from './server';

export interface SharedDatabase {
  /** The servers, in the order started; the first seeded the database and leads the simulator. */
  servers: TestServer[];
  stop: () => Promise<void>;
}

/**
 * Several instances of the real server (dist/, the product's own start) sharing one PostgreSQL database, as
 * behind a load balancer without sticky sessions: a throwaway cluster (Debian's `postgresql`, as the
 * server suite's PostgreSQL pass uses) whose own database the servers use, the first server started alone (it migrates and seeds,
 * and takes the simulator's leader lock), then the others. Every server runs on the suite's pinned clock
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
    const settings = { DATABASE_URL: cluster.url, SIMULATOR: 'on', RATE_LIMITS: 'off', ...env };
    servers.push(await startServer({ env: settings }));
    for (let i = 1; i < count; i += 1) servers.push(await startServer({ env: settings }));
    return { servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
