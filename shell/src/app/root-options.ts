import type { RootOptions } from 'react-dom/client';
import { RequestError } from '@jincheng/shared';

/**
 * Options of the shell's React root (createRoot now, hydrateRoot once pages are server-rendered). A read that
 * failed is caught by its screen's boundary, which shows 重试, and the request client has already toasted why:
 * it is not logged again. Anything else a boundary catches is a bug and goes to the console.
 */
export const ROOT_OPTIONS: Pick<RootOptions, 'onCaughtError'> = {
  onCaughtError(error) {
    if (error instanceof RequestError) return;
    console.error(error);
  },
};
