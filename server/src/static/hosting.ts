import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { FEDERATION_NAMES } from '@jincheng/shared/core';
import { adoptNonces } from '../security/headers';
import { SCRIPT_NONCE_PLACEHOLDER } from '../security/nonce-html';
import { pageEncoding } from '../ssr/page-bytes';
import { FallbackPage } from './fallback-page';
import { registerPwaRoutes } from './pwa-routes';
import { matchesEtag, pageRegistry, readRegistry, shellVersions } from './registry-source';
import { isBrowserOnlyPage, isKnownPage, type ServerRender } from '../ssr/server-render';
import { HEAD_SCRIPT, shellPage, withHeadScripts } from './shell-page';
import { browserFolder, checkVersionFile, withTimeout, type App } from './version-files';
import { brokenKey, versionHealth, withBroken } from './version-health';

/** Paths that belong to the APIs and files, and never fall back to the shell's page. */
const API_PREFIXES = ['/userapi', '/sportapi', '/opsapi', '/__dev', '/remotes/', '/shell/'];
const REMOTES = new Set(Object.keys(FEDERATION_NAMES));

/** The shell's page template and its pre-compressed copies, never served as files. */
const SHELL_TEMPLATES = /^index\.html(\.(br|gz))?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const HOME = '/home';

export interface HostingOptions {
  /** A static read (stat, hash, page) that takes longer answers 503 instead of holding the request. */
  readTimeoutMs?: number;
  /** Renders the route's first screen into the page (server/src/ssr); without it pages render in the browser. */
  serverRender?: ServerRender;
  /**
   * A file a version's release record lists could not be served whole (missing, or not what was published):
   * a server-side health signal for the canary analysis (ops/health-signals.ts).
   */
  onVersionFileFailed?: (app: App, version: string, rel: string) => void;
}

const notFound = { retcode: 404, retmsg: '资源不存在', data: null };

/**
 * Serves the built product from `outDir` (layout: webpack/release/layout.js):
 * - `/registry.json` (no-cache, ETag, 304): the public registry;
 * - `/shell/<version>/…` and `/remotes/<name>/<version>/…` (immutable): published version folders, only
 *   files their release record lists, whole and unchanged (version-files.ts), pre-compressed when accepted;
 * - every other GET that wants HTML: the current shell version's page, built per request with the registry
 *   and this response's CSP nonce (shell-page.ts), falling back to the previous good shell version; with
 *   `serverRender`, the route's first screen is rendered into it (server/src/ssr).
 */
