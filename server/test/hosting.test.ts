import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';

const REGISTRY = {
  schemaVersion: 1,
  remotes: {
    scores: {
      current: '1.0.0-abc',
      canary: { version: '1.1.0-def', percent: 10, at: '2025-01-01', by: 'li.wei', why: 'try </script>' },
      history: [{ version: '1.0.0-abc', at: '2025-01-01', by: 'build', why: 'local build' }],
    },
  },
};
const CHUNK = 'console.info("chunk");'.repeat(400);

/** The data block the page carries, parsed. */
function pageRegistry(html: string): unknown {
  const match = /<script type="application\/json" id="jc-registry">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('static hosting', () => {
  let app: FastifyInstance;
  let outDir: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-host-'));
    fs.mkdirSync(path.join(outDir, 'shell'), { recursive: true });
    fs.mkdirSync(path.join(outDir, 'remotes/scores/1.0.0-abc'), { recursive: true });
    fs.writeFileSync(
      path.join(outDir, 'shell/index.html'),
      '<!doctype html><html><head><title>锦城体育</title></head><body></body></html>',
    );
    fs.writeFileSync(path.join(outDir, 'shell/main.js'), 'console.info("main")');
    fs.writeFileSync(path.join(outDir, 'shell/c.0123456789.js'), 'x'.repeat(4096));
    fs.writeFileSync(path.join(outDir, 'remotes/scores/1.0.0-abc/mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(outDir, 'remotes/scores/1.0.0-abc/.first-load.json'), '{}');
    // A built file with the pre-compressed copies the build writes beside it.
    const chunk = path.join(outDir, 'remotes/scores/1.0.0-abc/c.abcdef0123.js');
    fs.writeFileSync(chunk, CHUNK);
    fs.writeFileSync(`${chunk}.br`, zlib.brotliCompressSync(CHUNK));
    fs.writeFileSync(`${chunk}.gz`, zlib.gzipSync(CHUNK));
    fs.writeFileSync(path.join(outDir, 'registry.json'), JSON.stringify(REGISTRY));
    const config = { ...readConfig({}), outDir, dataDir: path.join(outDir, 'data') };
    app = await buildApp({ config, apis: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the registry uncached', async () => {
    const res = await app.inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(REGISTRY);
  });

  it('puts the registry into the page as a non-executing data block, without history, never cached', async () => {
    for (const url of ['/', '/match']) {
      const res = await app.inject({ url });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-type']).toContain('text/html');
      expect(pageRegistry(res.body)).toEqual({
        schemaVersion: 1,
        remotes: { scores: { current: '1.0.0-abc', canary: { version: '1.1.0-def', percent: 10 } } },
      });
      expect(res.body).not.toContain('history');
      // The block sits in <head> and its text cannot end the script element early.
      expect(res.body.indexOf('id="jc-registry"')).toBeLessThan(res.body.indexOf('</head>'));
    }
  });

  it('reads the registry afresh for every page: a release shows on the next load', async () => {
    const file = path.join(outDir, 'registry.json');
    const changed = structuredClone(REGISTRY);
    changed.remotes.scores.current = '2.0.0-new';
    fs.writeFileSync(file, JSON.stringify(changed));
    try {
      const res = await app.inject({ url: '/league' });
      expect(pageRegistry(res.body)).toMatchObject({ remotes: { scores: { current: '2.0.0-new' } } });
    } finally {
      fs.writeFileSync(file, JSON.stringify(REGISTRY));
    }
  });

  it('sends the page without a block when the registry cannot be read (the shell then asks the server)', async () => {
    const file = path.join(outDir, 'registry.json');
    fs.writeFileSync(file, '{ broken');
    try {
      const res = await app.inject({ url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(pageRegistry(res.body)).toBeUndefined();
    } finally {
      fs.writeFileSync(file, JSON.stringify(REGISTRY));
    }
  });

  it.each([
    ['br', 'br', zlib.brotliDecompressSync],
    ['gzip', 'gzip', zlib.gunzipSync],
    ['br;q=0.5, gzip;q=1', 'gzip', zlib.gunzipSync],
  ])(
    'serves the pre-compressed copy for Accept-Encoding %s, compressed once, varying on the encoding',
    async (accept, encoding, decode) => {
      const res = await app.inject({
        url: '/remotes/scores/1.0.0-abc/c.abcdef0123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      // Decoding once gives the file: the server did not compress the compressed copy again.
      expect(decode(res.rawPayload).toString()).toBe(CHUNK);
    },
  );

  it('serves the file itself to a client that accepts no encoding, still varying on it', async () => {
    const res = await app.inject({ url: '/remotes/scores/1.0.0-abc/c.abcdef0123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(CHUNK);
  });

  it('serves versioned remote files as immutable', async () => {
    const res = await app.inject({ url: '/remotes/scores/1.0.0-abc/mf-manifest.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('caches hashed shell chunks for ever and revalidates unhashed ones', async () => {
    const hashed = await app.inject({ url: '/c.0123456789.js' });
    expect(hashed.headers['cache-control']).toContain('immutable');
    const main = await app.inject({ url: '/main.js' });
    expect(main.headers['cache-control']).toBe('no-cache');
  });

  it('compresses large files when the client accepts it', async () => {
    const res = await app.inject({ url: '/c.0123456789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('falls back to index.html for app routes, but not for missing assets or API paths', async () => {
    for (const url of ['/', '/match', '/matchDetail/1/42?x=1', '/no/such/page']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>锦城体育</title>');
    }
    // Build stamps and reports (dotfiles) are not served.
    expect((await app.inject({ url: '/remotes/scores/1.0.0-abc/.first-load.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/scores/9.9.9/mf-manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sportapi/nothing' })).statusCode).toBe(404);
  });
});
