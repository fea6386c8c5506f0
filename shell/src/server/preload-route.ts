import { matchPath } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import {
  ROUTES,
  remoteRouteOf,
  type PageMeta,
  type PrefetchContext,
  type RemoteName,
  type RemoteRoute,
  type RouteDef,
  type ScreenLoader,
} from '@jincheng/shared';
import { prefetchContext } from '../app/route-prefetch';
import { HOME_WIDGETS } from '../features/home/home-widgets';
import { versionOrder, type Registry } from '../remotes/registry';
import { loadServerExpose } from './remote-runtime';
import { slotKey, type PreloadedExpose } from './request-scope';

export interface PreloadInput {
  pathname: string;
  search: string;
  registry: Registry;
  /** The visitor's canary bucket (cookie), so a canary visitor is rendered with the canary version. */
  bucket: number;
  /** The node build's entry of a remote version (absolute path), or undefined when there is none. */
  nodeEntry: (remote: RemoteName, version: string) => string | undefined;
  /** How long a remote may take to load and read its data before it is left to the browser. */
  budgetMs: number;
  queryClient: QueryClient;
}

export interface RemoteOutcome {
  name: RemoteName;
  version: string;
  /** The visitor's registry version, when the page marks it broken and `version` stands in for it. */
  fallbackFrom?: string;
  rendered: boolean;
  reason?: string;
}

export interface Preloaded {
  route: RouteDef | undefined;
  exposes: Map<string, PreloadedExpose>;
  /** The route's own remote (or the first one on /home): the version chosen and whether it renders here. */
  remote?: RemoteOutcome;
  /**
   * Every remote the page is made of, in page order (/home: scores, then content): the server puts each one's
   * critical CSS and a preload of its entry into the page. `remote` is the first of them, kept for servers that
   * read only it.
   */
  remotes: RemoteOutcome[];
  meta?: PageMeta;
}

/** One expose to preload and the entries of it the page shows (a route path, or widget names). */
interface Part {
  remote: RemoteName;
  expose: './routes' | './widgets';
  names: string[];
  ctx: PrefetchContext;
}

class BudgetExceeded extends Error {}

/**
 * `promise` within the page's budget: rejects once `budget` (AbortSignal.timeout) has fired. The reads the
 * part started are cancelled then too (see preloadRoute), so a slow request does not run on unwatched.
 */
function within<T>(promise: Promise<T>, budget: AbortSignal, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const over = () => reject(new BudgetExceeded(`over the ${ms} ms budget`));
    if (budget.aborted) over();
    budget.addEventListener('abort', over, { once: true });
    promise.then(
      (value) => {
        budget.removeEventListener('abort', over);
        resolve(value);
      },
      (error: unknown) => {
        budget.removeEventListener('abort', over);
        reject(error);
      },
    );
  });
}

export function routeOf(pathname: string): RouteDef | undefined {
  return ROUTES.find((r) => matchPath(r.path, pathname));
}

function partsOf(route: RouteDef, input: PreloadInput): Part[] {
  if (route.owner !== 'shell') {
    const ctx = prefetchContext(input.queryClient, route.path, input.pathname, input.search);
    return [{ remote: route.owner, expose: './routes', names: [route.path], ctx }];
  }
  if (route.path !== '/' && route.path !== '/home') return [];
  // The home page's widgets (all on its first screen), with the context the home page gives them.
  const ctx = { queryClient: input.queryClient, params: {}, searchParams: new URLSearchParams() };
  const byRemote = new Map<RemoteName, string[]>();
  for (const w of HOME_WIDGETS) {
    byRemote.set(w.remote, [...(byRemote.get(w.remote) ?? []), w.name]);
  }
  return [...byRemote].map(([remote, names]) => ({ remote, expose: './widgets', names, ctx }));
}

/**
 * The version the server renders for this visitor: the registry's (canary or current), or — when the page marks
 * it broken (its browser files are damaged, so the browser could not hydrate it) — the next one the browser
 * tries: current, then previous (registry.ts, `versionOrder`). None left: the browser has the slot.
 */
