import { AsyncLocalStorage } from 'node:async_hooks';
import type { RemoteName } from '@jincheng/shared';

/** A remote's expose loaded from its node build for one render, with the version it came from. */
export interface PreloadedExpose {
  module: unknown;
  version: string;
  /** The version it stands in for (marked broken): the browser's wrapper says the same, so hydration matches. */
  fallbackFrom?: string;
}

/**
 * What one server render knows about the remotes on its page: the exposes preloaded for it (within the
 * budget, with their data prefetched), per remote and expose. Renders of concurrent requests each run in
 * their own scope.
 */
export interface RenderScope {
  exposes: Map<string, PreloadedExpose>;
}

export const renderScope = new AsyncLocalStorage<RenderScope>();

export function slotKey(remote: RemoteName, expose: string): string {
  return `${remote}/${expose}`;
}
