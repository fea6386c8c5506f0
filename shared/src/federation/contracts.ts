import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { AppName, OwnedPath } from '../config/paths';

/** A screen module, loaded lazily: the shell wraps each loader in React.lazy per load attempt. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

export type RemoteName = Exclude<AppName, 'shell'>;

/** What a route's prefetch gets: the page's (or, on the server, the request's) query client and the URL. */
export interface PrefetchContext {
  queryClient: QueryClient;
  /** The route pattern's params, as `useParams()` gives them to the screen. */
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * Starts exactly the reads the route's first screen makes (same query keys), so the screen renders without
 * another request: the browser runs it beside loading the screen's chunk, the server before rendering.
 * Resolves when they have settled; never rejects (a failed read is the screen's error state).
 */
export type RoutePrefetch = (ctx: PrefetchContext) => Promise<unknown>;

/** What a shared link to a page shows (`<meta name="description">`, Open Graph), from the prefetched data. */
export interface PageMeta {
  /** og:title: the article's title, the match's teams… (the document title stays product - route title). */
  title?: string;
  description?: string;
}

/** One route (or home widget) a remote exposes: its lazily loaded screen and what to read before it. */
export interface RemoteRoute {
  screen: ScreenLoader;
  prefetch?: RoutePrefetch;
  /** The page's description and og:title, read from the query client after `prefetch` (server render). */
  meta?: (ctx: PrefetchContext) => PageMeta | undefined;
}

/** What a remote's `./routes` module exports: one route object per route pattern the remote owns. */
export interface RemoteRoutesModule<A extends RemoteName = RemoteName> {
  routes: Record<OwnedPath<A>, RemoteRoute>;
}

/** The widgets the shell's home page composes, each in its own failure slot. */
export interface HomeWidgets {
  scores: 'hotMatches' | 'todayStrip' | 'myFollows';
  content: 'latestNews' | 'topExperts';
  database: never;
  account: never;
}

/** What a remote's `./widgets` module exports (params and search are empty in a widget's prefetch). */
export interface RemoteWidgetsModule<A extends RemoteName = RemoteName> {
  widgets: Record<HomeWidgets[A], RemoteRoute>;
}

/**
 * A route entry as a remote built before the data layer exposes it (a bare screen loader) or as now (a
 * route object), so the shell keeps working with a rolled-back remote.
 */
export function remoteRouteOf(entry: RemoteRoute | ScreenLoader | undefined): RemoteRoute | undefined {
  if (entry === undefined) return undefined;
  return typeof entry === 'function' ? { screen: entry } : entry;
}

/** Federation container names, one per remote. */
export const FEDERATION_NAMES: Record<RemoteName, string> = {
  scores: 'remote_scores',
  content: 'remote_content',
  database: 'remote_database',
  account: 'remote_account',
};

/** The exposes every remote must provide for the shell (checked again before a release is promoted). */
export const REQUIRED_EXPOSES: Record<RemoteName, readonly string[]> = {
  scores: ['./routes', './widgets'],
  content: ['./routes', './widgets'],
  database: ['./routes'],
  account: ['./routes'],
};

/**
 * The shell's HTML carries the registry in a data block with this id (`<script type="application/json">`,
 * never executed), so the first remote request needs no `/registry.json` round trip.
 */
export const REGISTRY_ELEMENT_ID = 'jc-registry';

/**
 * A server-rendered page carries the dehydrated query cache in a data block with this id (same kind of
 * block as the registry's); the shell hydrates it into the page's query client before the first render.
 */
export const DATA_ELEMENT_ID = 'jc-data';
