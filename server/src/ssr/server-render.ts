import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES, type ViewportGuess } from '@jincheng/shared/core';
import { adoptNonces } from '../security/headers';
import { BUCKET_COOKIE, BUCKET_COOKIE_OPTIONS, bucketFromCookies, drawBucket } from './bucket-cookie';
import { injectTransport } from './inject-adapter';
import { loopBusy } from './loop-load';
import { MicroCache } from './micro-cache';
import { releaseNodeBuilds } from './node-builds';
import { type PageBytes, pageEncoding, type PageEncoding } from './page-bytes';
import { pageBytes, renderInThread, type RenderedPage } from './page-render';
import { RenderThreads } from './render-threads';
import { viewportGuessOf } from './viewport-guess';

export interface ServerRenderOptions {
  /** How long the route's remote may take (load + data) before the browser renders it (JC_SSR_BUDGET_MS). */
  budgetMs?: number;
  /** The whole render is cut short after this; the rest is left to the browser. */
  renderTimeoutMs?: number;
  /** How long a rendered page is reused (JC_SSR_CACHE_MS; 0 turns the micro-cache off). */
  cacheMs?: number;
  /** How long after that a page may be served while one render refreshes it (JC_SSR_STALE_MS, 5000). */
  staleMs?: number;
  /**
   * Renders running at once in this process (JC_SSR_MAX_RENDERS, 4). A request that would start one more gets
   * the page rendered in the browser: a flood of pages the cache cannot answer never queues renders in front
   * of the API and the live feed.
   */
  maxRenders?: number;
  /**
   * Event-loop utilization (0–1, over the last half second) past which no render starts (JC_SSR_MAX_BUSY): the
   * page goes out as the last good render of its URL or rendered in the browser, and the API and the live feed
   * keep the loop. 1 turns it off. app.ts gives 0.7 in production and 1 in development, where the test suites
   * load the machine themselves and check the server's markup.
   */
  maxBusy?: number;
}

/** How long the last good render of a page may answer for a render refused under load. */
const LAST_GOOD_MS = 60_000;
/** Under load, how often a page with no render to fall back on may still be rendered (process-wide). */
const STARVED_RENDER_EVERY_MS = 1000;

export interface PageContext {
  shellVersion: string;
  /**
   * The parsed public registry (with the versions found broken, version-health.ts) and its ETag, with the
   * broken versions after a `|` (a release or a damage changes it, so cached pages never outlive either).
   */
  registry: unknown;
  etag: string;
  /** The shell's `index.html` with the registry block and head scripts in, nonce placeholders still in. */
  template: string;
  /** The shell's built `index.html` as it is (a shell build that renders the whole document is given it as data). */
  shellHtml?: string;
  /** The value of the page's registry block (static/shell-page.ts). */
  registryBlock?: unknown;
  /** The inline head scripts' text (static/shell-page.ts). */
  headScript?: string;
}

/** A server-rendered page ready to send: its bytes in the encoding the request accepts. */
export interface PageAnswer {
  body: Buffer;
  encoding: PageEncoding;
}

type Parts = RenderedPage | undefined;
/** A render refused by the per-client limit or the process's cap (the page goes out rendered in the browser). */
const LIMITED = 'limited';
type Made = Parts | typeof LIMITED;

/** Route patterns as regular expressions (`:id` is one path segment), with the query each declares. */
const PAGE_ROUTES = ROUTES.map((route) => ({
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  query: 'query' in route ? (route.query as readonly string[]) : [],
}));

/** A path the shell answers without a route of the table: /login sends the visitor on (spec §4). */
const LOGIN = /^\/login\/?$/;

/**
 * Operators' pages (shell/src/app/ops-routes.ts): the shell's screens, outside the fans' route table. Rendered in
 * the browser only — never by the server, never in the micro-cache (they show data only to an operator's
 * session, which lives in the browser) — and never indexed (hosting.ts).
 */
const BROWSER_ONLY_PAGES = [/^\/ops\/releases\/?$/, /^\/ops\/moderation\/?$/];