export async function registerHosting(
  app: FastifyInstance,
  outDir: string,
  { readTimeoutMs = 10_000, serverRender, onVersionFileFailed }: HostingOptions = {},
): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const health = versionHealth(outDir, { timeoutMs: readTimeoutMs });
  const remotesRoot = path.join(outDir, 'remotes') + path.sep;

  // No routes of its own: it decorates reply.sendFile, used after the checks below.
  await app.register(fastifyStatic, {
    root: outDir,
    serve: false,
    preCompressed: true,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res, file) => {
      res.setHeader('cache-control', IMMUTABLE);
      // The answer depends on Accept-Encoding either way (x.js.br, x.js.gz), so caches must key on it.
      res.setHeader('vary', 'accept-encoding');
      if (file.startsWith(remotesRoot)) res.setHeader('access-control-allow-origin', '*');
    },
  });

  // The installable app: service worker, manifest, offline page, icons (server/public/pwa).
  registerPwaRoutes(app);

  app.get('/registry.json', { config: { cache: 'own' } }, async (request, reply) => {
    const registry = await readRegistry(outDir, readTimeoutMs);
    reply.header('cache-control', REVALIDATE);
    if (!registry) return reply.status(404).send({ error: 'registry not built' });
    reply.header('etag', registry.etag);
    if (matchesEtag(request.headers['if-none-match'], registry.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(registry.body);
  });

  const sendVersionFile = async (reply: FastifyReply, appName: App, version: string, rel: string) => {
    const check = await checkVersionFile(outDir, appName, version, rel, readTimeoutMs);
    if (!check.ok) {
      if (check.status === 503 || check.reason.includes('differs'))
        reply.log.warn(`static ${appName} ${version}: ${check.reason}`);
      // Only a listed file that failed is the server's failure; an unlisted path is the asker's.
      if (check.status === 404 && check.listed) onVersionFileFailed?.(appName, version, rel);
      const body =
        check.status === 503 ? { retcode: 503, retmsg: '资源暂时不可用，请稍后再试', data: null } : notFound;
      return reply.status(check.status).header('cache-control', 'no-store').send(body);
    }
    return reply.sendFile(rel, browserFolder(outDir, appName, version));
  };

  type VersionParams = { version: string; '*': string; remote?: string };
  app.route<{ Params: VersionParams }>({
    method: ['GET', 'HEAD'],
    url: '/shell/:version/*',
    config: { cache: 'own' },
    handler: (request, reply) => {
      const rel = path.posix.normalize(request.params['*']);
      // The page template (nonce placeholders, no registry): only ever sent as the built page.
      if (SHELL_TEMPLATES.test(rel))
        return reply.status(404).header('cache-control', 'no-store').send(notFound);
      return sendVersionFile(reply, 'shell', request.params.version, request.params['*']);
    },
  });
  app.route<{ Params: VersionParams }>({
    method: ['GET', 'HEAD'],
    url: '/remotes/:remote/:version/*',
    config: { cache: 'own' },
    handler: (request, reply) => {
      const { remote = '', version } = request.params;
      if (!REMOTES.has(remote)) return reply.status(404).header('cache-control', 'no-store').send(notFound);
      return sendVersionFile(reply, remote, version, request.params['*']);
    },
  });

  // The page carries the registry and CSP nonces, so it is never kept by a browser: no validators, so a browser
  // never revalidates into a page whose nonces the new policy does not name. Rendered in the browser, it is made
  // once a second (fallback-page.ts); rendered here, it comes from the render cache with its entry's nonces.
  const fallbackPage = new FallbackPage();
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const read = await readRegistry(outDir, readTimeoutMs);
    // Remote versions whose browser files are damaged: the server renders the next version the browser would
    // try, and the page says which, so the browser starts there too (version-health.ts).
    const broken = await health.broken(read?.parsed);
    const registry = withBroken(read?.parsed, broken);
    const damaged = brokenKey(broken);
    const versions = shellVersions(registry);
    for (const [index, version] of versions.entries()) {
      const check = await checkVersionFile(outDir, 'shell', version, 'index.html', readTimeoutMs);
      const html = check.ok
        ? await withTimeout(fs.promises.readFile(check.file, 'utf8'), readTimeoutMs, check.file).catch(
            () => null,
          )
        : null;
      if (html === null) {
        request.log.warn(`shell ${version} cannot be served${check.ok ? '' : `: ${check.reason}`}`);
        continue;
      }
      if (index > 0) request.log.warn(`serving the previous good shell ${version}`);
      // Nonce placeholders stay in until the page is made: a server-rendered page carries its cache entry's.
      const registryBlock = pageRegistry(registry);
      const page = withHeadScripts(shellPage(html, registryBlock), SCRIPT_NONCE_PLACEHOLDER);
      const etag = read?.etag ?? '';
      const rendered = await serverRender?.render(request, reply, {
        shellVersion: version,
        registry,
        // The page depends on the broken versions as on the registry: a damage found (or repaired) is a new key.
        etag: damaged ? `${etag}|${damaged}` : etag,
        template: page,
        shellHtml: html,
        registryBlock,
        headScript: HEAD_SCRIPT,
      });
      const pathname = request.url.split('?')[0] ?? '/';
      reply.status(200).header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
      // An operators' page: kept by no cache and no search engine.
      if (isBrowserOnlyPage(pathname))
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      // Already compressed (or deliberately not): @fastify/compress leaves an answer with an encoding alone.
      reply.header('vary', 'accept-encoding');
      if (rendered !== undefined) {
        if (rendered.encoding !== 'identity') reply.header('content-encoding', rendered.encoding);
        return reply.send(rendered.body);
      }
      const bytes = fallbackPage.for(page);
      adoptNonces(reply, bytes.nonces);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(await bytes.body(encoding));
    }
    if (versions.length === 0) return reply.status(404).send(notFound);
    return reply
      .status(503)
      .header('cache-control', 'no-store')
      .send({ retcode: 503, retmsg: '页面暂时无法加载，请稍后再试', data: null });
  };

  app.get('/', { config: { cache: 'own' } }, sendIndex);
  // The shell's file is not a page of the site: its address leads to the home page.
  app.get('/index.html', { config: { cache: 'own' } }, (_request, reply) => reply.redirect('/', 301));

  // Every page path is a GET route of its own rather than the not-found handler: route hooks such as
  // @fastify/compress's onSend never run for that handler, so pages went out uncompressed.
  const wantsPage = (url: string) => !API_PREFIXES.some((p) => url.startsWith(p)) && !path.extname(url);
  app.get('/*', { config: { cache: 'own' } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!wantsPage(pathname)) return reply.status(404).send(notFound);
    // Any other path leads to the home page (seed spec §2): a temporary redirect no cache keeps, so a path
    // that becomes a page later is never stuck on the old answer. API paths, files and the detail pages of ids
    // that do not exist still answer 404.
    if (!isKnownPage(pathname)) return reply.header('cache-control', 'no-store').redirect(HOME, 302);
    return sendIndex(request, reply);
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(notFound));
}
