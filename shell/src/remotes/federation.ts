import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@jincheng/shared';
import { toChunkLoadError } from './chunk-load-error';
import { createFallbackModule, isFallbackModule, type FallbackModule } from './fallback-module';
import { fetchRegistry, resolveRemote, type Registry } from './registry';
import { shellRuntimePlugin } from './runtime-plugin';

/**
 * The only module that talks to the federation runtime: registry → registerRemotes → loadRemote.
 * (MF 3.0 replaces `registerRemotes(…, { force })` with `updateRemotes()`; that change is one line here.)
 */
const DEFAULT_TIMEOUT_MS = 120_000;

let timeoutMs = DEFAULT_TIMEOUT_MS;
let registryPromise: Promise<Registry> | undefined;
const registeredEntries = new Map<RemoteName, string>();
let pluginsRegistered = false;

function registry(): Promise<Registry> {
  if (!registryPromise) {
    registryPromise = fetchRegistry('/registry.json', timeoutMs).then((loaded) => {
      timeoutMs = loaded.loadTimeoutMs ?? DEFAULT_TIMEOUT_MS;
      return loaded;
    });
    // A failed registry read is not cached: the next load or 重试 asks again.
    registryPromise.catch(() => {
      registryPromise = undefined;
    });
  }
  return registryPromise;
}

/** Called once at boot: installs the failure policy and starts reading the registry in the background. */
export function startRemoteLoader(): void {
  if (!pluginsRegistered) {
    registerPlugins([shellRuntimePlugin({ timeoutMs: () => timeoutMs })]);
    pluginsRegistered = true;
  }
  void registry().catch(() => undefined);
}

async function ensureRegistered(remote: RemoteName, force: boolean): Promise<string> {
  const resolved = resolveRemote(await registry(), remote, '/');
  const known = registeredEntries.get(remote);
  if (force || known !== resolved.entry) {
    registerRemotes([{ name: resolved.name, entry: resolved.entry }], {
      force: known !== undefined || force,
    });
    registeredEntries.set(remote, resolved.entry);
  }
  return resolved.name;
}

/** Loads `expose` of `remote`; never throws: a failure comes back as a fallback module. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T | FallbackModule> {
  try {
    const name = await ensureRegistered(remote, false);
    const loaded = await loadRemote<T>(`${name}/${expose.replace(/^\.\//, '')}`);
    if (loaded === null || loaded === undefined) {
      return createFallbackModule(toChunkLoadError(new Error('模块为空'), remote));
    }
    return loaded;
  } catch (error) {
    return createFallbackModule(toChunkLoadError(error, remote));
  }
}

/** 重试: read the registry afresh (a rollback may have happened) and drop every cache of this remote. */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  registryPromise = undefined;
  try {
    await ensureRegistered(remote, true);
  } catch {
    // The next load attempt reports the failure through the fallback panel.
  }
}

export { isFallbackModule };
