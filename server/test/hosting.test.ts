import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { readConfig } from '../src/config';

describe('static hosting', () => {
  let app: FastifyInstance;
  let outDir: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-host-'));
    fs.mkdirSync(path.join(outDir, 'shell'), { recursive: true });
    fs.mkdirSync(path.join(outDir, 'remotes/scores/1.0.0-abc'), { recursive: true });
    fs.writeFileSync(path.join(outDir, 'shell/index.html'), '<!doctype html><title>锦城体育</title>');
    fs.writeFileSync(path.join(outDir, 'shell/main.js'), 'console.info("main")');
    fs.writeFileSync(path.join(outDir, 'shell/c.0123456789.js'), 'x'.repeat(4096));
    fs.writeFileSync(path.join(outDir, 'remotes/scores/1.0.0-abc/mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(outDir, 'registry.json'), JSON.stringify({ remotes: {} }));
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
    expect(res.json()).toEqual({ remotes: {} });
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
    expect((await app.inject({ url: '/missing.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/remotes/scores/9.9.9/mf-manifest.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/sportapi/nothing' })).statusCode).toBe(404);
  });
});