export function serverVersion(registry: Registry, remote: RemoteName, bucket: number) {
  const { primary, versions } = versionOrder(registry, remote, { bucket });
  const version = versions[0];
  return {
    version: version ?? primary.version,
    fallbackFrom: version !== undefined && version !== primary.version ? primary.version : undefined,
    customEntry: primary.customEntry,
    usable: version !== undefined,
  };
}

async function preloadPart(part: Part, input: PreloadInput, budget: AbortSignal) {
  const resolved = serverVersion(input.registry, part.remote, input.bucket);
  const outcome: RemoteOutcome = {
    name: part.remote,
    version: resolved.version,
    ...(resolved.fallbackFrom ? { fallbackFrom: resolved.fallbackFrom } : {}),
    rendered: false,
  };
  try {
    if (!resolved.usable) throw new Error('every version is marked broken');
    const entry = resolved.customEntry ? undefined : input.nodeEntry(part.remote, resolved.version);
    if (!entry) throw new Error('no server build');
    const load = async () => {
      const module = await loadServerExpose<Record<string, Record<string, RemoteRoute | ScreenLoader>>>(
        part.remote,
        resolved.version,
        entry,
        part.expose,
      );
      const table = module[part.expose === './routes' ? 'routes' : 'widgets'] ?? {};
      const routes = part.names.map((name) => remoteRouteOf(table[name]));
      await Promise.all(
        routes.map((r) => {
          if (!r) throw new Error(`no ${part.names.join(', ')} in ${part.expose}`);
          return Promise.all([r.screen(), r.prefetch?.(part.ctx)]);
        }),
      );
      return { module, meta: routes[0]?.meta?.(part.ctx) };
    };
    const { module, meta } = await within(load(), budget, input.budgetMs);
    return { outcome: { ...outcome, rendered: true }, module, meta };
  } catch (error) {
    return { outcome: { ...outcome, reason: error instanceof Error ? error.message : String(error) } };
  }
}

/**
 * Before rendering: each remote part of the page (the route's screen, or the home page's
 * widgets) at the version this visitor gets, from its node build, with its prefetch run into the request's
 * query client and its screen module loaded — within `budgetMs`. A missing node build, a throw or the budget
 * leave that part to the browser (never an error page). Past the budget, the reads still in flight are
 * cancelled: TanStack aborts each query's `signal`, which every queryFn hands to its request.
 */
export async function preloadRoute(input: PreloadInput): Promise<Preloaded> {
  const route = routeOf(input.pathname);
  const exposes = new Map<string, PreloadedExpose>();
  if (!route) return { route, exposes, remotes: [] };
  const parts = partsOf(route, input);
  const budget = AbortSignal.timeout(input.budgetMs);
  const pending = Promise.all(parts.map((part) => preloadPart(part, input, budget).catch(() => undefined)));
  // Registered after the parts' own listeners, so every part still loading has given up before a cancelled
  // read settles (a part must not count as loaded on a read cut short). Everything fetching then is a late part's.
  const cancelLateReads = () => void input.queryClient.cancelQueries({ fetchStatus: 'fetching' });
  budget.addEventListener('abort', cancelLateReads, { once: true });
  const results = await pending;
  // Reads the render starts after this are the render's own.
  budget.removeEventListener('abort', cancelLateReads);
  let meta: PageMeta | undefined;
  parts.forEach((part, i) => {
    const result = results[i];
    if (result?.module) {
      exposes.set(slotKey(part.remote, part.expose), {
        module: result.module,
        version: result.outcome.version,
        fallbackFrom: result.outcome.fallbackFrom,
      });
      meta ??= result.meta;
    }
  });
  const remotes = results.flatMap((result) => (result ? [result.outcome] : []));
  return { route, exposes, remote: remotes[0], remotes, meta };
}
