import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { ChunkLoadError, toChunkLoadError } from './chunk-load-error';
import { createFallbackModule } from './fallback-module';

export interface ShellPluginOptions {
  /** Applies to the manifest fetch and the remote entry script (chunks: webpack's chunkLoadTimeout). */
  timeoutMs: () => number;
}

/**
 * The shell's failure policy, as a federation runtime plugin:
 * - a timeout on the manifest fetch (the runtime's own fetch has none) and on the entry script (20 s default);
 * - a failed load resolves to a fallback module carrying a `ChunkLoadError`, which the slot shows as a
 *   panel with 重试, instead of an exception that would take the page down.
 */
export function shellRuntimePlugin({ timeoutMs }: ShellPluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'jincheng-shell-failure-policy',
    async fetch(url, init) {
      const response = await fetch(url, {
        ...init,
        cache: 'default',
        signal: AbortSignal.timeout(timeoutMs()),
      });
      if (!response.ok) throw new ChunkLoadError(`模块清单加载失败（HTTP ${response.status}）：${url}`);
      return response;
    },
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs() };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a module-load failure may be answered with a module; a manifest failure (afterResolve) is
      // left to surface at onLoad, where it becomes the fallback.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0];
      return createFallbackModule(toChunkLoadError(error, remote));
    },
  };
}
