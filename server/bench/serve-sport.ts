import { buildApp } from '../src/app';
import { readConfig } from '../src/config';

/** The whole server in a child process for the load script (env DATA_DIR, SIM_SPEED, SEED_BIG_DAY apply). */
async function main(): Promise<void> {
  const app = await buildApp({ config: { ...readConfig(), host: '127.0.0.1', port: 0 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}

void main();
