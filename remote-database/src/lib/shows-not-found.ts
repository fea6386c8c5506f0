import type { CallOptions } from '@jincheng/shared';

/**
 * For the calls behind a screen's reads: a 404 becomes the screen's own not-found state (one message with the
 * way back), so the shared client's 404 toast would only repeat it on top. Other codes keep their toast.
 */
export const SHOWS_NOT_FOUND: CallOptions = { handles: [404] };
