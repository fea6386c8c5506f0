import type { HydrationOptions } from 'react-dom/client';
import { RequestError } from '@jincheng/shared';

/**
 * The digest of a part the server left to the browser on purpose (a remote whose server build is missing,
 * failed or was over its budget, shell/src/server/screen-loader.ts): the browser renders it as it always
 * has, which is no error.
 */
export const CLIENT_ONLY_DIGEST = 'jc-client-only';

function digestOf(error: unknown): string | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' ? digest : undefined;
}

/**
 * Options of the shell's React root (createRoot, or hydrateRoot for a server-rendered page). A read that
 * failed is caught by its screen's boundary, which shows 重试, and the request client has already toasted why:
 * it is not logged again. Anything else a boundary catches is a bug and goes to the console, and so is a
 * hydration mismatch.
 */
export const ROOT_OPTIONS: Pick<HydrationOptions, 'onCaughtError' | 'onRecoverableError'> = {
  onCaughtError(error) {
    if (error instanceof RequestError) return;
    console.error(error);
  },
  onRecoverableError(error) {
    if (digestOf(error) === CLIENT_ONLY_DIGEST) return;
    console.error(error);
  },
};
