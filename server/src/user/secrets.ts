import crypto from 'node:crypto';

/** Random, URL-safe secret (tokens, one-time codes). */
export const randomSecret = (bytes = 32) => crypto.randomBytes(bytes).toString('base64url');

/** Secrets are stored only as their SHA-256, so a copy of the database grants no sessions. */
export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
