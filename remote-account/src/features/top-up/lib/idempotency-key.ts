/**
 * A fresh key per purchase intent. `crypto.randomUUID` needs a secure context (a LAN address over http is
 * not one); `getRandomValues` does not.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  if (globalThis.crypto?.getRandomValues) globalThis.crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
