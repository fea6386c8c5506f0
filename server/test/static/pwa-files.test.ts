import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { PWA_DIR } from '../../src/static/pwa-routes';
import { OFFLINE_URL, PAGE_TIMEOUT_SECONDS, ruleFor } from '../../src/static/pwa-worker/rules';
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
    const at = (p: string, mode = 'cors', method = 'GET') =>
      ruleFor(new URL(p, 'https://jc.test'), { method, mode }, 'https://jc.test');
    expect(at('/shell/1.0.0-s/main.js')).toBe('immutable');
    expect(at('/remotes/scores/1.1.0-x/remoteEntry.js')).toBe('immutable');
    expect(at('/registry.json')).toBe('registry');
    expect(at('/match', 'navigate')).toBe('page');
    expect(at('/sportapi/matches?sport=football')).toBe('scores');
    expect(at('/sportapi/live?sport=all')).toBe('none');
    expect(at('/pwa/offline.js')).toBe('offline-file');
    expect(at('/userapi/base/login', 'cors', 'POST')).toBe('none');
    const elsewhere = new URL('https://cdn.example/shell/1/x.js');
    expect(ruleFor(elsewhere, { method: 'GET', mode: 'cors' }, 'https://jc.test')).toBe('none');
  });

  it('answers before its copy is written: a cache write that never ends holds nothing up', async () => {
    const writes: string[] = [];
    const worker = runWorker({
      // A cache whose every write hangs, and a network that answers at once.
      put: (key) => {
        writes.push(key);
        return new Promise(() => undefined);
      },
      network: async (request) => new Response(`body of ${request.url}`),
    });
    for (const url of [
      'https://jc.test/shell/1.0.0-s/main.js',
      'https://jc.test/registry.json?cb=1',
      'https://jc.test/sportapi/matches?sport=football',
    ]) {
      const answer = await Promise.race([
        worker.fetch(new Request(url)),
        new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 1000)),
      ]);
      expect([url, answer === 'held' ? 'held' : await answer?.text()]).toEqual([url, `body of ${url}`]);
    }
    // Each copy was still asked for (the registry's under one key, whatever its query), and the worker was
    // kept alive for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writes.sort()).toEqual([
      'https://jc.test/__last-scores/football',
      'https://jc.test/registry.json',
      'https://jc.test/shell/1.0.0-s/main.js',
    ]);
    expect(worker.kept.length).toBeGreaterThanOrEqual(3);
  });

  it('shows the offline page for a page that fails or stalls, and leaves APIs to the browser', async () => {
    const offline = new Response('<h1>网络已断开</h1>');
    const asked: string[] = [];
    const worker = runWorker({
      match: async (key) => (key.endsWith(OFFLINE_URL) ? offline.clone() : undefined),
      network: async (request) => {
        asked.push(request.url);
        if (request.url.endsWith('/match')) throw new TypeError('Failed to fetch');
        if (request.url.endsWith('/news')) return new Promise<Response>(() => undefined);
        return new Response('页面');
      },
    });
    const navigate = (url: string) => worker.fetch(new Request(url), { mode: 'navigate' });
    expect(await (await navigate('https://jc.test/home'))?.text()).toBe('页面');
    expect(await (await navigate('https://jc.test/match'))?.text()).toBe('<h1>网络已断开</h1>');
    // A page that never answers: the offline page once its timeout passes (the test's timers run it at once).
    expect(await (await navigate('https://jc.test/news'))?.text()).toBe('<h1>网络已断开</h1>');
    expect(worker.fetch(new Request('https://jc.test/sportapi/live?sport=all'))).toBeUndefined();
    expect(asked).toEqual(['https://jc.test/home', 'https://jc.test/match', 'https://jc.test/news']);
  });
});

/** Fakes of what the worker meets in a browser; keys are absolute URLs. */
interface WorkerWorld {
  put?: (key: string) => Promise<void>;
  match?: (key: string) => Promise<Response | undefined>;
  network: (request: Request) => Promise<Response>;
}

/**
 * The built worker (server/public/pwa/sw.js, what browsers get) run in a sandbox: `fetch` dispatches a fetch
 * event and gives what the worker answered with (undefined: left to the browser); `kept` are its waitUntils.
 */
function runWorker(world: WorkerWorld) {
  const code = fs.readFileSync(path.join(PWA_DIR, 'sw.js'), 'utf8');
  const listeners: Record<string, Array<(event: unknown) => void>> = {};
  const kept: Array<Promise<unknown>> = [];
  const keyOf = (key: RequestInfo) =>
    typeof key === 'string' ? new URL(key, 'https://jc.test').href : key.url;
  const cache = {
    match: async (key: RequestInfo) => world.match?.(keyOf(key)),
    put: async (key: RequestInfo) => world.put?.(keyOf(key)),
    keys: async () => [],
    delete: async () => true,
  };
  class FetchEvent {
    constructor(init: object) {
      Object.assign(this, init);
    }
  }
  const scope: Record<string, unknown> = {
    location: { origin: 'https://jc.test' },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      (listeners[type] ??= []).push(listener),
    registration: { navigationPreload: { enable: async () => undefined } },
    clients: { claim: async () => undefined },
    caches: { open: async () => cache, match: cache.match, keys: async () => [], delete: async () => true },
    fetch: (request: Request) => world.network(request),
    // The page timeout passes at once: nothing else in the worker waits that long.
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms >= PAGE_TIMEOUT_SECONDS * 1000 ? 5 : ms),
    clearTimeout,
    FetchEvent,
    ExtendableEvent: FetchEvent,
    Request,
    Response,
    Headers,
    URL,
    console,
  };
  scope.self = scope;
  vm.runInNewContext(code, scope);
  return {
    kept,
    fetch(request: Request, { mode = 'cors' } = {}): Promise<Response> | undefined {
      let answered: Promise<Response> | undefined;
      const event = new FetchEvent({
        request:
          mode === 'navigate' ? Object.defineProperty(request, 'mode', { value: 'navigate' }) : request,
        preloadResponse: Promise.resolve(undefined),
        respondWith: (answer: Promise<Response>) => (answered = answer),
        waitUntil: (promise: Promise<unknown>) => kept.push(promise),
      });
      for (const listener of listeners.fetch ?? []) listener(event);
      return answered;
    },
  };
}
