import { REGISTRY_ELEMENT_ID, storage } from '@jincheng/shared';
import { ChunkLoadError } from '../chunk-load-error';
import { createFallbackModule, isFallbackModule } from '../fallback-module';
import type * as FederationModule from '../federation';
import { rememberGood } from '../last-known-good';
import type * as LoadInfoModule from '../load-info';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

type Runtime = {
  loadRemote: jest.Mock;
  registerRemotes: jest.Mock;
};
type Federation = typeof FederationModule;
type LoadInfoOf = typeof LoadInfoModule.loadInfoOf;

// Each test gets a fresh loader; load info lives in that loader's own module instance.
let loadInfoOf: LoadInfoOf;

const CURRENT = '/remotes/scores/2.0.0/remoteEntry.js';
const GOOD = '/remotes/scores/1.0.0/remoteEntry.js';

/** A fresh loader (its caches are module state) over a mocked federation runtime and registry. */
function freshLoader(remotes: Record<string, unknown>): { federation: Federation; runtime: Runtime } {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ remotes }) });
  let loaded!: { federation: Federation; runtime: Runtime };
  jest.isolateModules(() => {
    loaded = {
      federation: jest.requireActual('../federation'),
      runtime: jest.requireMock('@module-federation/enhanced/runtime'),
    };
    loadInfoOf = jest.requireActual('../load-info').loadInfoOf;
  });
  loaded.runtime.loadRemote.mockReset();
  loaded.runtime.registerRemotes.mockReset();
  return loaded;
}

/** What the runtime resolves to, per registered entry: a module, or a fallback as errorLoadRemote makes. */
function serve(runtime: Runtime, modules: Record<string, object | 'broken'>) {
  let entry = '';
  runtime.registerRemotes.mockImplementation((list: { entry: string }[]) => {
    entry = list[0]?.entry ?? '';
  });
  runtime.loadRemote.mockImplementation(async () => {
    const served = modules[entry];
    return served === undefined || served === 'broken'
      ? createFallbackModule(new ChunkLoadError(`HTTP 404 ${entry}`, 'remote_scores'))
      : served;
  });
}

const registered = (runtime: Runtime) => runtime.registerRemotes.mock.calls.map((call) => call[0][0].entry);

let warn: jest.SpyInstance;
beforeEach(() => {
  storage.remove('lastKnownGood');
  storage.remove('canaryBucket');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
});

/** The data block the server puts into the shell's HTML. */
function inlineBlock(registry: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = REGISTRY_ELEMENT_ID;
  script.textContent = JSON.stringify(registry);
  document.head.append(script);
}

