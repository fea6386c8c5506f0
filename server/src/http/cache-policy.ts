import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Who may keep an answer (docs/userapi.md, "Caching"). Every route has one policy, by method and URL
 * pattern; a route missing from the table is treated as private and logged once, and the route-table test
 * fails, so a new route cannot go out without a decision.
 *
 * - `private`: the answer is the caller's (an account, a purchase, follows, a session) or an action:
 *   `Cache-Control: private, no-store` and `Vary: token`, so no shared cache keeps or shares it.
 * - `viewer`: the same for everyone without a `token` header (keeps its caching); with one it may carry the
 *   caller's state (a bought analysis, a followed expert) and is private. Always `Vary: token`.
 * - `public`: the same for everyone; keeps the caching its handler gives it (none, or its own max-age).
 * - `own`: pages, files and streams whose handler sets Cache-Control itself (no-cache pages with per-response
 *   nonces, immutable version files, no-store stand-in pages).
 */
export type CachePolicy = 'private' | 'viewer' | 'public' | 'own';

export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** The request header the answer depends on when it depends on the caller. */
const CALLER_HEADER = 'token';

const POLICIES: Record<string, CachePolicy> = {
  // Pages, files and streams (server/src/static, the legal pages, the stand-ins): their own headers.
  'GET /': 'own',
  'GET /index.html': 'own',
  // Every other page path (hosting.ts): the page, or a plain 404 for an API path or a file.
  'GET /*': 'own',
  'GET /registry.json': 'own',
  'GET /shell/:version/*': 'own',
  'GET /remotes/:remote/:version/*': 'own',
  'GET /sw.js': 'own',
  'GET /manifest.webmanifest': 'own',
  'GET /pwa/offline.html': 'own',
  'GET /pwa/offline.js': 'own',
  'GET /pwa/offline.css': 'own',
  'GET /icons/icon-192.png': 'own',
  'GET /icons/icon-512.png': 'own',
  'GET /icons/icon-maskable-512.png': 'own',
  'GET /legal/:page': 'own',
  'GET /__dev/sms/:phone': 'own',
  'GET /userapi/wechat/authorize': 'own',
  'POST /userapi/wechat/authorize': 'private',
  'GET /userapi/pay/cashier/:orderNo': 'own',
  'GET /sportapi/live': 'own',
  'GET /sportapi/matches/:id/chat/stream': 'own',
  'GET /sportapi/badges/:kind/:file': 'own',

  // Account answers: all of /userapi is the caller's or an action.
  'POST /userapi/login/user/pwd': 'private',
  'POST /userapi/login/user/code': 'private',
  'POST /userapi/login/user/cancelLogout': 'private',
  'POST /userapi/login/user/forget': 'private',
  'POST /userapi/login/user/logout': 'private',
  'POST /userapi/login/user/weChatAuth': 'private',
  'POST /userapi/msm/send': 'private',
  'POST /userapi/base/info': 'private',
  'POST /userapi/base/update/friends': 'private',
  'POST /userapi/base/update/password': 'private',
  'POST /userapi/login/user/logoutAll': 'private',
  'POST /userapi/base/user/acct': 'private',
  'POST /userapi/capabilities': 'private',
  'POST /userapi/pay/packages': 'private',
  'POST /userapi/pay/order/create': 'private',
  'POST /userapi/pay/query/state': 'private',
  'POST /userapi/pay/transactions': 'private',
  'POST /userapi/pay/notify': 'private',
  'POST /userapi/pay/cashier/:orderNo/confirm': 'private',
  'POST /userapi/pay/cashier/:orderNo/cancel': 'private',

  // Sports data: the same for everyone…
  'GET /sportapi/matches': 'public',
  'GET /sportapi/matches/days': 'public',
  'GET /sportapi/matches/:id': 'public',
  'GET /sportapi/matches/:id/odds': 'public',
  'GET /sportapi/odds': 'public',
  'GET /sportapi/leagues': 'public',
  'GET /sportapi/leagues/:id': 'public',
  'GET /sportapi/leagues/:id/schedule': 'public',
  'GET /sportapi/leagues/:id/leaders': 'public',
  'GET /sportapi/live/status': 'public',
  'GET /sportapi/rankings/players': 'public',
  'GET /sportapi/rankings/standings': 'public',
  'GET /sportapi/rankings/experts': 'public',
  'GET /sportapi/teams/:id': 'public',
  'GET /sportapi/teams/:id/matches': 'public',
  'GET /sportapi/teams/:id/stats': 'public',
  'GET /sportapi/players/:id': 'public',
  'GET /sportapi/players/:id/season': 'public',
  'GET /sportapi/articles': 'public',
  'GET /sportapi/articles/:id': 'public',
  'GET /sportapi/experts': 'public',
  'GET /sportapi/solutions': 'public',
  'GET /sportapi/search': 'public',
  // A room's history: the same for everyone (whose message it is, the client reads from the author).
  'GET /sportapi/matches/:id/chat': 'public',
  // …except what a token changes: a bought analysis, a followed expert…
  'GET /sportapi/experts/:id': 'viewer',
  'GET /sportapi/solutions/:id': 'viewer',
  // …comments (which the reader liked, which are the reader's)…
  'GET /sportapi/articles/:id/comments': 'viewer',
  'GET /sportapi/comments/:id/replies': 'viewer',
  // …fan ratings (the reader's own scores)…
  'GET /sportapi/matches/:id/fan-ratings': 'viewer',
  // …and the caller's own follows and actions.
  'GET /sportapi/follows': 'private',
  'GET /sportapi/follows/matches': 'private',
  'POST /sportapi/follows': 'private',
  'POST /sportapi/follows/merge': 'private',
  'POST /sportapi/experts/:id/follow': 'private',
  'POST /sportapi/solutions/:id/buy': 'private',
  'POST /sportapi/articles/:id/comments': 'private',
  'POST /sportapi/comments/:id/like': 'private',
  'POST /sportapi/comments/:id/report': 'private',
  'POST /sportapi/matches/:id/fan-ratings': 'private',
  'GET /sportapi/community/me': 'private',
  'POST /sportapi/community/nickname': 'private',
  // The moderator view (server/src/community): moderators only.
  'GET /sportapi/moderation/comments': 'private',
  'POST /sportapi/moderation/comments/:id/hide': 'private',
  'POST /sportapi/moderation/comments/:id/restore': 'private',
  'GET /sportapi/moderation/chat': 'private',
  'POST /sportapi/moderation/chat/:id/hide': 'private',
  'POST /sportapi/moderation/chat/:id/restore': 'private',
  'POST /sportapi/moderation/users/:id/mute': 'private',
  'POST /sportapi/moderation/users/:id/unmute': 'private',
  'GET /sportapi/moderation/audit': 'private',
  'POST /sportapi/matches/:id/chat': 'private',
  'POST /sportapi/chat/:id/report': 'private',
  // The release console (server/src/ops): operators only.
  'GET /opsapi/releases': 'private',
  'POST /opsapi/releases/:app/rollback': 'private',
  'POST /opsapi/releases/:app/promote': 'private',
  'POST /opsapi/releases/:app/canary/stop': 'private',

  // Release health beacons (204, no body): an action, never kept.
  'POST /opsapi/health': 'private',
  // A page-load id is one visitor's (issue 44): never shared, never kept.
  'GET /opsapi/health/page': 'private',
  // The operators' second factor: their session's own state and actions.
  'GET /opsapi/second-factor': 'private',
  'POST /opsapi/second-factor/enrol': 'private',
  'POST /opsapi/second-factor/confirm': 'private',
  'POST /opsapi/second-factor/verify': 'private',
  'POST /opsapi/second-factor/recovery-codes': 'private',
};

