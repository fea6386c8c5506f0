import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { ROUTES } from '@jincheng/shared/core';
import { SHELL_PAGE, hostingApp, publishFixture, writeRegistry } from './published';

/**
 * Every page goes out compressed when the browser accepts it, however the server routes it: a route's page
 * and the home page alike (pages served through the not-found handler used to skip @fastify/compress). A page of some size, as the real ones are (the threshold is 1 KB).
 */
const BIG_PAGE = SHELL_PAGE.replace('</body>', `<p>${'锦城体育 比分 赛程 积分榜 '.repeat(400)}</p></body>`);

/** A concrete URL of each route in the shared route table (parameters filled with 1). */
const PAGE_URLS = ROUTES.map((r) => r.path.replace(/:\w+/g, '1'));

describe('pages are compressed', () => {
  let app: FastifyInstance;
  let outDir: string;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-compress-'));
    publishFixture(outDir, 'shell', '1.0.0-s1', { 'index.html': BIG_PAGE, 'main.js': 'one()' });
    writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-s1' }, remotes: {} });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it.each(PAGE_URLS)(
    '%s answers Brotli when accepted, gzip when only that is, plain otherwise',
    async (url) => {
      const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
      expect(html).toContain('锦城体育 比分 赛程');
      expect(br.rawPayload.length).toBeLessThan(html.length / 4);

      const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toContain('锦城体育 比分 赛程');

      const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('锦城体育 比分 赛程');
    },
  );

  it('an unknown API path or file still answers a plain 404, not the page', async () => {
    for (const url of ['/sportapi/no-such-thing', '/no-such-file.js']) {
      const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
