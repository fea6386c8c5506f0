import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SHELL_PAGE, hostingApp, publishFixture, writeRegistry } from './published';

/** The public registry as the release tooling writes it: current, previous good, canary, timeout. */
const REGISTRY = {
  schemaVersion: 2,
  shell: { current: '2.0.0-s2', previous: '1.0.0-s1' },
  remotes: {
    scores: {
      current: '1.0.0-abc',
      previous: '0.9.0-old',
      canary: { version: '1.1.0-def', percent: 10 },
      loadTimeoutMs: 30000,
    },
  },
};

/** The data block the page carries, parsed. */
function blockOf(html: string): unknown {
  const match = /<script type="application\/json" id="jc-registry">([^<]*)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] ?? '') : undefined;
}

describe('the page and the registry', () => {
  let app: FastifyInstance;
  let outDir: string;
  const page = (title: string) => SHELL_PAGE.replace('锦城体育', title);

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-host-'));
    publishFixture(outDir, 'shell', '1.0.0-s1', { 'index.html': page('shell one'), 'main.js': 'one()' });
    publishFixture(outDir, 'shell', '2.0.0-s2', { 'index.html': page('shell two'), 'main.js': 'two()' });
    writeRegistry(outDir, REGISTRY);
    fs.writeFileSync(
      path.join(outDir, 'release-state.json'),
      JSON.stringify({ secret: 'who released what' }),
    );
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('serves the registry uncached with an ETag, and 304 when the browser has it', async () => {
    const res = await app.inject({ url: '/registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(REGISTRY);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{10,}"$/);
    const again = await app.inject({ url: '/registry.json', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const weak = await app.inject({ url: '/registry.json', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.statusCode).toBe(304);
  });

  it('gives a changed registry a new ETag', async () => {
    const before = (await app.inject({ url: '/registry.json' })).headers.etag;
    writeRegistry(outDir, { ...REGISTRY, loadTimeoutMs: 5000 });
    try {
      const res = await app.inject({ url: '/registry.json', headers: { 'if-none-match': String(before) } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(before);
    } finally {
      writeRegistry(outDir, REGISTRY);
    }
  });

  it('never serves the release history, temp folders or records', async () => {
    for (const url of [
      '/release-state.json',
      '/shell/2.0.0-s2/../release.json',
      '/shell/2.0.0-s2/release.json',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('who released what');
    }
  });

  it("sends the current shell version's page with the remotes' part of the registry, never cached", async () => {
    for (const url of ['/', '/match', '/matchDetail/1/42?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<title>shell two</title>');
      expect(blockOf(res.body)).toEqual({ schemaVersion: 2, remotes: REGISTRY.remotes });
      expect(res.body.indexOf('id="jc-registry"')).toBeLessThan(res.body.indexOf('</head>'));
    }
  });

  it("carries the registry's health sample rate into the page", async () => {
    writeRegistry(outDir, { ...REGISTRY, healthSampleRate: 0.25 });
    try {
      expect(blockOf((await app.inject({ url: '/match' })).body)).toEqual({
        schemaVersion: 2,
        healthSampleRate: 0.25,
        remotes: REGISTRY.remotes,
      });
    } finally {
      writeRegistry(outDir, REGISTRY);
    }
  });

  it('switches the page with the registry: a shell release reaches the next page load', async () => {
    writeRegistry(outDir, { ...REGISTRY, shell: { current: '1.0.0-s1' } });
    try {
      expect((await app.inject({ url: '/league' })).body).toContain('<title>shell one</title>');
    } finally {
      writeRegistry(outDir, REGISTRY);
    }
  });

  it('falls back to the previous good shell when the current one is damaged', async () => {
    const file = path.join(outDir, 'shell/2.0.0-s2/browser/index.html');
    fs.writeFileSync(file, '<!doctype html><p>trunc');
    try {
      const res = await app.inject({ url: '/home' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>shell one</title>');
    } finally {
      fs.writeFileSync(file, page('shell two'));
    }
  });

  it('keeps answering with the last registry that parsed when the file is broken by hand', async () => {
    fs.writeFileSync(path.join(outDir, 'registry.json'), '{ broken');
    try {
      expect((await app.inject({ url: '/home' })).body).toContain('<title>shell two</title>');
    } finally {
      writeRegistry(outDir, REGISTRY);
    }
  });

  it('redirects any other path to /home with a 302 no cache keeps (seed spec §2)', async () => {
    for (const url of ['/no/such/page', '/no-such-place/x?y=1', '/Match', '/homes', '/ops/nowhere']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/home');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('<title>');
    }
  });

  it('does not fall back to the page for missing files or API paths', async () => {
    for (const url of [
      '/missing.js',
      '/main.js',
      '/remotes/scores/9.9.9/remoteEntry.js',
      '/sportapi/nothing',
      '/shell/x',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

it('answers 404 for pages while nothing is built', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-host-empty-'));
  const app = await hostingApp(outDir);
  try {
    expect((await app.inject({ url: '/home' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/registry.json' })).statusCode).toBe(404);
  } finally {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
});