/** Every route the table decides on (`GET /sportapi/follows`…). */
export const decidedRoutes = (): string[] => Object.keys(POLICIES);

/** The policy of a route (HEAD answers as GET); undefined for a route nobody decided on. */
export function cachePolicyOf(method: string, url: string): CachePolicy | undefined {
  return POLICIES[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

function addVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === header)) return;
  reply.header('vary', [...list, header].join(', '));
}

function markPrivate(reply: FastifyReply): void {
  reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  // A private answer is never validated against a shared copy either.
  reply.removeHeader('etag');
  reply.removeHeader('last-modified');
  addVary(reply, CALLER_HEADER);
}

const routesOf = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

/** Every route registered after `installCachePolicy` (one entry per method), for the route-table test. */
export function registeredRoutes(app: FastifyInstance): readonly { method: string; url: string }[] {
  return routesOf.get(app) ?? [];
}

/** Applies each route's policy to every answer it gives, errors included. */
export function installCachePolicy(app: FastifyInstance): void {
  const undecided = new Set<string>();
  const routes: { method: string; url: string }[] = [];
  routesOf.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // No route matched: the not-found handler's page (own) or 404 envelope.
    if (url === undefined) return payload;
    const policy = cachePolicyOf(request.method, url);
    if (policy === undefined) {
      const key = `${request.method} ${url}`;
      if (!undecided.has(key)) {
        undecided.add(key);
        request.log.error(`no cache policy for ${key}: answered as private`);
      }
      markPrivate(reply);
    } else if (policy === 'private') {
      markPrivate(reply);
    } else if (policy === 'viewer') {
      if (request.headers[CALLER_HEADER]) markPrivate(reply);
      else addVary(reply, CALLER_HEADER);
    }
    return payload;
  });
}
