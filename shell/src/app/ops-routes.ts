import type { RouteDef } from '@jincheng/shared';

/**
 * Operators' pages (issue 29). Shell screens, so they work while a remote is broken, but not in the fans' route
 * table (shared ROUTES, seed spec §2): no navigation links to them and nothing that walks that table (server
 * render, prefetch, sitemaps, a11y sweeps) meets them. The server renders them in the browser only, never
 * cached or indexed; its list is `BROWSER_ONLY_PAGES` in server/src/ssr/server-render.ts.
 */
export const OPS_ROUTES = [
  { path: '/ops/releases', title: '发布控制台', owner: 'shell' },
  // Community moderators (issue 28): reported and hidden comments, mutes, the audit log.
  { path: '/ops/moderation', title: '社区管理', owner: 'shell' },
] as const satisfies readonly RouteDef[];
