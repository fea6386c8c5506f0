import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@jincheng/shared';
import { visitorBucket } from './canary';
import { toChunkLoadError } from './chunk-load-error';
import { createFallbackModule, isFallbackModule, type FallbackModule } from './fallback-module';
import { lastKnownGood } from './last-known-good';
import { describeModule } from './load-info';
import { remoteOfPath } from './route-owner';
import { fetchRegistry, inlineRegistry, resolveRemote, type Registry, type ResolvedRemote } from './registry';
import { shellRuntimePlugin } from './runtime-plugin';

/**
 * The only module that talks to the federation runtime: registry → registerRemotes → loadRemote.
 * (MF 3.0 replaces `registerRemotes(…, { force })` with `updateRemotes()`; that change is one line here.)
 */
const DEFAULT_TIMEOUT_MS = 120_000;

let timeoutMs = DEFAULT_TIMEOUT_MS;
let registryPromise: Promise<Registry> | undefined;
/** The page's inline registry is read once; later reads (重试) ask the server for a fresh one. */
let inlineRead = false;
const registeredEntries = new Map<RemoteName, string>();
/** Remotes switched to their last-known-good version for this page: which version failed, which replaced it. */
const pinned = new Map<RemoteName, { failed: string; version: string }>();
let pluginsRegistered = false;
/** `./routes` of the first page's remote, started at boot; taken by the first slot that asks for it. */
const early = new Map<RemoteName, Promise<unknown>>();

function registry(): Promise<Registry> {
  if (!registryPromise) {
    const inline = inlineRead ? undefined : inlineRegistry();
    inlineRead = true;
    const read = inline ? Promise.resolve(inline) : fetchRegistry('/registry.json', timeoutMs);
    registryPromise = read.then((loaded) => {
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

/**
 * Called once at boot: installs the failure policy, reads the registry (from the page when it has it) and
 * starts loading the remote that owns `pathname`, so its entry is requested before React has rendered.
 */
export function startRemoteLoader(pathname?: string): void {
  if (!pluginsRegistered) {
    registerPlugins([shellRuntimePlugin({ timeoutMs: () => timeoutMs })]);
    pluginsRegistered = true;
  }
  void registry().catch(() => undefined);
  const owner = pathname === undefined ? undefined : remoteOfPath(pathname);
  if (owner) early.set(owner, load(owner, './routes'));
}

/** The version this visitor loads: canary or current, or the pinned last-known-good one after a failure. */
async function target(remote: RemoteName): Promise<ResolvedRemote & { fallbackFrom?: string }> {
  const loaded = await registry();
  const resolved = resolveRemote(loaded, remote, '/', { bucket: visitorBucket() });
  const pin = pinned.get(remote);
  if (!pin || pin.failed !== resolved.version) return resolved;
  return { ...resolveRemote(loaded, remote, '/', { version: pin.version }), fallbackFrom: pin.failed };
}

function register(remote: RemoteName, resolved: ResolvedRemote, force: boolean): void {
  const known = registeredEntries.get(remote);
  if (force || known !== resolved.entry) {
    registerRemotes([{ name: resolved.name, entry: resolved.entry }], {
      force: known !== undefined || force,
    });
    registeredEntries.set(remote, resolved.entry);
  }
}

async function attempt<T>(remote: RemoteName, resolved: ResolvedRemote, expose: string) {
  try {
    register(remote, resolved, false);
    const loaded = await loadRemote<T>(`${resolved.name}/${expose.replace(/^\.\//, '')}`);
    if (loaded === null || loaded === undefined) {
      return createFallbackModule(toChunkLoadError(new Error('模块为空'), remote));
    }
    return loaded;
  } catch (error) {
    return createFallbackModule(toChunkLoadError(error, remote));
  }
}

/**
 * Loads `expose` of `remote`; never throws: a failure comes back as a fallback module. When the registry's
 * version fails to load and this browser knows an older version that worked, that one is loaded instead
 * (and stays in use for this page until 重试), so a broken deploy degrades to the previous release.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T | FallbackModule> {
  const started = expose === './routes' ? early.get(remote) : undefined;
  if (started) early.delete(remote);
  return (started as Promise<T | FallbackModule> | undefined) ?? load<T>(remote, expose);
}

async function load<T>(remote: RemoteName, expose: string): Promise<T | FallbackModule> {
  let resolved: ResolvedRemote & { fallbackFrom?: string };
  try {
    resolved = await target(remote);
  } catch (error) {
    return createFallbackModule(toChunkLoadError(error, remote));
  }
  const loaded = await attempt<T>(remote, resolved, expose);
  if (!isFallbackModule(loaded)) {
    const { version, fallbackFrom, customEntry } = resolved;
    describeModule(loaded, { remote, version, fallbackFrom, ...(customEntry ? { customEntry } : {}) });
    return loaded;
  }
  // A dev server's entry has no version folders to fall back to.
  const good = lastKnownGood(remote);
  if (!good || good === resolved.version || resolved.fallbackFrom || resolved.customEntry) return loaded;

  console.warn(
    `[remote] ${remote} ${resolved.version} 加载失败，已切换到上一个可用版本 ${good}`,
    loaded.error,
  );
  pinned.set(remote, { failed: resolved.version, version: good });
  const fallback = resolveRemote(await registry(), remote, '/', { version: good });
  const second = await attempt<T>(remote, fallback, expose);
  if (isFallbackModule(second)) {
    pinned.delete(remote);
    return loaded;
  }
  describeModule(second, { remote, version: good, fallbackFrom: resolved.version });
  return second;
}

/** 重试: read the registry afresh (a rollback may have happened) and drop every cache of this remote. */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  registryPromise = undefined;
  pinned.delete(remote);
  early.delete(remote);
  try {
    register(remote, await target(remote), true);
  } catch {
    // The next load attempt reports the failure through the fallback panel.
  }
}

export { isFallbackModule };
