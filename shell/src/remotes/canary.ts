import { parse, serialize } from 'cookie';
import { storage, type RemoteName } from '@jincheng/shared';

/**
 * Canary assignment. Each visitor draws one bucket (0 … 9 999) once and keeps it in storage, so the same
 * visitor sees the same side of a canary on every page load. A remote's canary takes the visitors whose
 * bucket, rotated by a fixed per-remote offset, is below `percent × 100`: raising the percentage only adds
 * visitors (nobody flips back), and the rotation keeps one remote's canary visitors from being exactly the
 * same people as another's.
 */
export const BUCKETS = 10_000;

function randomBucket(): number {
  const cryptoApi = globalThis.crypto;
  if (cryptoApi && typeof cryptoApi.getRandomValues === 'function') {
    return (cryptoApi.getRandomValues(new Uint32Array(1))[0] ?? 0) % BUCKETS;
  }
  return Math.floor(Math.random() * BUCKETS);
}

/** The cookie that tells the server the bucket, so it renders the version this browser loads. */
export const BUCKET_COOKIE = 'jc_bucket';

const valid = (n: number) => Number.isInteger(n) && n >= 0 && n < BUCKETS;

function cookieBucket(): number | undefined {
  if (typeof document === 'undefined') return undefined;
  const raw = parse(document.cookie)[BUCKET_COOKIE];
  // Digits only: Number() would also take '', ' 1' or '1e3'.
  const value = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  return valid(value) ? value : undefined;
}

function keepInCookie(bucket: number): void {
  if (typeof document === 'undefined' || cookieBucket() === bucket) return;
  document.cookie = serialize(BUCKET_COOKIE, String(bucket), {
    path: '/',
    maxAge: 31_536_000,
    sameSite: 'lax',
  });
}

/**
 * This visitor's bucket: the cookie's. The server renders a page with the cookie's bucket (and sets one with
 * the page when there was none), so the browser takes the same and hydrates the same versions; one source,
 * or a visitor whose cookie was cleared but whose storage was not would get one side of a canary from the
 * server and the other from the browser (a hydration mismatch). Storage is the fallback where no cookie
 * came (a page the server did not render, cookies refused), and the cookie is written from it.
 */
export function visitorBucket(): number {
  const raw = storage.get('canaryBucket');
  const stored = raw === null ? NaN : Number(raw);
  const bucket = cookieBucket() ?? (valid(stored) ? stored : randomBucket());
  if (bucket !== stored) storage.set('canaryBucket', String(bucket));
  keepInCookie(bucket);
  return bucket;
}

/** FNV-1a: a stable small hash of the remote's name, used as its rotation. */
function remoteOffset(remote: RemoteName): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < remote.length; i += 1) {
    hash ^= remote.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % BUCKETS;
}

/** Whether a visitor in `bucket` gets `remote`'s canary at `percent` %. */
export function inCanary(bucket: number, remote: RemoteName, percent: number): boolean {
  if (!(percent > 0)) return false;
  return (bucket + remoteOffset(remote)) % BUCKETS < Math.round(percent * 100);
}
