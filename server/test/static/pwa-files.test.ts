import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { PWA_DIR } from '../../src/static/pwa-routes';
import { SHELL_PAGE, hostingApp, publishFixture, writeRegistry } from './published';

describe('installable app files', () => {
  let app: FastifyInstance;
  let outDir: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-pwa-'));
    publishFixture(outDir, 'shell', '1.0.0-s', { 'index.html': SHELL_PAGE, 'main.js': 'main()' });
    writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-s' }, remotes: {} });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the worker, manifest, offline page and icons at fixed paths, revalidated on every use', async () => {
    const cases: Array<[string, RegExp]> = [
      ['/sw.js', /^text\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/pwa/offline.html', /^text\/html/],
      ['/pwa/offline.js', /^text\/javascript/],
      ['/pwa/offline.css', /^text\/css/],
      ['/icons/icon-192.png', /^image\/png/],
      ['/icons/icon-maskable-512.png', /^image\/png/],
    ];
    for (const [url, type] of cases) {
      const res = await app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ url: '/icons/../sw.js' })).statusCode).not.toBe(500);
    expect((await app.inject({ url: '/pwa/other.js' })).statusCode).toBe(404);
  });

  it('has a manifest an installable app needs: name, standalone, theme colour, 192 and 512 px icons', async () => {
    const manifest = (await app.inject({ url: '/manifest.webmanifest' })).json();
    expect(manifest).toMatchObject({ name: '锦城体育', display: 'standalone', theme_color: '#0b6b3a' });
    const sizes = (manifest.icons as Array<{ src: string; sizes: string }>).map((i) => i.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>) {
      const png = (await app.inject({ url: icon.src })).rawPayload;
      // PNG header: width and height at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
    }
  });

  it('routes version folders cache-first, the registry and pages network-first, APIs not at all', () => {
    const sandbox = { self: { location: { origin: 'https://jc.test' }, addEventListener: () => undefined } };
    const code = fs.readFileSync(path.join(PWA_DIR, 'sw.js'), 'utf8');
    const strategyFor = vm.runInNewContext(`${code}; strategyFor`, { ...sandbox, URL }) as (
      url: URL,
      request: { method: string; mode: string },
    ) => string;
    const at = (p: string, mode = 'cors', method = 'GET') =>
      strategyFor(new URL(p, 'https://jc.test'), { method, mode });
    expect(at('/shell/1.0.0-s/main.js')).toBe('immutable');
    expect(at('/remotes/scores/1.1.0-x/remoteEntry.js')).toBe('immutable');
    expect(at('/registry.json')).toBe('registry');
    expect(at('/match', 'navigate')).toBe('page');
    expect(at('/sportapi/matches?sport=football')).toBe('scores');
    expect(at('/sportapi/live?sport=all')).toBe('none');
    expect(at('/pwa/offline.js')).toBe('offline-file');
    expect(at('/userapi/base/login', 'cors', 'POST')).toBe('none');
    expect(strategyFor(new URL('https://cdn.example/shell/1/x.js'), { method: 'GET', mode: 'cors' })).toBe(
      'none',
    );
  });
  it('answers the page before its copy is written: a cache write that never ends holds nothing up', async () => {
    const code = fs.readFileSync(path.join(PWA_DIR, 'sw.js'), 'utf8');
    const listeners: Record<string, (event: unknown) => void> = {};
    const writes: string[] = [];
    const kept: Array<Promise<unknown>> = [];
    // A cache whose every write hangs, and a network that answers at once.
    const cache = {
      match: async () => undefined,
      put: (key: unknown) => {
        writes.push(typeof key === 'string' ? key : (key as { url: string }).url);
        return new Promise(() => undefined);
      },
      keys: async () => [],
      delete: async () => true,
    };
    const answer = (body: string) => ({
      status: 200,
      clone: () => ({ text: async () => body }),
      text: async () => body,
    });
    vm.runInNewContext(code, {
      self: {
        location: { origin: 'https://jc.test' },
        addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      },
      caches: { open: async () => cache, match: async () => undefined },
      fetch: async (request: { url: string }) => answer(`body of ${request.url}`),
      Response: class {
        constructor(readonly body: string) {}
      },
      URL,
    });
    const fetchFor = async (url: string) => {
      let answered: Promise<unknown> | undefined;
      listeners.fetch!({
        request: { url, method: 'GET', mode: 'cors' },
        respondWith: (p: Promise<unknown>) => (answered = p),
        waitUntil: (p: Promise<unknown>) => kept.push(p),
      });
      return (await answered) as { text: () => Promise<string> };
    };
    for (const url of [
      'https://jc.test/shell/1.0.0-s/main.js',
      'https://jc.test/registry.json',
      'https://jc.test/sportapi/matches?sport=football',
    ]) {
      const response = await Promise.race([
        fetchFor(url),
        new Promise((resolve) => setTimeout(() => resolve('held'), 1000)),
      ]);
      expect([
        url,
        response === 'held' ? 'held' : await (response as { text: () => Promise<string> }).text(),
      ]).toEqual([url, `body of ${url}`]);
    }
    // Each copy was still asked for, and the worker was kept alive for it.
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(writes).toEqual([
      'https://jc.test/shell/1.0.0-s/main.js',
      '/registry.json',
      '/__last-scores/football',
    ]);
    expect(kept).toHaveLength(3);
  });
});
