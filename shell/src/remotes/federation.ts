import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteName } from '@jincheng/shared';
import { visitorBucket } from './canary';
import { toChunkLoadError } from './chunk-load-error';
import { createFallbackModule, isFallbackModule, type FallbackModule } from './fallback-module';
import { lastKnownGood } from './last-known-good';
import { remoteOfPath } from './route-owner';
import {
  fetchRegistry,
  inlineRegistry,
  resolveRemote,
  versionOrder,
  type Registry,
  type ResolvedRemote,
} from './registry';
import { shellRuntimePlugin } from './runtime-plugin';

/**
 * The only module that talks to the federation runtime: registry → registerRemotes → loadRemote.
 * (MF 3.0 replaces `registerRemotes(…, { force })` with `updateRemotes()`; that change is one line here.)
 * Which version to try, and falling back, is screen-loader.ts.
 */
export const DEFAULT_TIMEOUT_MS = 120_000;
/** Transient network errors: the official retry plugin tries an entry script or expose once more. */
const RETRY = { retryTimes: 1, retryDelay: 300 };

let registryPromise: Promise<Registry> | undefined;
let loaded: Registry | undefined;
/** The page's inline registry is read once; later reads (重试) ask the server for a fresh one. */
let inlineRead = false;
let pluginsRegistered = false;
const registeredEntries = new Map<RemoteName, string>();
/** Per remote, the load in progress: registering another version must not pull a container from under it. */
const queues = new Map<RemoteName, Promise<unknown>>();
/** Loads under way, by remote, version and expose: slots asking for the same one share it. */
const inflight = new Map<string, Promise<unknown>>();
/** Per remote, a cache-busting query for the entry after 重试 (a browser may hold a broken copy). */
const retries = new Map<RemoteName, number>();
/** `./routes` of the first page's remote, started at boot; taken by the first slot that asks for it. */
const early = new Map<RemoteName, { version: string; promise: Promise<unknown> }>();

export function registry(): Promise<Registry> {
  if (!registryPromise) {
    const inline = inlineRead ? undefined : inlineRegistry();
    inlineRead = true;
    const read = inline
      ? Promise.resolve(inline)
      : fetchRegistry('/registry.json', loaded?.loadTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    registryPromise = read.then((fresh) => (loaded = fresh));
    // A failed registry read is not cached: the next load or 重试 asks again.
    registryPromise.catch(() => {
      registryPromise = undefined;
    });
  }
  return registryPromise;
}

/** The entry-script timeout of the remote a script URL belongs to: its own, else the registry's, else 120 s. */
function timeoutFor(url: string): number {
  const remote = [...registeredEntries].find(([, entry]) => entry === url)?.[0];
  return (remote && loaded?.remotes[remote]?.loadTimeoutMs) || loaded?.loadTimeoutMs || DEFAULT_TIMEOUT_MS;
}

/**
 * Called once at boot: installs the failure policy, reads the registry (from the page when it has it) and
 * starts loading the remote that owns `pathname`, so its entry is requested before React has rendered.
 */
export function startRemoteLoader(pathname?: string): void {
  if (!pluginsRegistered) {
    registerPlugins([shellRuntimePlugin({ timeoutMs: timeoutFor }), RetryPlugin({ script: RETRY })]);
    pluginsRegistered = true;
  }
  const owner = pathname === undefined ? undefined : remoteOfPath(pathname);
  void registry()
    .then((fresh) => {
      if (!owner || !fresh.remotes[owner]) return;
      // The first version the slot will try: past any the page marks broken, the one the server rendered.
      const [version] = versionOrder(fresh, owner, {
        bucket: visitorBucket(),
        lastKnownGood: lastKnownGood(owner),
      }).versions;
      if (version) early.set(owner, { version, promise: loadVersion(owner, version, './routes') });
    })
    .catch(() => undefined);
}

function register(remote: RemoteName, resolved: ResolvedRemote, force: boolean): void {
  const bust = retries.get(remote);
  const entry = bust && !resolved.customEntry ? `${resolved.entry}?retry=${bust}` : resolved.entry;
  const known = registeredEntries.get(remote);
  if (force || known !== entry) {
    registerRemotes([{ name: resolved.name, entry }], { force: known !== undefined || force });
    registeredEntries.set(remote, entry);
  }
}

async function attempt<T>(remote: RemoteName, resolved: ResolvedRemote, expose: string) {
  try {
    register(remote, resolved, false);
    const module = await loadRemote<T>(`${resolved.name}/${expose.replace(/^\.\//, '')}`);
    if (module === null || module === undefined) {
      return createFallbackModule(toChunkLoadError(new Error('模块为空'), remote));
    }
    return module;
  } catch (error) {
    return createFallbackModule(toChunkLoadError(error, remote));
  }
}

/**
 * Loads `expose` of `remote` at `version` (or the registry's version for this visitor when undefined);
 * never throws: a failure comes back as a fallback module. Loads of one remote take turns, and slots that ask
 * for the same load while it is under way share it (three /home widgets of one remote wait for one answer, and
 * a missing remote's panel shows once, not after three retries in a row).
 */
export function loadVersion<T>(
  remote: RemoteName,
  version: string | undefined,
  expose: string,
): Promise<T | FallbackModule> {
  const started = expose === './routes' ? early.get(remote) : undefined;
  if (started && (version === undefined || started.version === version)) {
    early.delete(remote);
    return started.promise as Promise<T | FallbackModule>;
  }
  const run = async (): Promise<T | FallbackModule> => {
    let resolved: ResolvedRemote;
    try {
      const fresh = await registry();
      resolved = resolveRemote(
        fresh,
        remote,
        '/',
        version === undefined ? { bucket: visitorBucket() } : { version },
      );
    } catch (error) {
      return createFallbackModule(toChunkLoadError(error, remote));
    }
    return attempt<T>(remote, resolved, expose);
  };
  const key = `${remote}|${version ?? ''}|${expose}`;
  const shared = inflight.get(key);
  if (shared) return shared as Promise<T | FallbackModule>;
  const next = (queues.get(remote) ?? Promise.resolve()).then(run, run);
  queues.set(remote, next);
  inflight.set(key, next);
  void next.then(() => inflight.delete(key));
  return next;
}

/** 重试: read the registry afresh (a rollback may have happened) and load the entry past any cached copy. */
export async function reloadRemote(remote: RemoteName): Promise<void> {
  registryPromise = undefined;
  early.delete(remote);
  retries.set(remote, (retries.get(remote) ?? 0) + 1);
  try {
    const fresh = await registry();
    register(remote, resolveRemote(fresh, remote, '/', { bucket: visitorBucket() }), true);
  } catch {
    // The next load attempt reports the failure through the fallback panel.
  }
}

export { isFallbackModule };
