import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { withStyleNonce } from '../security/nonce-html';
import { pageRegistry, registryFile } from './registry-source';
import { shellPage } from './shell-page';

/** Paths that belong to the APIs and never fall back to the shell's index.html. */
const API_PREFIXES = ['/userapi', '/sportapi', '/__dev', '/remotes/'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A file name carrying a content hash (`name.0123abcd.js`, or its `.br`/`.gz` copy) never changes. */
function isHashed(file: string): boolean {
  return /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)(\.br|\.gz)?$/.test(file);
}

/**
 * Built files are served as the build compressed them (`x.js.br`, `x.js.gz`, made by webpack/precompress.js)
 * when the client accepts it; @fastify/compress leaves an encoded reply alone. The answer depends on
 * Accept-Encoding either way, so caches must key on it.
 */
const PRECOMPRESSED = { preCompressed: true } as const;
/** Build stamps and reports (`.build-hash`, `.first-load.json`, `.shell-contract.json`) stay private. */
const NO_DOTFILES = { dotfiles: 'ignore' } as const;
function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('vary', 'accept-encoding');
}

/**
 * Serves the built product from `outDir`:
 * - `/registry.json` (no-cache): which version of each remote is current;
 * - `/remotes/<name>/<version>/…` (immutable): a version folder is never overwritten;
 * - the shell's files, with history fallback to the shell's page for every other GET that wants HTML;
 *   the page carries the registry (shell-page.ts) and is never cached stale (no-cache).
 */
export async function registerHosting(app: FastifyInstance, outDir: string): Promise<void> {
  const shellDir = path.join(outDir, 'shell');
  const remotesDir = path.join(outDir, 'remotes');
  fs.mkdirSync(remotesDir, { recursive: true });

  app.get('/registry.json', async (_request, reply) => {
    let body: string;
    try {
      body = await fs.promises.readFile(registryFile(outDir), 'utf8');
    } catch {
      return reply.status(404).header('cache-control', REVALIDATE).send({ error: 'registry not built' });
    }
    return reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(body);
  });

  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    wildcard: true,
    cacheControl: false,
    ...PRECOMPRESSED,
    ...NO_DOTFILES,
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
      res.setHeader('access-control-allow-origin', '*');
      varyOnEncoding(res);
    },
  });

  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/',
    // wildcard: files are looked up per request, so a rebuild is served without a restart.
    wildcard: true,
    index: false,
    cacheControl: false,
    ...PRECOMPRESSED,
    ...NO_DOTFILES,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', isHashed(file) ? IMMUTABLE : REVALIDATE);
      varyOnEncoding(res);
    },
  });

  // Read per request (a rebuild is served without a restart) to carry this response's CSP nonce and the
  // registry; no validators, so a browser never revalidates into a page whose nonce the new policy does not name.
  const sendIndex = async (reply: FastifyReply) => {
    const html = await fs.promises.readFile(path.join(shellDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return reply.status(404).send({ retcode: 404, retmsg: '资源不存在', data: null });
    const page = shellPage(html, await pageRegistry(outDir));
    return reply
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(withStyleNonce(page, reply.cspNonce?.style ?? ''));
  };

  app.get('/', (_request, reply) => sendIndex(reply));
  app.get('/index.html', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      !path.extname(url);
    if (wantsPage && fs.existsSync(path.join(shellDir, 'index.html'))) return sendIndex(reply);
    return reply.status(404).send({ retcode: 404, retmsg: '资源不存在', data: null });
  });
}
