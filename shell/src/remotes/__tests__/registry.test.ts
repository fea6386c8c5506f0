import { REGISTRY_ELEMENT_ID } from '@jincheng/shared';
import { RegistryError, inlineRegistry, parseRegistry, resolveRemote } from '../registry';

describe('parseRegistry', () => {
  it('reads current versions and ignores history and unknown remotes', () => {
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
      remotes: { scores: { current: 'dev', entry: 'http://localhost:8091/remoteEntry.js' } },
      loadTimeoutMs: 1500,
    });
    expect(registry.remotes.scores?.entry).toBe('http://localhost:8091/remoteEntry.js');
    expect(resolveRemote(registry, 'scores')).toMatchObject({
      entry: 'http://localhost:8091/remoteEntry.js',
      customEntry: true,
    });
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

  it('reads a canary and drops a malformed one instead of failing', () => {
    const registry = parseRegistry({
      remotes: {
        scores: { current: '1.0.0', canary: { version: '1.1.0', percent: 12.5 } },
        content: { current: '1.0.0', canary: { version: '../x', percent: 10 } },
        database: { current: '1.0.0', canary: { version: '1.1.0', percent: 140 } },
      },
    });
    expect(registry.remotes.scores?.canary).toEqual({ version: '1.1.0', percent: 12.5 });
    expect(registry.remotes.content?.canary).toBeUndefined();
    expect(registry.remotes.database?.canary).toBeUndefined();
  });

  it('ignores a nonsensical timeout', () => {
    expect(parseRegistry({ remotes: {}, loadTimeoutMs: -5 }).loadTimeoutMs).toBeUndefined();
  });

  it('reads the health sample rate when it is a share (0 < r ≤ 1)', () => {
    expect(parseRegistry({ remotes: {}, healthSampleRate: 0.1 }).healthSampleRate).toBe(0.1);
    expect(parseRegistry({ remotes: {}, healthSampleRate: 1 }).healthSampleRate).toBe(1);
    for (const wrong of [0, -1, 1.5, '0.5', null])
      expect(parseRegistry({ remotes: {}, healthSampleRate: wrong }).healthSampleRate).toBeUndefined();
  });
});

describe('resolveRemote', () => {
  const registry = parseRegistry({ remotes: { scores: { current: '1.2.0-deadbeef' } } });

  it('points at the immutable versioned entry script', () => {
    expect(resolveRemote(registry, 'scores')).toEqual({
      remote: 'scores',
      name: 'remote_scores',
      version: '1.2.0-deadbeef',
      entry: '/remotes/scores/1.2.0-deadbeef/remoteEntry.js',
      canary: false,
      customEntry: false,
    });
  });

  it('sends a visitor whose bucket is in the share to the canary, and the rest to current', () => {
    const withCanary = parseRegistry({
      remotes: { scores: { current: '1.2.0', canary: { version: '1.3.0', percent: 100 } } },
    });
    expect(resolveRemote(withCanary, 'scores', '/', { bucket: 42 })).toMatchObject({
      version: '1.3.0',
      entry: '/remotes/scores/1.3.0/remoteEntry.js',
      canary: true,
    });
    expect(resolveRemote(withCanary, 'scores').version).toBe('1.2.0');
  });

  it('resolves an explicit version (the last-known-good fallback)', () => {
    expect(resolveRemote(registry, 'scores', '/', { version: '1.1.0-cafe' }).entry).toBe(
      '/remotes/scores/1.1.0-cafe/remoteEntry.js',
    );
  });

  it('honours a base path', () => {
    expect(resolveRemote(registry, 'scores', 'https://cdn.example.com/site').entry).toBe(
      'https://cdn.example.com/site/remotes/scores/1.2.0-deadbeef/remoteEntry.js',
    );
  });

  it('refuses an explicit entry that is not a script (the runtime loads no manifests)', () => {
    const manifest = parseRegistry({
      remotes: { scores: { current: 'dev', entry: 'http://localhost:8091/mf-manifest.json' } },
    });
    expect(() => resolveRemote(manifest, 'scores')).toThrow(RegistryError);
  });

  it('fails clearly for a remote the registry does not name', () => {
    expect(() => resolveRemote(registry, 'account')).toThrow('模块清单中没有 account');
  });
});

describe('inlineRegistry', () => {
  afterEach(() => document.getElementById(REGISTRY_ELEMENT_ID)?.remove());

  function block(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = REGISTRY_ELEMENT_ID;
    script.textContent = text;
    document.head.append(script);
  }

  it("reads the registry the server put into the page's data block", () => {
    block(JSON.stringify({ remotes: { scores: { current: '1.2.0-deadbeef' } }, loadTimeoutMs: 900 }));
    expect(inlineRegistry()).toEqual({
      remotes: { scores: { current: '1.2.0-deadbeef' } },
      loadTimeoutMs: 900,
    });
  });

  it('gives nothing when the page has no block or an unreadable one', () => {
    expect(inlineRegistry()).toBeUndefined();
    block('{ not json');
    expect(inlineRegistry()).toBeUndefined();
    document.getElementById(REGISTRY_ELEMENT_ID)?.remove();
    block(JSON.stringify({ remotes: { scores: { current: '../x' } } }));
    expect(inlineRegistry()).toBeUndefined();
  });
});
