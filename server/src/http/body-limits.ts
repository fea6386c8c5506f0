import type { FastifyInstance } from 'fastify';
import { ApiError, tooLargeMessage } from './envelope';

const KB = 1024;

/**
 * A route that says nothing takes a body of at most this (413 beyond): a sign-in, an SMS request, a vote, an
 * order, a report reason — every form of the product is a few short fields. Sent as JSON, url-encoded or
 * multipart form (whose part headers add about 100 bytes a field), each fits many times over.
 */
export const DEFAULT_BODY_LIMIT = 4 * KB;

/** The backstop for anything no route claims (Fastify's `bodyLimit`). */
export const SERVER_BODY_LIMIT = 64 * KB;

/**
 * Routes that take more, or nothing at all (docs/userapi.md "Limits"). Each limit is what the route's schema
 * can accept written in UTF-8 (4 bytes a character at worst), with room for the form's overhead.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  // A comment of 300 characters (the schema lets 1,200 through for the moderator's count).
  'POST /sportapi/articles/:id/comments': 8 * KB,
  // Three lists of up to 200 ids each (FOLLOW_LIMIT), ids up to 16 digits.
  'POST /sportapi/follows/merge': 16 * KB,
  // Up to 200 friend ids (MAX_FRIENDS).
  'POST /userapi/base/update/friends': 8 * KB,
  // The WeChat stand-in's form: a state of up to 1,024 characters and a redirect_uri, url-encoded.
  'POST /userapi/wechat/authorize': 8 * KB,
  // No body at all: the web client's empty form.
  'POST /userapi/login/user/logout': 1 * KB,
  'POST /userapi/capabilities': 1 * KB,
  'POST /userapi/base/info': 1 * KB,
  'POST /userapi/base/user/acct': 1 * KB,
  'POST /userapi/pay/packages': 1 * KB,
  'POST /sportapi/solutions/:id/buy': 1 * KB,
};

const METHODS_WITH_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bodyTooLarge = (limit: number) => new ApiError(413, tooLargeMessage(limit), 413);

/**
 * Gives every route a body limit: its own `bodyLimit` if it sets one, else its line in ROUTE_BODY_LIMITS,
 * else DEFAULT_BODY_LIMIT. Call before any route is registered. Fastify applies the limit to JSON, text and
 * url-encoded bodies as they are read (a declared Content-Length above it is refused before a byte is read);
 * multipart bodies are read by @fastify/multipart from the socket, so their declared length is checked here
 * (and a multipart body without one is refused: every browser declares it).
 */
export function installBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.bodyLimit !== undefined) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods
      .filter((m) => METHODS_WITH_BODIES.has(m))
      .map((m) => ROUTE_BODY_LIMITS[`${m} ${route.url}`] ?? DEFAULT_BODY_LIMIT);
    if (limits.length > 0) route.bodyLimit = Math.max(...limits);
  });

  app.addHook('onRequest', async (request, reply) => {
    const type = request.headers['content-type'] ?? '';
    if (!/^multipart\//i.test(type)) return;
    const limit = request.routeOptions.bodyLimit ?? SERVER_BODY_LIMIT;
    const declared = request.headers['content-length'];
    if (declared === undefined) {
      reply.header('connection', 'close');
      throw new ApiError(411, '请求缺少 Content-Length，请刷新页面后重试', 411);
    }
    if (Number(declared) > limit) {
      reply.header('connection', 'close');
      throw bodyTooLarge(limit);
    }
  });
}
