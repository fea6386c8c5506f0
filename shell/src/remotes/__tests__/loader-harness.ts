import { ChunkLoadError } from '../chunk-load-error';
import { createFallbackModule } from '../fallback-module';
import type * as FederationModule from '../federation';
import type * as HealthModule from '../health-beacon';
import type * as LoadInfoModule from '../load-info';
import type * as ScreenLoaderModule from '../screen-loader';

/**
 * A fresh remote loader (its caches are module state) over a mocked federation runtime and registry, for
 * federation.test.ts and screen-loader.test.ts. The test file mocks '@module-federation/enhanced/runtime'.
 */
export type Runtime = { loadRemote: jest.Mock; registerRemotes: jest.Mock; registerPlugins: jest.Mock };

export interface Loader {
  federation: typeof FederationModule;
  screens: typeof ScreenLoaderModule;
  loadInfoOf: typeof LoadInfoModule.loadInfoOf;
  /** The health beacons of this loader (spy on `reportHealth` to read what it reports). */
  health: typeof HealthModule;
  runtime: Runtime;
}

export const entryOf = (version: string) => `/remotes/scores/${version}/remoteEntry.js`;

export function freshLoader(remotes: Record<string, unknown>): Loader {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ remotes }) });
  let loaded!: Loader;
  jest.isolateModules(() => {
    loaded = {
      federation: jest.requireActual('../federation'),
      screens: jest.requireActual('../screen-loader'),
      loadInfoOf: jest.requireActual('../load-info').loadInfoOf,
      health: jest.requireActual('../health-beacon'),
      runtime: jest.requireMock('@module-federation/enhanced/runtime'),
    };
  });
  loaded.runtime.loadRemote.mockReset();
  loaded.runtime.registerRemotes.mockReset();
  return loaded;
}

/**
 * What the runtime resolves to, per registered entry (query ignored): a module, or a fallback as the
 * shell's errorLoadRemote makes it for a failed load.
 */
export function serve(runtime: Runtime, modules: Record<string, object | 'broken'>): void {
  let entry = '';
  runtime.registerRemotes.mockImplementation((list: { entry: string }[]) => {
    entry = (list[0]?.entry ?? '').split('?')[0] ?? '';
  });
  runtime.loadRemote.mockImplementation(async () => {
    const served = modules[entry];
    return served === undefined || served === 'broken'
      ? createFallbackModule(new ChunkLoadError(`HTTP 404 ${entry}`, 'remote_scores'))
      : served;
  });
}

export const registered = (runtime: Runtime): string[] =>
  runtime.registerRemotes.mock.calls.map((call) => call[0][0].entry);

/** A `./routes` module whose /match screen renders `text` (or whose chunk fails to load). */
export function routes(text: string | 'chunk-fails') {
  const load = jest.fn(async () => {
    if (text === 'chunk-fails') throw new Error('Loading chunk 7 failed.');
    return { default: () => text };
  });
  return { routes: { '/match': load } };
}

export const pickMatch = (module: { routes: Record<string, () => Promise<{ default: () => unknown }>> }) =>
  module.routes['/match'] as never;
