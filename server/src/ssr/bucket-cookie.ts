import crypto from 'node:crypto';

/**
 * The visitor's canary bucket (0 … 9 999) travels in a cookie so the server renders a canary visitor with
 * the version their browser will load (shell/src/remotes/canary.ts reads and keeps the same value).
 */
export const BUCKET_COOKIE = 'jc_bucket';
const BUCKETS = 10_000;
const YEAR_S = 365 * 24 * 3600;

export function bucketFromCookie(header: string | undefined): number | undefined {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,4})(?:;|$)`).exec(header ?? '');
  const value = match ? Number(match[1]) : NaN;
  return Number.isInteger(value) && value >= 0 && value < BUCKETS ? value : undefined;
}

export function drawBucket(): number {
  return crypto.randomInt(BUCKETS);
}

export function bucketCookie(bucket: number): string {
  return `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
}
