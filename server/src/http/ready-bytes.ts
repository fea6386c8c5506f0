import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Ready bytes of public answers (issue 49): a public answer's Brotli and gzip bytes are made once per body —
 * keyed by its strong ETag (http/cache-policy.ts, a hash of the exact bytes before compression) and the
 * encoding — and served from memory after that, instead of being compressed again for every request. Keying
 * by the body's own hash, not the URL, means nothing is ever stale: a changed answer is a new tag, made once
 * again. Only public answers come here (cache-policy's `sendPublic`), so no private answer is ever kept.
 *
 * Compression is done as @fastify/compress does it (Brotli quality 5, gzip's default, at 1 KB and above); the
 * plugin's own hook then sees `Content-Encoding` set and leaves the bytes alone. lru-cache bounds the memory by
 * size. A request's encoding is chosen from its `Accept-Encoding` (br first, then gzip; `q=0` refuses).
 */
export const READY_BYTES_MAX = 32 * 1024 * 1024;
/** Smaller answers go out as they are (the compression plugin's threshold). */
export const COMPRESS_THRESHOLD = 1024;
export const BROTLI_QUALITY = 5;

type Encoding = 'br' | 'gzip';

/** Types worth compressing (the plugin's default rule): text but event streams, JSON, XML, SVG. */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)/u;

const ready = new LRUCache<string, Buffer>({
  maxSize: READY_BYTES_MAX,
  sizeCalculation: (bytes, key) => bytes.length + key.length,
});
const counts = { made: 0, served: 0 };

/** How many compressed bodies were made and how many answers were served from ready bytes (for tests). */
export function readyBytesStats(): { made: number; served: number; entries: number } {
  return { ...counts, entries: ready.size };
}

/** The encoding to send for an `Accept-Encoding` header: br, else gzip, else none. */
export function chooseEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : zlib.gzipSync(body);
}

/**
 * The answer's bytes for this request: its ready compressed bytes (made now if new) with `Content-Encoding`
 * set, or the payload unchanged when the request takes none, the body is small, or it is a HEAD.
 */
export function readyBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  payload: string | Buffer,
): string | Buffer {
  if (request.method !== 'GET' || request.headers['x-no-compression'] !== undefined) return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (!encoding || body.length < COMPRESS_THRESHOLD) return payload;
  const key = `${etag}|${encoding}`;
  let bytes = ready.get(key);
  if (bytes) counts.served += 1;
  else {
    bytes = compress(body, encoding);
    ready.set(key, bytes);
    counts.made += 1;
  }
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return bytes;
}
