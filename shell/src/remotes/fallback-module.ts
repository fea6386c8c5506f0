import { type ChunkLoadError } from './chunk-load-error';

const FALLBACK = Symbol.for('jincheng.remote-fallback');

/** What `loadRemote` resolves to when a remote failed: the slot renders the fallback panel from it. */
export interface FallbackModule {
  [FALLBACK]: true;
  error: ChunkLoadError;
}

export function createFallbackModule(error: ChunkLoadError): FallbackModule {
  return { [FALLBACK]: true, error };
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && FALLBACK in value;
}
