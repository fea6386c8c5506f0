import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** How a page goes on the wire. */
export type PageEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli quality for a cached page: compressed once per cache entry, on libuv's thread pool, so it can afford
 * more than the per-response quality 5 of @fastify/compress (/match: 50.1 KB at 5, 47.1 KB at 7 in 13 ms;
 * 11 reaches 40.9 KB but takes about half a second of a core per render, which a 1 s cache cannot afford).
 */
const BROTLI_QUALITY = 7;

const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/** The encoding to answer with for an `Accept-Encoding` header (Brotli first, then gzip, else none). */
export function pageEncoding(acceptEncoding: string | string[] | undefined): PageEncoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return (header && negotiator.negotiate(header)) || 'identity';
}

/**
 * One rendered page as it goes out, built once per cache entry and sent as it is to every request the entry
 * answers: its markup with the entry's own CSP nonces, and its bytes per encoding, each made on the first
 * request that asks for it. A cache hit then costs a write of ready bytes, not a reassembly and a fresh
 * compression of half a megabyte (the render-flood bench measured about 11 ms of the event loop per hit).
 *
 * The nonces are the entry's, not the response's: they are drawn after the markup was rendered and nothing
 * a request sends can change a cached page, so knowing one response's nonce lets no one put a script or a
 * style into that page or any other (each entry, each refresh, draws new ones).
 */
export class PageBytes {
  private readonly bodies = new Map<PageEncoding, Promise<Buffer>>();

  constructor(
    readonly nonces: { script: string; style: string },
    private readonly html: string,
  ) {}

  /** The page's bytes in `encoding` (made once; a failed compression is tried again next time). */
  body(encoding: PageEncoding): Promise<Buffer> {
    let body = this.bodies.get(encoding);
    if (!body) {
      if (encoding === 'identity') body = Promise.resolve(Buffer.from(this.html));
      else
        body = this.body('identity').then((bytes) =>
          encoding === 'br'
            ? brotli(bytes, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                  [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              })
            : gzip(bytes),
        );
      body.catch(() => this.bodies.delete(encoding));
      this.bodies.set(encoding, body);
    }
    return body;
  }
}
