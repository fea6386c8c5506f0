import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet from '@fastify/helmet';

export type Nonces = { script: string; style: string };

/** A fresh pair of CSP nonces (one per response, or per cached page: ssr/page-bytes.ts). */
export function drawNonces(): Nonces {
  const random = () => crypto.randomBytes(16).toString('base64');
  return { script: random(), style: random() };
}
type Directive = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** The nonces of each response, for helmet's directive functions (they see only the raw response). */
const noncesOf = new WeakMap<ServerResponse, Nonces>();

const nonce = (kind: keyof Nonces) => (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${noncesOf.get(res)?.[kind] ?? ''}'`;

/**
 * The Content-Security-Policy of every answer (docs/userapi.md, "Security headers"):
 * - scripts only from this origin or carrying this response's nonce (`reply.cspNonce.script`); module
 *   federation loads remote entries and chunks from the same origin, so 'self' covers them; no eval;
 * - stylesheets only from this origin (each version's CSS files, linked by the page or loaded as `<link>` by
 *   the webpack runtime of the shell and each remote) and <style> elements only with the nonce
 *   (`reply.cspNonce.style`): the page's own and a server-rendered page's critical CSS; no script inserts one;
 * - style attributes are allowed ('unsafe-inline' in style-src-attr): React sets `style` props through
 *   CSSOM, which CSP does not govern, but server-rendered markup (and SVG from libraries) carries them as
 *   attributes, and an attribute can only style its own element — no selectors, no @import, no fetching;
 * - images from here or data: URLs (QR codes and badges are SVG data URLs); nothing else off-site;
 * - never framed (`frame-ancestors 'none'`), except pages that opt in to their own origin (legal pages).
 */
export function cspDirectives(frameAncestors: readonly string[] = ["'none'"]): Record<string, Directive[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", nonce('script')],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", nonce('style')],
    styleSrcElem: ["'self'", nonce('style')],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: [...frameAncestors],
  };
}

/** Route option for a page that this site's own pages may show in a frame (the login dialog's legal pages). */
export const FRAMEABLE_BY_SELF = {
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(["'self'"]) },
  xFrameOptions: { action: 'sameorigin' as const },
};

/**
 * Makes `nonces` this response's nonces in place of the ones drawn for it: a page kept in the render cache
 * carries the nonces of its cache entry (ssr/page-bytes.ts), so its policy must name those. Rewrites the
 * policy header helmet already set and what `reply.cspNonce` answers.
 */
export function adoptNonces(reply: FastifyReply, nonces: Nonces): void {
  const drawn = noncesOf.get(reply.raw);
  noncesOf.set(reply.raw, nonces);
  const policy = reply.raw.getHeader('content-security-policy');
  if (!drawn || typeof policy !== 'string') return;
  reply.raw.setHeader(
    'content-security-policy',
    policy
      .replaceAll(`'nonce-${drawn.script}'`, () => `'nonce-${nonces.script}'`)
      .replaceAll(`'nonce-${drawn.style}'`, () => `'nonce-${nonces.style}'`),
  );
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): CSP above, X-Frame-Options DENY, nosniff, Referrer-Policy
 * no-referrer, COOP same-origin, CORP same-origin (cross-origin for /remotes/, which a shell on another
 * origin or a CDN may load). HSTS only when the request came over TLS, directly or through a trusted proxy.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // reply.cspNonce has the shape @fastify/helmet declares ({ script, style }), made here once per request.
  app.decorateReply('cspNonce', {
    getter(this: FastifyReply) {
      return noncesOf.get(this.raw) ?? { script: '', style: '' };
    },
  });
  app.addHook('onRequest', async (_request, reply) => {
    noncesOf.set(reply.raw, drawNonces());
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS_VALUE);
    if (request.url.startsWith('/remotes/'))
      reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  });
}