describe('remote loader', () => {
  it('loads the current version and records which version the module came from', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const routes = { routes: {} };
    serve(runtime, { [CURRENT]: routes });
    const module = await federation.loadRemoteModule('scores', './routes');
    expect(module).toBe(routes);
    expect(registered(runtime)).toEqual([CURRENT]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_scores/routes');
    expect(loadInfoOf(module)).toEqual({ remote: 'scores', version: '2.0.0', fallbackFrom: undefined });
  });

  it("loads the canary for a visitor in the canary's share", async () => {
    const { federation, runtime } = freshLoader({
      scores: { current: '1.0.0', canary: { version: '2.0.0', percent: 100 } },
    });
    serve(runtime, { [CURRENT]: { routes: {} } });
    const module = await federation.loadRemoteModule('scores', './routes');
    expect(registered(runtime)).toEqual([CURRENT]);
    expect(loadInfoOf(module)?.version).toBe('2.0.0');
  });

  it('falls back to the last version that rendered when the current one cannot be loaded, and says so', async () => {
    rememberGood('scores', '1.0.0');
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const good = { routes: {} };
    serve(runtime, { [CURRENT]: 'broken', [GOOD]: good });

    const module = await federation.loadRemoteModule('scores', './routes');
    expect(module).toBe(good);
    expect(loadInfoOf(module)).toEqual({ remote: 'scores', version: '1.0.0', fallbackFrom: '2.0.0' });
    expect(registered(runtime)).toEqual([CURRENT, GOOD]);
    expect(runtime.registerRemotes.mock.calls[1]?.[1]).toEqual({ force: true });
    expect(warn).toHaveBeenCalledWith(
      '[remote] scores 2.0.0 加载失败，已切换到上一个可用版本 1.0.0',
      expect.any(ChunkLoadError),
    );

    // The rest of the page keeps using the fallback instead of failing on the broken version again.
    const widgets = await federation.loadRemoteModule('scores', './widgets');
    expect(registered(runtime)).toEqual([CURRENT, GOOD]);
    expect(loadInfoOf(widgets)?.fallbackFrom).toBe('2.0.0');
  });

  it('does not remember or fall back for a dev server entry', async () => {
    rememberGood('scores', '1.0.0');
    const dev = 'http://localhost:8091/remoteEntry.js';
    const { federation, runtime } = freshLoader({ scores: { current: 'dev', entry: dev } });
    serve(runtime, {});
    expect(isFallbackModule(await federation.loadRemoteModule('scores', './routes'))).toBe(true);
    expect(registered(runtime)).toEqual([dev]);
  });

  it('shows the failure when there is no last-known-good version', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, {});
    const module = await federation.loadRemoteModule('scores', './routes');
    expect(isFallbackModule(module)).toBe(true);
    expect(registered(runtime)).toEqual([CURRENT]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports the original failure when the last-known-good version fails too', async () => {
    rememberGood('scores', '1.0.0');
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, {});
    const module = await federation.loadRemoteModule('scores', './routes');
    expect(isFallbackModule(module) && module.error.message).toBe(`HTTP 404 ${CURRENT}`);
  });

  it('重试 tries the registry version again', async () => {
    rememberGood('scores', '1.0.0');
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const fixed = { routes: {} };
    serve(runtime, { [CURRENT]: 'broken', [GOOD]: { routes: {} } });
    await federation.loadRemoteModule('scores', './routes');

    serve(runtime, { [CURRENT]: fixed, [GOOD]: { routes: {} } });
    await federation.reloadRemote('scores');
    const module = await federation.loadRemoteModule('scores', './routes');
    expect(module).toBe(fixed);
    expect(loadInfoOf(module)).toMatchObject({ version: '2.0.0', fallbackFrom: undefined });
  });

  it('reads the registry from the page without a request, and 重试 asks the server for a fresh one', async () => {
    inlineBlock({ remotes: { scores: { current: '2.0.0' } } });
    const { federation, runtime } = freshLoader({ scores: { current: '3.0.0' } });
    const fresh = '/remotes/scores/3.0.0/remoteEntry.js';
    serve(runtime, { [CURRENT]: { routes: {} }, [fresh]: { routes: {} } });

    const first = await federation.loadRemoteModule('scores', './routes');
    expect(global.fetch).not.toHaveBeenCalled();
    expect(loadInfoOf(first)?.version).toBe('2.0.0');

    await federation.reloadRemote('scores');
    const second = await federation.loadRemoteModule('scores', './routes');
    expect(global.fetch).toHaveBeenCalledWith(
      '/registry.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    expect(registered(runtime)).toEqual([CURRENT, fresh]);
    expect(loadInfoOf(second)?.version).toBe('3.0.0');
  });

  it("starts the first page's remote at boot, and the page's slot takes that load", async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const routes = { routes: {} };
    serve(runtime, { [CURRENT]: routes });
    federation.startRemoteLoader('/matchDetail/1/42');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_scores/routes');

    expect(await federation.loadRemoteModule('scores', './routes')).toBe(routes);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // Taken once: a later slot (a new route view) loads through the runtime again.
    await federation.loadRemoteModule('scores', './routes');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('starts nothing at boot for the shell’s own pages', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    federation.startRemoteLoader('/home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});
