import { drawNonces } from '../security/headers';
import { withNonces } from '../security/nonce-html';
import { PageBytes } from '../ssr/page-bytes';

/**
 * The page rendered in the browser (no server render: rendering off, a browser-only page, or a render refused
 * past its limits) as ready bytes, the same for every path, made once and reused for `ttlMs`.
 *
 * It used to be assembled with fresh nonces and compressed on every request: in a render flood, the pages past
 * the render limits are exactly these, about 850 a second, and that work alone held the cached pages' p99 over
 * 100 ms (bench/results/issue-24-flood.md). The page holds nothing from the request (the shell's template and
 * the public registry), so, as with a server-rendered page's cache entry (ssr/page-bytes.ts), its nonces are
 * the entry's: drawn when it is made, named in the policy of each response it answers, and new each `ttlMs`.
 */
export class FallbackPage {
  private entry: { template: string; madeAt: number; bytes: PageBytes } | undefined;

  constructor(
    private readonly ttlMs = 1000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The page for `template` (the shell's page with nonce placeholders), made anew when it changed or aged. */
  for(template: string): PageBytes {
    const at = this.now();
    const entry = this.entry;
    if (entry && entry.template === template && at - entry.madeAt < this.ttlMs) return entry.bytes;
    const nonces = drawNonces();
    const bytes = new PageBytes(nonces, withNonces(template, nonces));
    this.entry = { template, madeAt: at, bytes };
    return bytes;
  }
}
