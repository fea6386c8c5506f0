import { startServer } from '../user/helpers';
import { logCapture } from './log-capture';

/** TRUST_PROXY in production: the start says what trusting a proxy takes (docs/userapi.md, "Behind a proxy"). */
jest.setTimeout(60_000);

const warnings = (log: ReturnType<typeof logCapture>) =>
  log
    .entries()
    .filter((e) => e.level === 40)
    .map((e) => String(e.msg));

it('warns at start when trusting a proxy (loopback by default), with the nginx lines to set', async () => {
  const log = logCapture();
  const server = await startServer('production', { logStream: log.stream });
  try {
    const start = warnings(log).find((m) => m.startsWith('TRUST_PROXY=loopback'));
    expect(start).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(start).toContain('TRUST_PROXY=false');
    // A forwarded list of several addresses: the proxy passes on what the client sent. Said once.
    for (let i = 0; i < 3; i += 1)
      await fetch(`${server.base}/sportapi/nothing`, {
        headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' },
      });
    expect(warnings(log).filter((m) => m.includes('客户端可以借此伪造 IP'))).toHaveLength(1);
  } finally {
    await server.close();
  }
});

it('says nothing of the kind when no proxy is trusted', async () => {
  const log = logCapture();
  const server = await startServer('production', { logStream: log.stream, config: { trustProxy: false } });
  try {
    await fetch(`${server.base}/sportapi/nothing`, {
      headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.9' },
    });
    expect(warnings(log).filter((m) => m.includes('X-Forwarded-For'))).toEqual([]);
  } finally {
    await server.close();
  }
});
