import crypto from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The visitor's canary bucket (0 … 9 999) travels in a cookie so the server renders a canary visitor with
 * the version their browser will load (shell/src/remotes/canary.ts reads and keeps the same value). The
 * header is parsed and written by @fastify/cookie (registered on the app): `request.cookies`,
 * `reply.setCookie`.
 */
export const BUCKET_COOKIE = 'jc_bucket';
const BUCKETS = 10_000;
const YEAR_S = 365 * 24 * 3600;

/** The bucket in the visitor's cookies (`request.cookies`), if it is one. */
export function bucketFromCookies(cookies: Record<string, string | undefined>): number | undefined {
  const raw = cookies[BUCKET_COOKIE];
  if (raw === undefined || !/^\d{1,4}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value < BUCKETS ? value : undefined;
}

export function drawBucket(): number {
  return crypto.randomInt(BUCKETS);
}

/** `reply.setCookie(BUCKET_COOKIE, String(bucket), BUCKET_COOKIE_OPTIONS)`: kept a year, site-wide. */
export const BUCKET_COOKIE_OPTIONS: CookieSerializeOptions = { path: '/', maxAge: YEAR_S, sameSite: 'lax' };
