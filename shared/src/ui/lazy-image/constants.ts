/** Spec §9: lazy images. */
export const LAZY_PRELOAD_RATIO = 1.3;
export const LAZY_MAX_ATTEMPTS = 3;
export const LAZY_THROTTLE_MS = 200;
export const LAZY_CACHE_SIZE = 200;
