import crypto from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual } from './secrets';
import type { ServerKeys } from './server-keys';

/** The cookie of a device that signed in before (httpOnly: page scripts never see it). */
export const DEVICE_COOKIE = 'jc_device';
const TRUST_DAYS = 90;
const TRUST_MS = TRUST_DAYS * 24 * 3600 * 1000;

/**
 * A device an account signed in from stays trusted for 90 days: a successful sign-in sets a cookie naming
 * the user and when, signed with a key every instance shares, and a later password try for that account
 * from that device skips the account's challenge (docs/userapi.md, "Throttling"). It grants no session,
 * only the right not to prove work; the per-network limits apply to it as to anyone.
 */
export function createTrustedDevices(keys: ServerKeys) {
  const sign = async (text: string) =>
    crypto
      .createHmac('sha256', await keys.get('device-hmac'))
      .update(text)
      .digest('base64url');

  const options = (request: FastifyRequest): CookieSerializeOptions => ({
    path: '/userapi/login',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: TRUST_DAYS * 24 * 3600,
  });

  return {
    async trust(request: FastifyRequest, reply: FastifyReply, userId: number, now = Date.now()) {
      const body = `${userId}.${now}`;
      reply.setCookie(DEVICE_COOKIE, `${body}.${await sign(body)}`, options(request));
    },
    async trusts(request: FastifyRequest, userId: number | undefined, now = Date.now()): Promise<boolean> {
      const raw = request.cookies[DEVICE_COOKIE];
      if (userId === undefined || !raw) return false;
      const [user, at, mac] = raw.split('.');
      if (!user || !at || !mac || Number(user) !== userId) return false;
      const issued = Number(at);
      if (!Number.isFinite(issued) || issued > now || now - issued > TRUST_MS) return false;
      return safeEqual(mac, await sign(`${user}.${at}`));
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
