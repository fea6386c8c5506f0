import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, type RemoteName } from '@jincheng/shared/core';

/**
 * The federation runtime on the server: each remote version's node build (`<version>/node/remoteEntry.js`,
 * a CommonJS container) is registered under its own name, so two versions (current and canary) live side by
 * side and a release never swaps a container under a render in progress. The container shares the shell's
 * singletons (one React, one query client context, one `@jincheng/shared`) like in the browser. Loaded
 * exposes are kept per version: version folders are immutable.
 */
declare const __non_webpack_require__: NodeJS.Require;

let pluginRegistered = false;
const registered = new Set<string>();
const exposes = new Map<string, Promise<unknown>>();

function ensurePlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'jc-server-entry',
      // A node build's entry is a file: require it (the container is its module.exports). Afresh for this
      // shell: a container shares the singletons of the host that initialised it, and another shell version
      // in the same process (a shell release needs no restart) may have loaded the same file. Its runtime
      // would also find that host's federation instance by name in the process-wide list and reuse it, so the
      // stale instance is taken off the list first (what was loaded through it keeps working).
      loadEntry: ({ remoteInfo }) => {
        const own = remoteInfo.name.split('__')[0];
        const global = (
          globalThis as { __FEDERATION__?: { __INSTANCES__?: { options: { name: string } }[] } }
        ).__FEDERATION__;
        if (global?.__INSTANCES__)
          global.__INSTANCES__ = global.__INSTANCES__.filter((i) => i.options.name !== own);
        delete __non_webpack_require__.cache[__non_webpack_require__.resolve(remoteInfo.entry)];
        return __non_webpack_require__(remoteInfo.entry);
      },
    },
  ]);
}

/**
 * This shell bundle in this process: the runtime keeps loaded entries in a process-wide table keyed by name
 * and entry, so a container another shell version loaded (and initialised with its singletons) is never
 * handed to this one.
 */
const BUNDLE = Math.random().toString(36).slice(2, 10);

function containerName(remote: RemoteName, version: string): string {
  return `${FEDERATION_NAMES[remote]}__${version.replace(/[^0-9A-Za-z]/g, '_')}__${BUNDLE}`;
}

/** `expose` of `remote` at `version`, from the node build at `entry` (an absolute path). */
export function loadServerExpose<T>(
  remote: RemoteName,
  version: string,
  entry: string,
  expose: string,
): Promise<T> {
  ensurePlugin();
  const name = containerName(remote, version);
  const key = `${name}/${expose.replace(/^\.\//, '')}`;
  let loading = exposes.get(key);
  if (!loading) {
    if (!registered.has(name)) {
      registerRemotes([{ name, entry }]);
      registered.add(name);
    }
    loading = loadRemote<T>(key).then((module) => {
      if (module === null || module === undefined) throw new Error(`${key} is empty`);
      return module;
    });
    // A failure is not kept: the next request tries again (the folder may have been repaired).
    loading.catch(() => exposes.delete(key));
    exposes.set(key, loading);
  }
  return loading as Promise<T>;
}
