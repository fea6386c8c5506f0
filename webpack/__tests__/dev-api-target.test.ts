import net from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apiRouter } = require('../dev-api-target.js');

/** Ports from the test range: one answers, one does not. */
const OPEN = 18761;
const CLOSED = 18762;
const candidate = (port: number) => ({ port, url: `http://localhost:${port}` });

describe("a dev server's API target", () => {
  let server: net.Server;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => server.listen(OPEN, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('takes the first local server that answers (npm run dev, then npm start), with no flag', async () => {
    const route = apiRouter({ ownPort: 9999, candidates: [candidate(CLOSED), candidate(OPEN)] });
    expect(await route()).toBe(`http://localhost:${OPEN}`);
  });

  it('never sends the API to itself, and an explicit target wins', async () => {
    const own = apiRouter({ ownPort: OPEN, candidates: [candidate(OPEN), candidate(CLOSED)] });
    expect(await own()).toBe(`http://localhost:${CLOSED}`);
    expect(await apiRouter({ explicit: 'http://10.0.0.5:8080' })()).toBe('http://10.0.0.5:8080');
  });
});
