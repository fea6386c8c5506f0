import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { toChunkLoadError } from './chunk-load-error';
import { createFallbackModule } from './fallback-module';

export interface ShellPluginOptions {
  /** The timeout of an entry script, by its URL (chunks: webpack's chunkLoadTimeout; the registry: its fetch). */
  timeoutMs: (url: string) => number;
}

/**
 * The shell's failure policy, as a federation runtime plugin:
 * - the registry's timeout (the remote's own, else the default) on the entry script instead of the runtime's
 *   20 s default (remotes are registered by `remoteEntry.js`, so there is no manifest fetch to time out);
 * - a failed load resolves to a fallback module carrying a `ChunkLoadError`, which the slot shows as a
 *   panel with 重试, instead of an exception that would take the page down.
 */
export function shellRuntimePlugin({ timeoutMs }: ShellPluginOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'jincheng-shell-failure-policy',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.crossOrigin = 'anonymous';
      return { script, timeout: timeoutMs(url) };
    },
    errorLoadRemote({ id, error, lifecycle }) {
      // Only a module-load failure may be answered with a module; other lifecycles are left to surface at
      // onLoad, where they become the fallback.
      if (lifecycle !== 'onLoad') return undefined;
      const remote = id.split('/')[0];
      return createFallbackModule(toChunkLoadError(error, remote));
    },
  };
}
