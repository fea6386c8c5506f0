import nodeModule from 'node:module';
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { FEDERATION_NAMES, type RemoteName } from '@jincheng/shared/core';

/**
 * The federation runtime on the server: each remote version's node build (`<version>/node/remoteEntry.js`,
 * a CommonJS container) is registered under its own name, so two versions (current and canary) live side by
 * side and a release never swaps a container under a render in progress. The container shares the shell's
 * singletons (one React, one query client context, one `@jincheng/shared`) like in the browser. Loaded
 * exposes are kept per version: version folders are immutable. The server runs each shell version in a
 * thread of its own (server/src/ssr/render-threads.ts), so this runtime is the only host in its globals, as
 * in a browser tab.
 */

let pluginRegistered = false;
const registered = new Set<string>();
const exposes = new Map<string, Promise<unknown>>();

/** What a container's file exports (its `get` and `init`), as the runtime's `loadEntry` hook returns it. */
type EntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

function ensurePlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'jc-server-entry',
      // A node build's entry is a CommonJS file (the runtime's own node loader fetches entries over HTTP).
      loadEntry: ({ remoteInfo }) =>
        nodeModule.createRequire(remoteInfo.entry)(remoteInfo.entry) as EntryExports,
    },
  ]);
}

function containerName(remote: RemoteName, version: string): string {
  return `${FEDERATION_NAMES[remote]}__${version.replace(/[^0-9A-Za-z]/g, '_')}`;
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
