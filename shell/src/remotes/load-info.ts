import type { RemoteName } from '@jincheng/shared';

/** Which version a loaded remote module came from, and whether that was a last-known-good fallback. */
export interface LoadInfo {
  remote: RemoteName;
  version: string;
  /** Set when the registry's version failed and this is the last-known-good one instead. */
  fallbackFrom?: string;
  /** Loaded from an explicit entry URL (a dev server), not a version folder: nothing to fall back to later. */
  customEntry?: boolean;
}

// Keyed by the module object itself, so the answer is exact even while two versions are in play.
const infos = new WeakMap<object, LoadInfo>();

export function describeModule(module: unknown, info: LoadInfo): void {
  if (typeof module === 'object' && module !== null) infos.set(module, info);
}

export function loadInfoOf(module: unknown): LoadInfo | undefined {
  return typeof module === 'object' && module !== null ? infos.get(module) : undefined;
}
