import './start-clock';
import { readConfig } from './config';
import { buildApp } from './app';
import { readableLogStream } from './readable-log';

async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    config,
    logger: process.env.LOG_LEVEL !== 'silent',
    logStream: process.env.LOG_FORMAT === 'json' ? undefined : readableLogStream(),
    warmUp: process.env.JC_SSR_WARM !== '0',
  });
  const address = await app.listen({ port: config.port, host: config.host });
  if (process.env.JC_CLOCK_START)
    app.log.warn(`clock pinned: it is ${new Date().toISOString()} here (JC_CLOCK_START)`);
  const port = new URL(address).port;
  process.stdout.write(`\n锦城体育 is running at http://localhost:${port}\n\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
