import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerHosting } from '../../src/static/hosting';
import { SHELL_PAGE, hostingApp, publishFixture, writeRegistry } from './published';

const CHUNK = 'console.info("chunk");'.repeat(400);
const CSS = '.sc_row{display:flex;background:var(--jc-surface)}'.repeat(200);
const V = '/remotes/scores/1.0.0-abc';

describe('version files', () => {
  let app: FastifyInstance;
  let outDir: string;
  let scores: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-files-'));
    publishFixture(outDir, 'shell', '1.0.0-s', { 'index.html': SHELL_PAGE, 'main.js': 'main()' });
    scores = publishFixture(outDir, 'scores', '1.0.0-abc', {
      'remoteEntry.js': 'entry()',
      'mf-manifest.json': '{}',
      'c/match.abcdef0123.js': CHUNK,
      'c/match.abcdef0123.js.br': zlib.brotliCompressSync(CHUNK),
      'c/match.abcdef0123.js.gz': zlib.gzipSync(CHUNK),
      'c/match.0123abcdef.css': CSS,
      'c/match.0123abcdef.css.br': zlib.brotliCompressSync(CSS),
      'c/match.0123abcdef.css.gz': zlib.gzipSync(CSS),
    });
    fs.writeFileSync(path.join(scores, '.first-load.json'), '{}');
    // A publish that was killed half-way: its temp folder must never be served.
    publishFixture(outDir, 'scores', '.publishing-1.1.0-x-999', { 'remoteEntry.js': 'half()' });
    writeRegistry(outDir, {
      schemaVersion: 2,
      shell: { current: '1.0.0-s' },
      remotes: { scores: { current: '1.0.0-abc' } },
    });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('serves published files as immutable, remotes with CORS, the shell from its version folder', async () => {
    const entry = await app.inject({ url: `${V}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('entry()');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    const main = await app.inject({ url: '/shell/1.0.0-s/main.js' });
    expect(main.body).toBe('main()');
    expect(main.headers['cache-control']).toContain('immutable');
  });

  it("serves a chunk's stylesheet like its script: immutable, pre-compressed, as CSS (issue 24)", async () => {
    const res = await app.inject({
      url: `${V}/c/match.0123abcdef.css`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(CSS);
  });

  it.each(['/shell/1.0.0-s/index.html', '/shell/1.0.0-s/index.html.br', '/shell/1.0.0-s/./index.html'])(
    'never serves the page template raw (%s): it carries nonce placeholders, the page is built per request',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
      expect(res.body).not.toContain('__CSP_NONCE__');
    },
  );

  it.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['br;q=0.5, gzip;q=1', 'gzip', zlib.gunzipSync],
  ])(
    'sends the pre-compressed copy for Accept-Encoding %s, compressed once',
    async (accept, encoding, decode) => {
      const res = await app.inject({
        url: `${V}/c/match.abcdef0123.js`,
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode(res.rawPayload).toString()).toBe(CHUNK);
    },
  );

  it('serves the file itself to a client that accepts no encoding, still varying on it', async () => {
    const res = await app.inject({ url: `${V}/c/match.abcdef0123.js` });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(CHUNK);
  });

  it('never serves dot-files, dot-folders, unknown remotes or files outside the record', async () => {
    fs.writeFileSync(path.join(scores, 'added-later.js'), 'sneaky()');
    for (const url of [
      `${V}/.first-load.json`,
      '/remotes/scores/.publishing-1.1.0-x-999/remoteEntry.js',
      '/remotes/scores/%2Epublishing-1.1.0-x-999/remoteEntry.js',
      `${V}/added-later.js`,
      '/remotes/nope/1.0.0-abc/remoteEntry.js',
      '/remotes/scores/9.9.9/remoteEntry.js',
    ]) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
    }
  });

  it('does not send a file that differs from what was published (a truncated upload), nor let it be cached', async () => {
    const file = path.join(scores, 'remoteEntry.js');
    fs.writeFileSync(file, 'entr');
    try {
      const res = await app.inject({ url: `${V}/remoteEntry.js` });
      expect(res.statusCode).toBe(404);
      expect(res.headers['cache-control']).toBe('no-store');
      fs.writeFileSync(file, 'entry(');
      expect((await app.inject({ url: `${V}/remoteEntry.js` })).statusCode).toBe(404);
    } finally {
      fs.writeFileSync(file, 'entry()');
    }
    expect((await app.inject({ url: `${V}/remoteEntry.js` })).statusCode).toBe(200);
  });

  it('refuses a broken pre-compressed copy too, whichever encoding is asked for', async () => {
    const br = path.join(scores, 'c/match.abcdef0123.js.br');
    const good = fs.readFileSync(br);
    fs.writeFileSync(br, good.subarray(0, 20));
    try {
      expect(
        (await app.inject({ url: `${V}/c/match.abcdef0123.js`, headers: { 'accept-encoding': 'gzip' } }))
          .statusCode,
      ).toBe(404);
    } finally {
      fs.writeFileSync(br, good);
    }
  });

  it('answers a named pipe in a version folder with 404 at once, and keeps serving other files', async () => {
    const fifo = path.join(scores, 'c/pipe.js');
    execFileSync('mkfifo', [fifo]);
    // The pipe even sits in the record, as if a deploy tool had written it there.
    const record = path.join(outDir, 'remotes/scores/1.0.0-abc/release.json');
    const original = fs.readFileSync(record, 'utf8');
    const json = JSON.parse(original);
    json.files['c/pipe.js'] = { size: 0, sha256: 'x' };
    fs.writeFileSync(record, JSON.stringify(json));
    try {
      const started = Date.now();
      const answers = await Promise.all([
        ...Array.from({ length: 8 }, () => app.inject({ url: `${V}/c/pipe.js` })),
        app.inject({ url: `${V}/remoteEntry.js` }),
      ]);
      expect(answers.slice(0, 8).map((r) => r.statusCode)).toEqual(Array(8).fill(404));
      expect(answers[8]?.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      fs.writeFileSync(record, original);
      fs.rmSync(fifo);
    }
  });
});

describe('a version folder moved away and back', () => {
  it("serves its files again once it is back, even when it left between its record's stat and its read", async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-moved-'));
    publishFixture(outDir, 'scores', '1.0.0-m', { 'remoteEntry.js': 'entry()' });
    const folder = path.join(outDir, 'remotes/scores/1.0.0-m');
    const record = path.join(folder, 'release.json');
    const app = Fastify();
    await registerHosting(app, outDir);
    // The move lands after the record's stat and before its read, as when a release manager moves a folder
    // while a request is being answered (an end-to-end test met it under load: every file of the version
    // stayed 404 after the folder was back).
    const readFile = fs.promises.readFile.bind(fs.promises);
    let moved = false;
    const spy = jest.spyOn(fs.promises, 'readFile').mockImplementation(((file: fs.PathLike, ...rest: []) => {
      if (!moved && String(file) === record) {
        moved = true;
        fs.renameSync(folder, `${folder}.gone`);
      }
      return readFile(file, ...rest);
    }) as typeof fs.promises.readFile);
    try {
      expect((await app.inject({ url: '/remotes/scores/1.0.0-m/remoteEntry.js' })).statusCode).toBe(404);
      expect(moved).toBe(true);
      fs.renameSync(`${folder}.gone`, folder);
      const back = await app.inject({ url: '/remotes/scores/1.0.0-m/remoteEntry.js' });
      expect(back.statusCode).toBe(200);
      expect(back.body).toBe('entry()');
    } finally {
      spy.mockRestore();
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('static reads with a timeout', () => {
  it('answers 503 when the disk does not answer, while other files are still served', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-hang-'));
    const browser = publishFixture(outDir, 'scores', '1.0.0-a', { 'hang.js': 'x', 'ok.js': 'ok()' });
    const app = Fastify();
    await registerHosting(app, outDir, { readTimeoutMs: 300 });
    const stat = fs.promises.stat.bind(fs.promises);
    const spy = jest
      .spyOn(fs.promises, 'stat')
      .mockImplementation(((file: fs.PathLike, ...rest: []) =>
        String(file) === path.join(browser, 'hang.js')
          ? new Promise(() => undefined)
          : stat(file, ...rest)) as typeof fs.promises.stat);
    try {
      const started = Date.now();
      const [hung, ok] = await Promise.all([
        app.inject({ url: '/remotes/scores/1.0.0-a/hang.js' }),
        app.inject({ url: '/remotes/scores/1.0.0-a/ok.js' }),
      ]);
      expect(hung.statusCode).toBe(503);
      expect(hung.headers['cache-control']).toBe('no-store');
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('ok()');
    } finally {
      spy.mockRestore();
      await app.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});
