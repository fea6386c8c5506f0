import { isFallbackModule } from '../fallback-module';
import { shellRuntimePlugin } from '../runtime-plugin';

type Hooks = Required<ReturnType<typeof shellRuntimePlugin>>;
// Each remote may have its own timeout: the plugin asks by the entry's URL.
const plugin = shellRuntimePlugin({ timeoutMs: (url) => (url.includes('/scores/') ? 1234 : 99) }) as Hooks;
// The hooks' parameter types come from the federation runtime; tests pass just what the plugin reads.
const call = <K extends keyof Hooks>(hook: K, ...args: unknown[]) =>
  (plugin[hook] as unknown as (...a: unknown[]) => unknown)(...args);

describe('shell runtime plugin', () => {
  it('turns a failed remote load into a fallback module carrying a ChunkLoadError', async () => {
    const result = await call('errorLoadRemote', {
      id: 'remote_scores/routes',
      error: new Error('ScriptNetworkError'),
      lifecycle: 'onLoad',
    });
    expect(isFallbackModule(result)).toBe(true);
    const { error } = result as { error: Error };
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toContain('remote_scores');
  });

  it.each(['afterResolve', 'beforeRequest', 'beforeLoadShare'])(
    'returns nothing for lifecycle %s',
    async (lifecycle) => {
      expect(await call('errorLoadRemote', { id: 'x', error: new Error('x'), lifecycle })).toBeUndefined();
    },
  );

  it('has no manifest fetch hook: remotes are registered by their entry script', () => {
    expect('fetch' in plugin).toBe(false);
  });

  it('gives the remote entry script the configured timeout instead of the runtime default', () => {
    const result = call('createScript', { url: '/remotes/scores/1/remoteEntry.js' }) as {
      script: HTMLScriptElement;
      timeout: number;
    };
    expect(result.timeout).toBe(1234);
    expect(result.script.src).toContain('/remotes/scores/1/remoteEntry.js');
  });
});
