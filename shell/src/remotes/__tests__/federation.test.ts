import { REGISTRY_ELEMENT_ID, storage } from '@jincheng/shared';
import { isFallbackModule } from '../fallback-module';
import { entryOf, freshLoader, registered, serve } from './loader-harness';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({
  RetryPlugin: jest.fn((options: unknown) => ({ name: 'retry-plugin', options })),
}));

const CURRENT = entryOf('2.0.0');

beforeEach(() => {
  storage.remove('lastKnownGood');
  storage.remove('canaryBucket');
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

describe('federation runtime access', () => {
  it('loads the registry version of an expose by its remoteEntry.js', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const module = { routes: {} };
    serve(runtime, { [CURRENT]: module });
    expect(await federation.loadVersion('scores', undefined, './routes')).toBe(module);
    expect(registered(runtime)).toEqual([CURRENT]);
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_scores/routes');
  });

  it('installs the failure policy and the official retry plugin (one more try) at boot', () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    federation.startRemoteLoader('/home');
    const plugins = runtime.registerPlugins.mock.calls[0]?.[0] as { name: string; options?: unknown }[];
    expect(plugins.map((p) => p.name)).toEqual(['jincheng-shell-failure-policy', 'retry-plugin']);
    expect(plugins[1]?.options).toEqual({ script: { retryTimes: 1, retryDelay: 300 } });
  });

  it('turns a failed load into a fallback module, never an exception', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, {});
    expect(isFallbackModule(await federation.loadVersion('scores', '2.0.0', './routes'))).toBe(true);
  });

  it('reads the registry from the page without a request; 重试 asks the server and loads past the cache', async () => {
    inlineBlock({ remotes: { scores: { current: '2.0.0' } } });
    const { federation, runtime } = freshLoader({ scores: { current: '3.0.0' } });
    serve(runtime, { [CURRENT]: { routes: {} }, [entryOf('3.0.0')]: { routes: {} } });
    await federation.loadVersion('scores', undefined, './routes');
    expect(global.fetch).not.toHaveBeenCalled();

    await federation.reloadRemote('scores');
    expect(global.fetch).toHaveBeenCalledWith(
      '/registry.json',
      expect.objectContaining({ cache: 'no-cache' }),
    );
    // A browser that cached a broken entry gets a fresh one: the retry carries a query.
    expect(registered(runtime)).toEqual([CURRENT, `${entryOf('3.0.0')}?retry=1`]);
    expect(runtime.registerRemotes.mock.calls[1]?.[1]).toEqual({ force: true });
  });

  it("starts the first page's remote at boot, and the page's slot takes that load", async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const module = { routes: {} };
    serve(runtime, { [CURRENT]: module });
    federation.startRemoteLoader('/matchDetail/1/42');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).toHaveBeenCalledWith('remote_scores/routes');
    expect(await federation.loadVersion('scores', '2.0.0', './routes')).toBe(module);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    // Taken once: a later slot (a new route view) loads through the runtime again.
    await federation.loadVersion('scores', '2.0.0', './routes');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('starts nothing at boot for the shell’s own pages', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    federation.startRemoteLoader('/home');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });

  it('shares one load among slots that ask for the same expose while it is under way, failure included', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, {});
    const results = await Promise.all(
      [1, 2, 3].map(() => federation.loadVersion('scores', '2.0.0', './widgets')),
    );
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(results.every((r) => isFallbackModule(r))).toBe(true);
    // Settled: the next ask (重试, a new slot) loads again.
    await federation.loadVersion('scores', '2.0.0', './widgets');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('lets loads of one remote take turns, so a version switch never pulls a container from under a load', async () => {
    const { federation, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const order: string[] = [];
    runtime.registerRemotes.mockImplementation((list: { entry: string }[]) =>
      order.push(`register ${list[0]?.entry}`),
    );
    runtime.loadRemote.mockImplementation(async (id: string) => {
      order.push(`start ${id}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${id}`);
      return {};
    });
    await Promise.all([
      federation.loadVersion('scores', '2.0.0', './routes'),
      federation.loadVersion('scores', '1.0.0', './widgets'),
    ]);
    expect(order).toEqual([
      `register ${CURRENT}`,
      'start remote_scores/routes',
      'end remote_scores/routes',
      `register ${entryOf('1.0.0')}`,
      'start remote_scores/widgets',
      'end remote_scores/widgets',
    ]);
  });
});