/** Whether `pathname` is an operators' page: the shell's page as it is, `noindex`, nothing kept. */
export function isBrowserOnlyPage(pathname: string): boolean {
  return BROWSER_ONLY_PAGES.some((page) => page.test(pathname));
}

/**
 * The URL a page is rendered from: its path and only the query parameters its route declares (shared
 * route table), in the declared order. Anything else in the query (`?cb=<random>`, tracking tags) changes
 * nothing on the page, so it neither reaches the render nor makes a cache entry of its own. Undefined for a
 * path no route owns.
 */
export function pageUrl(url: string): string | undefined {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const route = PAGE_ROUTES.find((r) => r.pattern.test(pathname));
  if (!route) return undefined;
  const given = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of route.query) {
    const value = given.get(name);
    if (value !== null) kept.append(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the shell has a screen for `pathname` (else the server redirects it to /home, seed spec §2). */
export function isKnownPage(pathname: string): boolean {
  return (
    LOGIN.test(pathname) || isBrowserOnlyPage(pathname) || PAGE_ROUTES.some((r) => r.pattern.test(pathname))
  );
}

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
  // Each shell version renders in a thread of its own; the renders' API requests come back here.
  const threads = new RenderThreads(outDir, injectTransport(app));
  app.addHook('onClose', () => threads.close());
  /** How long a thread may take to answer: the render's own limits, and a margin for a thread's start. */
  const threadTimeoutMs = budgetMs + renderTimeoutMs + 5000;
  const staleMs = options.staleMs ?? (env.JC_SSR_STALE_MS === undefined ? 5000 : Number(env.JC_SSR_STALE_MS));
  // A page whose remote was left to the browser (over budget: a cold start, a slow read) is not served again;
  // the next request renders anew. A page left wholly to the browser (no server build) is.
  const cache = new MicroCache<Made>({
    ttlMs: cacheMs,
    staleMs,
    keep: (parts) => parts !== LIMITED && (!parts || parts.complete),
    lastGoodMs: LAST_GOOD_MS,
  });
  const maxRenders = Math.max(1, options.maxRenders ?? (Number(env.JC_SSR_MAX_RENDERS) || 4));
  let rendering = 0;
  const maxBusy = env.JC_SSR_MAX_BUSY === undefined ? (options.maxBusy ?? 1) : Number(env.JC_SSR_MAX_BUSY);
  const busy = loopBusy();
  let lastBusyLog = 0;
  /**
   * When the busy gate last let a render through for a page nobody has a render of (no stale page, no last
   * good one). Without it, a server started inside a flood never rendered anything while the flood lasted:
   * every page went out rendered in the browser, with no render to fall back on. One such render a second,
   * across the process, is all the gate lets through; once made, the page is served as its last good render.
   */
  let lastStarvedRender = -Infinity;
  /** Per-client limit on renders that the cache cannot answer (set once the throttle exists). */
  let mayRender: (request: FastifyRequest) => Promise<boolean> = async () => true;
  let lastLimitLog = 0;
  /** The registry (its ETag) the server builds in memory were last checked against. */
  let checkedEtag = '';
  /** Each cached render's page as it goes out (nonces, bytes per encoding), made on its first request. */
  const pages = new WeakMap<object, PageBytes>();

  /** What the page depends on besides its URL when a canary runs: the versions this bucket is given. */
  async function canaryVariant(page: PageContext, bucket: number): Promise<string> {
    if (!hasCanary(page.registry)) return '';
    const thread = threads.of(page.shellVersion);
    if (thread instanceof Error) return String(bucket);
    try {
      return (await thread.versionsFor(page.registry, bucket, threadTimeoutMs)) ?? String(bucket);
    } catch {
      return String(bucket);
    }
  }

  async function renderParts(
    request: FastifyRequest,
    page: PageContext,
    url: string,
    bucket: number,
    viewport: ViewportGuess,
  ): Promise<Parts> {
    const thread = threads.of(page.shellVersion);
    if (thread instanceof Error) {
      request.log.warn(`page rendered in the browser: ${thread.message}`);
      return undefined;
    }
    try {
      const render = { url, bucket, viewport, budgetMs, renderTimeoutMs, timeoutMs: threadTimeoutMs };
      return await renderInThread(thread, outDir, page, render, request.log);
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

    /**
     * A client over `allows` gets the page rendered in the browser (the shell page, no server render) until
     * its window passes; pages already in the cache are served to it as to anyone.
     */
    limitRenders(allows: (request: FastifyRequest) => Promise<boolean>): void {
      mayRender = allows;
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
    ): Promise<PageAnswer | undefined> {
      if (env.JC_SSR === 'off') return undefined;
      // A release changed the registry: the server builds of versions it no longer names are let go.
      if (page.etag && page.etag !== checkedEtag && page.registry) {
        checkedEtag = page.etag;
        const released = releaseNodeBuilds(outDir, page.registry, threads.dirs());
        threads.release(new Set(released));
        if (released.length > 0) app.log.info({ released }, 'server builds of retired versions released');
      }
      // /login and the operators' pages go out as the shell's page (any path no route owns never gets here:
      // hosting.ts sends it on to /home).
      const url = pageUrl(request.url);
      if (url === undefined) return undefined;
      let bucket = bucketFromCookies(request.cookies);
      if (bucket === undefined) {
        bucket = drawBucket();
        reply.setCookie(BUCKET_COOKIE, String(bucket), BUCKET_COOKIE_OPTIONS);
      }
      // Phones get the phone layout in the page (a guess from the request), so each guess has its own entry.
      const viewport = viewportGuessOf(request.headers);
      const key = `${page.shellVersion}:${page.etag}:${await canaryVariant(page, bucket)}:${viewport}|${url}`;
      // The per-client limit is checked where a render starts, so requests the cache answers (or that join a
      // render under way) cost nothing; a refused render is shared by whoever asked at once, never kept.
      const make = async (fallback = false): Promise<Made> => {
        if (!(await mayRender(request))) {
          // One line a minute at most: a client past the limit is usually sending many requests.
          if (Date.now() - lastLimitLog > 60_000) {
            lastLimitLog = Date.now();
            request.log.warn(
              { ip: request.ip },
              'render limit reached: pages go out rendered in the browser',
            );
          }
          return LIMITED;
        }
        // The process-wide cap, checked last and claimed at once (nothing awaits in between).
        if (rendering >= maxRenders) {
          if (Date.now() - lastBusyLog > 60_000) {
            lastBusyLog = Date.now();
            request.log.warn(`${maxRenders} renders under way: pages go out rendered in the browser`);
          }
          return LIMITED;
        }
        // The server's loop (the API, the live feed, cached pages) and the shell's render thread: a render
        // given to a thread already busy only waits there, and on a machine of few cores takes the CPU the
        // server's loop needs.
        if (maxBusy < 1 && Math.max(busy(), threads.busy(page.shellVersion)) > maxBusy) {
          const starved = !fallback && Date.now() - lastStarvedRender >= STARVED_RENDER_EVERY_MS;
          if (!starved) {
            if (Date.now() - lastBusyLog > 60_000) {
              lastBusyLog = Date.now();
              request.log.warn(
                'the event loop or the render thread is busy: pages go out as last rendered or rendered in the browser',
              );
            }
            return LIMITED;
          }
          lastStarvedRender = Date.now();
        }
        rendering += 1;
        try {
          return await renderParts(request, page, url, bucket, viewport);
        } finally {
          rendering -= 1;
        }
      };
      const parts = cacheMs > 0 ? await cache.get(key, make) : await make();
      if (!parts || parts === LIMITED) return undefined;
      // A page of a route is the same for every request its cache entry answers, so it is assembled and
      // compressed once.
      let bytes = pages.get(parts);
      if (!bytes) {
        bytes = pageBytes(parts, page.template, url);
        pages.set(parts, bytes);
      }
      adoptNonces(reply, bytes.nonces);
      reply.header('x-jc-render', 'server');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      return { body: await bytes.body(encoding), encoding };
    },
  };
}

export type ServerRender = ReturnType<typeof createServerRender>;
