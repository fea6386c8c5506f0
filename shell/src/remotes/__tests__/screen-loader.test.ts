import { storage } from '@jincheng/shared';
import { ChunkLoadError } from '../chunk-load-error';
import { rememberGood } from '../last-known-good';
import { entryOf, freshLoader, pickMatch, registered, routes, serve } from './loader-harness';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

let warn: jest.SpyInstance;
beforeEach(() => {
  storage.remove('lastKnownGood');
  storage.remove('canaryBucket');
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const V1 = entryOf('1.0.0');
const V2 = entryOf('2.0.0');
const V3 = entryOf('3.0.0');

describe('which version a slot shows', () => {
  it('shows the current version and says which version it is', async () => {
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    serve(runtime, { [V2]: routes('v2') });
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect((result.screen?.default as () => string)()).toBe('v2');
    expect(result.info).toEqual({ remote: 'scores', version: '2.0.0', fallbackFrom: undefined });
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to the last version that rendered in this browser when the current entry fails, and says so', async () => {
    rememberGood('scores', '1.0.0');
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, { [V2]: 'broken', [V1]: routes('v1') });
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(result.info).toEqual({ remote: 'scores', version: '1.0.0', fallbackFrom: '2.0.0' });
    expect(warn).toHaveBeenCalledWith(
      '[remote] scores 2.0.0 加载失败，已切换到上一个可用版本 1.0.0',
      expect.any(ChunkLoadError),
    );
    // The rest of the page keeps to the fallback instead of failing on the broken version again.
    await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(registered(runtime)).toEqual([V2, V1]);
  });

  it("gives a first-time visitor (nothing remembered) the registry's previous good version", async () => {
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    serve(runtime, { [V2]: 'broken', [V1]: routes('v1') });
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(result.info).toMatchObject({ version: '1.0.0', fallbackFrom: '2.0.0' });
  });

  it("falls back when the screen's own chunk fails twice, but not when the second try works", async () => {
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    const v2 = routes('chunk-fails');
    serve(runtime, { [V2]: v2, [V1]: routes('v1') });
    const fell = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(v2.routes['/match']).toHaveBeenCalledTimes(2);
    expect(fell.info).toMatchObject({ version: '1.0.0', fallbackFrom: '2.0.0' });

    const again = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    const flaky = routes('v2');
    flaky.routes['/match'].mockRejectedValueOnce(new Error('Loading chunk 7 failed.'));
    serve(again.runtime, { [V2]: flaky, [V1]: routes('v1') });
    const stayed = await again.screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(stayed.info).toMatchObject({ version: '2.0.0', fallbackFrom: undefined });
  });

  it('falls back from a broken canary to the current version', async () => {
    storage.set('canaryBucket', '0');
    const { screens, runtime } = freshLoader({
      scores: { current: '2.0.0', canary: { version: '3.0.0', percent: 100 } },
    });
    serve(runtime, { [V3]: 'broken', [V2]: routes('v2') });
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(result.info).toMatchObject({ version: '2.0.0', fallbackFrom: '3.0.0' });
  });

  it('shows the first failure when no version works, and the next slot starts from the top again', async () => {
    rememberGood('scores', '1.0.0');
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    serve(runtime, {});
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(result.error?.message).toBe(`HTTP 404 ${V2}`);
    serve(runtime, { [V2]: routes('v2') });
    expect((await screens.loadRemoteScreen('scores', './routes', pickMatch)).info?.version).toBe('2.0.0');
  });

  it('does not fall back from a dev server entry', async () => {
    rememberGood('scores', '1.0.0');
    const dev = 'http://localhost:8091/remoteEntry.js';
    const { screens, runtime } = freshLoader({ scores: { current: 'dev', entry: dev, previous: '1.0.0' } });
    serve(runtime, {});
    expect((await screens.loadRemoteScreen('scores', './routes', pickMatch)).error).toBeInstanceOf(
      ChunkLoadError,
    );
    expect(registered(runtime)).toEqual([dev]);
  });

  it('skips a version whose screen crashed when another is there, else keeps it for one more try', async () => {
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    serve(runtime, { [V2]: routes('v2'), [V1]: routes('v1') });
    await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(screens.renderFailed('scores', '2.0.0')).toBe(true);
    expect((await screens.loadRemoteScreen('scores', './routes', pickMatch)).info).toMatchObject({
      version: '1.0.0',
      fallbackFrom: '2.0.0',
    });
    expect(screens.renderFailed('scores', '1.0.0')).toBe(false);

    // 重试 tries the registry's version again.
    await screens.retryRemote('scores');
    expect((await screens.loadRemoteScreen('scores', './routes', pickMatch)).info?.version).toBe('2.0.0');
  });
});

describe('health beacons of the loader', () => {
  it('reports each version that failed to load and the fallback from the registry version', async () => {
    const { screens, runtime, health } = freshLoader({ scores: { current: '2.0.0', previous: '1.0.0' } });
    const report = jest.spyOn(health, 'reportHealth').mockImplementation(() => undefined);
    serve(runtime, { [V2]: 'broken', [V1]: routes('v1') });
    await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(report.mock.calls).toEqual([
      ['scores', '2.0.0', 'load-fail'],
      ['scores', '2.0.0', 'fallback'],
    ]);
  });

  it('reports nothing for a dev server entry', async () => {
    const dev = 'http://localhost:8091/remoteEntry.js';
    const { screens, runtime, health } = freshLoader({ scores: { current: 'dev', entry: dev } });
    const report = jest.spyOn(health, 'reportHealth').mockImplementation(() => undefined);
    serve(runtime, {});
    await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('versions the page marks broken (the server did not render them)', () => {
  it('skips them at once: no request for the broken version, the fallback and one load-fail reported', async () => {
    const { screens, runtime, health } = freshLoader({
      scores: { current: '2.0.0', previous: '1.0.0', broken: ['2.0.0'] },
    });
    const report = jest.spyOn(health, 'reportHealth').mockImplementation(() => undefined);
    serve(runtime, { [V2]: routes('v2'), [V1]: routes('v1') });
    const first = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(first.info).toEqual({ remote: 'scores', version: '1.0.0', fallbackFrom: '2.0.0' });
    await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(registered(runtime)).toEqual([V1]);
    expect(report.mock.calls).toEqual([
      ['scores', '2.0.0', 'load-fail'],
      ['scores', '2.0.0', 'fallback'],
      ['scores', '2.0.0', 'fallback'],
    ]);
  });

  it("starts on the server's choice (previous) before this browser's last-known-good version", async () => {
    rememberGood('scores', '0.9.0');
    const { screens, runtime } = freshLoader({
      scores: { current: '2.0.0', previous: '1.0.0', broken: ['2.0.0'] },
    });
    serve(runtime, { [entryOf('0.9.0')]: routes('v0.9'), [V1]: routes('v1') });
    expect((await screens.loadRemoteScreen('scores', './routes', pickMatch)).info?.version).toBe('1.0.0');
    expect(registered(runtime)).toEqual([V1]);
  });

  it('a broken canary: the current version, reported as the fallback from the canary', async () => {
    storage.set('canaryBucket', '0');
    const { screens, runtime } = freshLoader({
      scores: { current: '2.0.0', canary: { version: '3.0.0', percent: 100 }, broken: ['3.0.0'] },
    });
    serve(runtime, { [V3]: routes('v3'), [V2]: routes('v2') });
    const result = await screens.loadRemoteScreen('scores', './routes', pickMatch);
    expect(result.info).toMatchObject({ version: '2.0.0', fallbackFrom: '3.0.0' });
    expect(registered(runtime)).toEqual([V2]);
  });
});

describe('the tasks a slot takes', () => {
  it("evaluates each slot's screen in a task after the expose's, not all of them in the expose's task", async () => {
    const { screens, runtime } = freshLoader({ scores: { current: '2.0.0' } });
    const served = routes('v2');
    serve(runtime, { [V2]: served });
    // Two slots of the same remote (the home page's widgets) waiting for the same expose.
    const first = screens.loadRemoteScreen('scores', './routes', pickMatch);
    const second = screens.loadRemoteScreen('scores', './routes', pickMatch);
    // Everything the expose's promise settles runs now: neither screen's module is evaluated yet.
    for (let i = 0; i < 50; i += 1) await Promise.resolve();
    expect(served.routes['/match']).not.toHaveBeenCalled();
    await Promise.all([first, second]);
    expect(served.routes['/match']).toHaveBeenCalledTimes(2);
  });
});
