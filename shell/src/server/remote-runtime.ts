import fs from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
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
 * exposes are kept per version: version folders are immutable.
 */

let pluginRegistered = false;
const registered = new Set<string>();
const exposes = new Map<string, Promise<unknown>>();

/** What a container's file exports (its `get` and `init`), as the runtime's `loadEntry` hook returns it. */
type EntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * A CommonJS file evaluated afresh, as `require` would, but outside Node's module cache: every shell bundle gets
 * its own container of the same node build (the runtime's own node loader, sdk `loadScriptNode`, fetches the
 * entry with `fetch`, which cannot read a `file:` path).
 */
function evaluateCommonJs(file: string): EntryExports {
  const module = { exports: {} as EntryExports };
  const source = `(function (exports, require, module, __filename, __dirname) {${fs.readFileSync(file, 'utf8')}\n})`;
  const wrapper = vm.runInThisContext(source, { filename: file }) as (...args: unknown[]) => void;
  // Through the module object: webpack compiles a `createRequire` imported by name as its own (parser option).
  wrapper.call(
    module.exports,
    module.exports,
    nodeModule.createRequire(file),
    module,
    file,
    path.dirname(file),
  );
  return module.exports;
}

function ensurePlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'jc-server-entry',
      // A node build's entry is a file: evaluate it for this shell (the container is its module.exports). A
      // container shares the singletons of the host that initialised it, and another shell version in the same
      // process (a shell release needs no restart) may have loaded the same file.
      loadEntry: ({ remoteInfo }) => {
        // Hand-written because the runtime has no API for it: a container's runtime, when evaluated, adopts the
        // first federation instance in the process-wide list with its build id or name (runtime `init`,
        // getGlobalFederationInstance), and the next host's container init points that instance's share scope at
        // its own (initShareScopeMap), so chunks the first container loads later would take the other shell's
        // singletons. Taking the earlier instances off the list makes this evaluation create its own (what was
        // loaded through them keeps working: their containers hold them).
        const own = remoteInfo.name.split('__')[0];
        const global = (
          globalThis as { __FEDERATION__?: { __INSTANCES__?: { options: { name: string } }[] } }
        ).__FEDERATION__;
        if (global?.__INSTANCES__)
          global.__INSTANCES__ = global.__INSTANCES__.filter((i) => i.options.name !== own);
        return evaluateCommonJs(remoteInfo.entry);
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
