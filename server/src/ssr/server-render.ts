import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES } from '@jincheng/shared/core';
import { withStyleNonce } from '../security/nonce-html';
import { bucketCookie, bucketFromCookie, drawBucket } from './bucket-cookie';
import { injectAdapter } from './inject-adapter';
import { MicroCache } from './micro-cache';
import { nodeCss, remoteNodeEntry, shellRenderer } from './node-builds';
import { serverPage, type RenderedParts } from './page-html';

export interface ServerRenderOptions {
  /** How long the route's remote may take (load + data) before the browser renders it (JC_SSR_BUDGET_MS). */
  budgetMs?: number;
  /** The whole render is cut short after this; the rest is left to the browser. */
  renderTimeoutMs?: number;
  /** How long a rendered page is reused (JC_SSR_CACHE_MS; 0 turns the micro-cache off). */
  cacheMs?: number;
  /** How long after that a page may be served while one render refreshes it (JC_SSR_STALE_MS, 5000). */
  staleMs?: number;
}

export interface PageContext {
  shellVersion: string;
  /** The parsed public registry and its ETag (a release changes it, so cached pages never outlive one). */
  registry: unknown;
  etag: string;
  /** The shell's `index.html` with the registry block in, nonce placeholders still in. */
  template: string;
}

type Parts = (Omit<RenderedParts, 'url'> & { complete: boolean }) | undefined;

/** Route patterns as regular expressions (`:id` is one path segment). */
const ROUTE_PATTERNS = ROUTES.map((route) => new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`));

const LIVE = [/^\/(match|matchDetail)\b/, /^\/(basket|basketballDetail)\b/];

function hasCanary(registry: unknown): boolean {
  const remotes = (registry as { remotes?: Record<string, { canary?: unknown }> } | undefined)?.remotes;
  return Object.values(remotes ?? {}).some((r) => r?.canary !== undefined);
}

/**
 * Server rendering of the shell's pages (README, "How a page is rendered"). `render` gives the page with the
 * route's first screen in it, or undefined when it must go out as it is (no server build, the shell's render
 * failed, a path no route owns) — the page is then rendered in the browser as before, never an error.
 */
export function createServerRender(app: FastifyInstance, outDir: string, options: ServerRenderOptions = {}) {
  const env = process.env;
  const budgetMs = options.budgetMs ?? (Number(env.JC_SSR_BUDGET_MS) || 300);
  const renderTimeoutMs = options.renderTimeoutMs ?? 2000;
  const cacheMs = options.cacheMs ?? (env.JC_SSR_CACHE_MS === undefined ? 1000 : Number(env.JC_SSR_CACHE_MS));
  const adapter = injectAdapter(app);
  const nodeEntry = remoteNodeEntry(outDir);
  const staleMs = options.staleMs ?? (env.JC_SSR_STALE_MS === undefined ? 5000 : Number(env.JC_SSR_STALE_MS));
  // A page whose remote was left to the browser (over budget: a cold start, a slow read) is not served again;
  // the next request renders anew. A page left wholly to the browser (no server build) is.
  const cache = new MicroCache<Parts>({ ttlMs: cacheMs, staleMs, keep: (parts) => !parts || parts.complete });

  async function renderParts(request: FastifyRequest, page: PageContext, url: string, bucket: number) {
    const renderer = shellRenderer(outDir, page.shellVersion, adapter);
    if (renderer instanceof Error) {
      request.log.warn(`page rendered in the browser: ${renderer.message}`);
      return undefined;
    }
    try {
      const result = await renderer.renderPage({
        url,
        registry: page.registry,
        bucket,
        nodeEntry,
        budgetMs,
        renderTimeoutMs,
      });
      const { remote } = result;
      if (remote && !remote.rendered)
        request.log.warn(`${remote.name} ${remote.version} left to the browser: ${remote.reason}`);
      const css = [
        nodeCss(outDir, 'shell', page.shellVersion),
        remote?.version ? nodeCss(outDir, remote.name, remote.version) : '',
      ].join('\n');
      const preload = remote?.version ? [`/remotes/${remote.name}/${remote.version}/remoteEntry.js`] : [];
      const complete = !remote || remote.rendered;
      return {
        html: result.html,
        data: result.data,
        title: result.title,
        meta: result.meta,
        css,
        preload,
        complete,
      };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed: the page is rendered in the browser');
      return undefined;
    }
  }

  return {
    /** Renders a few pages once in the background (loads the server builds, warms the code) after a start. */
    warmUp(paths = ['/home', '/match', '/news', '/league']): void {
      void (async () => {
        for (const url of paths) await app.inject({ url }).catch(() => undefined);
      })();
    },

    /** Drops cached live pages of a sport (the feed calls it with each batch of events). */
    invalidateLive(sport: 'football' | 'basketball'): void {
      const pattern = LIVE[sport === 'football' ? 0 : 1] as RegExp;
      cache.invalidate((key) => pattern.test(key.slice(key.indexOf('|/') + 1)));
    },

    async render(
      request: FastifyRequest,
      reply: FastifyReply,
      page: PageContext,
    ): Promise<string | undefined> {
      if (env.JC_SSR === 'off') return undefined;
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      if (!ROUTE_PATTERNS.some((pattern) => pattern.test(pathname))) return undefined;
      let bucket = bucketFromCookie(request.headers.cookie);
      if (bucket === undefined) {
        bucket = drawBucket();
        reply.header('set-cookie', bucketCookie(bucket));
      }
      const key = `${page.shellVersion}:${page.etag}:${hasCanary(page.registry) ? bucket : ''}|${url}`;
      const make = () => renderParts(request, page, url, bucket);
      const parts = cacheMs > 0 ? await cache.get(key, make) : await make();
      if (!parts) return undefined;
      const nonce = reply.cspNonce?.style ?? '';
      reply.header('x-jc-render', 'server');
      return serverPage(withStyleNonce(page.template, nonce), { ...parts, url }, nonce);
    },
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;
