import { test } from './test';
import { startServer, type TestServer } from './server';

/** A server of the spec's own, running the simulator at 60×: goals, odds moves and deltas within seconds. */
export interface FastSimulator {
  /** The server's base URL (read inside a test: it is set once the spec's beforeAll has run). */
  readonly url: string;
  readonly server: TestServer;
}

/**
 * Starts a fast-simulator server before the tests of the file (or `describe`) it is called in and stops it
 * after them: the setup three specs and more wrote by hand (the suite's shared server runs at real time).
 * `env` adds settings, e.g. `{ RATE_LIMITS: 'off' }`.
 */
export function fastSimulator(env: Record<string, string> = {}): FastSimulator {
  let server: TestServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startServer({ env: { SIMULATOR: 'on', SIM_SPEED: '60', ...env } });
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = (): TestServer => {
    if (!server) throw new Error('the fast-simulator server has not started (read it inside a test)');
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get server() {
      return started();
    },
  };
}
