import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { safeEqual } from '../user/secrets';

/**
 * Page-load ids (issue 44, docs/releases.md "Health beacons on the server"): the only thing that makes a health
 * beacon count. The browser fetches one with a `no-store` request after its page has loaded
 * (`GET /opsapi/health/page`, never inside a cached page) and sends it with every beacon. An id is
 * `<issued ms, base 36>.<random nonce>.<HMAC-SHA256 of both with the server's secret>`: nobody without the
 * secret can make one, and it is refused once `PAGE_LOAD_TTL_MS` have passed. What a verified id may count
 * (once per app and kind) is kept by the health store (release_health_seen), so a replay counts nothing.
 */
export const PAGE_LOAD_TTL_MS = 30 * 60_000;
/** An id "issued" further ahead than this on the server's clock is refused (instances' clocks differ a little). */
const CLOCK_SKEW_MS = 60_000;
const PREFIX = 'pl1';
const NONCE_BYTES = 16;
/** 128 bits of the HMAC: ample against forgery, and keeps the id short. */
const MAC_CHARS = 22;
const ID_PATTERN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export interface VerifiedPageLoad {
  /** The nonce: what the used-id record is keyed by. */
  page: string;
  issuedAt: number;
  /** When the id stops counting (and its record may go). */
  expiresAt: number;
}

export interface PageLoadIds {
  issue(now: number): { id: string; expiresAt: number };
  /** The page load an id names, or null for anything forged, malformed, from the future or expired. */
  verify(id: unknown, now: number): VerifiedPageLoad | null;
}

export function createPageLoadIds(secret: string, ttlMs = PAGE_LOAD_TTL_MS): PageLoadIds {
  const mac = (issued: string, nonce: string) =>
    crypto
      .createHmac('sha256', secret)
      .update(`${PREFIX}.${issued}.${nonce}`)
      .digest('base64url')
      .slice(0, MAC_CHARS);
  return {
    issue(now) {
      const issued = Math.floor(now).toString(36);
      const nonce = crypto.randomBytes(NONCE_BYTES).toString('base64url');
      return { id: `${issued}.${nonce}.${mac(issued, nonce)}`, expiresAt: Math.floor(now) + ttlMs };
    },
    verify(id, now) {
      if (typeof id !== 'string') return null;
      const match = ID_PATTERN.exec(id);
      if (!match) return null;
      const [, issued, nonce, signature] = match as unknown as [string, string, string, string];
      if (!safeEqual(signature, mac(issued, nonce))) return null;
      const issuedAt = parseInt(issued, 36);
      if (!Number.isSafeInteger(issuedAt) || issuedAt > now + CLOCK_SKEW_MS || now - issuedAt >= ttlMs)
        return null;
      return { page: nonce, issuedAt, expiresAt: issuedAt + ttlMs };
    },
  };
}

/**
 * The secret page-load ids are signed with: `JC_HEALTH_SECRET` (16 characters or more) sets it; otherwise one
 * is made on first start and kept in the database, so every instance and every restart shares it.
 */
export async function loadHealthSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.JC_HEALTH_SECRET;
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  // Whichever instance starts first makes it; the others read the same row.
  await db.qb
    .insertInto('ops_settings')
    .values({ name: 'health-secret', value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.qb
    .selectFrom('ops_settings')
    .select('value')
    .where('name', '=', 'health-secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
