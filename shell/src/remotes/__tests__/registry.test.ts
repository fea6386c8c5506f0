import { RegistryError, parseRegistry, resolveRemote } from '../registry';

describe('parseRegistry', () => {
  it('reads current versions and ignores history, canary and unknown remotes', () => {
    const registry = parseRegistry({
      schemaVersion: 1,
      remotes: {
        scores: { current: '1.0.0-abc123', history: [{ version: '1.0.0-abc123' }] },
        content: { current: '2.1.0' },
        mystery: { current: '9.9.9' },
      },
    });
    expect(registry.remotes).toEqual({ scores: { current: '1.0.0-abc123' }, content: { current: '2.1.0' } });
  });

  it('keeps an explicit entry URL (dev servers) and a load timeout', () => {
    const registry = parseRegistry({
      remotes: { scores: { current: 'dev', entry: 'http://localhost:8091/mf-manifest.json' } },
      loadTimeoutMs: 1500,
    });
    expect(registry.remotes.scores?.entry).toBe('http://localhost:8091/mf-manifest.json');
    expect(registry.loadTimeoutMs).toBe(1500);
  });

  it.each([
    ['not an object', 'nope'],
    ['no remotes', {}],
    ['remotes is an array', { remotes: [] }],
    ['version missing', { remotes: { scores: {} } }],
    ['version with a path', { remotes: { scores: { current: '../../etc' } } }],
    ['version not a string', { remotes: { scores: { current: 3 } } }],
  ])('refuses a registry with %s', (_label, json) => {
    expect(() => parseRegistry(json)).toThrow(RegistryError);
  });

  it('ignores a nonsensical timeout', () => {
    expect(parseRegistry({ remotes: {}, loadTimeoutMs: -5 }).loadTimeoutMs).toBeUndefined();
  });
});

describe('resolveRemote', () => {
  const registry = parseRegistry({ remotes: { scores: { current: '1.2.0-deadbeef' } } });

  it('points at the immutable versioned manifest', () => {
    expect(resolveRemote(registry, 'scores')).toEqual({
      remote: 'scores',
      name: 'remote_scores',
      version: '1.2.0-deadbeef',
      entry: '/remotes/scores/1.2.0-deadbeef/mf-manifest.json',
    });
  });

  it('honours a base path', () => {
    expect(resolveRemote(registry, 'scores', 'https://cdn.example.com/site').entry).toBe(
      'https://cdn.example.com/site/remotes/scores/1.2.0-deadbeef/mf-manifest.json',
    );
  });

  it('fails clearly for a remote the registry does not name', () => {
    expect(() => resolveRemote(registry, 'account')).toThrow('模块清单中没有 account');
  });
});
