import { REQUIRED_EXPOSES as SHARED_REQUIRED_EXPOSES } from '@jincheng/shared/core';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkContract } = require('../release/contract-check.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkoutShellContract, REQUIRED_EXPOSES } = require('../release/contracts.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SINGLETONS } = require('../shared-deps.js');

type Shared = { name: string; version: string; requiredVersion: string; singleton: boolean };

const shell = {
  exposes: REQUIRED_EXPOSES,
  shared: { version: '1.1.0', provides: ['apiClient', 'storage', 'toast'] },
  singletons: {
    react: { version: '19.3.1', requiredVersion: '^19.3.0' },
    'react-dom': { version: '19.3.1', requiredVersion: '^19.3.0' },
    'react-router-dom': { version: '7.18.5', requiredVersion: '^7.18.0' },
    jotai: { version: '2.20.3', requiredVersion: '^2.20.0' },
    '@jincheng/shared': { version: '1.0.0', requiredVersion: '^1.0.0' },
  },
};

/** A manifest shaped like the ones the federation plugin writes. */
function manifest({
  name = 'remote_scores',
  exposes = ['routes', 'widgets'],
  shared = {} as Record<string, Partial<Shared>>,
} = {}) {
  const base: Record<string, Shared> = {
    react: { name: 'react', version: '19.3.1', requiredVersion: '^19.3.0', singleton: true },
    jotai: { name: 'jotai', version: '2.20.3', requiredVersion: '^2.20.0', singleton: true },
    '@jincheng/shared': {
      name: '@jincheng/shared',
      version: '1.0.0',
      requiredVersion: '^1.0.0',
      singleton: true,
    },
    'react-router-dom': {
      name: 'react-router-dom',
      version: '7.18.5',
      requiredVersion: '^7.18.0',
      singleton: true,
    },
  };
  for (const [key, patch] of Object.entries(shared))
    base[key] = { ...base[key], name: key, ...patch } as Shared;
  return {
    name,
    exposes: exposes.map((e) => ({ id: `${name}:${e}`, name: e })),
    shared: Object.values(base),
  };
}

describe('contract check', () => {
  it('accepts a remote built against the same singletons that exposes what the shell loads', () => {
    expect(checkContract({ remote: 'scores', manifest: manifest(), shell })).toEqual([]);
  });

  it('accepts a newer compatible minor on either side and a remote that does not use a singleton', () => {
    const m = manifest({ shared: { react: { version: '19.4.0', requiredVersion: '^19.3.0' } } });
    m.shared = m.shared.filter((s) => s.name !== 'jotai');
    expect(checkContract({ remote: 'scores', manifest: m, shell })).toEqual([]);
  });

  it('refuses a remote that does not expose the home widgets', () => {
    expect(checkContract({ remote: 'scores', manifest: manifest({ exposes: ['routes'] }), shell })).toEqual([
      'does not expose ./widgets, which the shell loads (exposes: ./routes)',
    ]);
  });

  it('refuses a remote without ./routes', () => {
    const conflicts = checkContract({
      remote: 'database',
      manifest: manifest({ name: 'remote_database', exposes: ['screens'] }),
      shell,
    });
    expect(conflicts).toEqual(['does not expose ./routes, which the shell loads (exposes: ./screens)']);
  });

  it('refuses a build of another remote', () => {
    expect(checkContract({ remote: 'content', manifest: manifest(), shell })).toContain(
      'container is "remote_scores", expected "remote_content" (built from another remote?)',
    );
  });

  it('refuses a remote that needs a newer React than the shell provides', () => {
    const m = manifest({ shared: { react: { version: '19.5.0', requiredVersion: '^19.5.0' } } });
    expect(checkContract({ remote: 'scores', manifest: m, shell })).toEqual([
      'react: the remote requires ^19.5.0, the shell provides 19.3.1',
    ]);
  });

  it('refuses a remote built with another major of a singleton', () => {
    const m = manifest({ shared: { 'react-router-dom': { version: '6.30.0', requiredVersion: '^6.30.0' } } });
    expect(checkContract({ remote: 'scores', manifest: m, shell })).toEqual([
      'react-router-dom: the remote requires ^6.30.0, the shell provides 7.18.5',
      'react-router-dom: the remote was built with 6.30.0, the shell requires ^7.18.0',
    ]);
  });

  it('refuses a singleton shared without singleton: true', () => {
    const m = manifest({ shared: { jotai: { singleton: false } } });
    expect(checkContract({ remote: 'scores', manifest: m, shell })).toEqual([
      'jotai is shared without singleton: the remote could load a second copy',
    ]);
  });

  it('refuses something that is not a manifest', () => {
    expect(checkContract({ remote: 'scores', manifest: null, shell })).toEqual([
      'mf-manifest.json is not a JSON object',
    ]);
  });

  it("knows the shell's exposes, singletons and shared exports as the checkout defines them", () => {
    expect(REQUIRED_EXPOSES).toEqual(SHARED_REQUIRED_EXPOSES);
    const contract = checkoutShellContract();
    // Data-driven: a singleton added to webpack/shared-deps.js is checked with no change here.
    expect(Object.keys(contract.singletons)).toEqual(expect.arrayContaining(SINGLETONS));
    for (const name of SINGLETONS) {
      expect(contract.singletons[name]).toEqual({
        version: expect.any(String),
        requiredVersion: expect.stringMatching(/^\^/),
      });
    }
    expect(contract.shared.provides).toEqual(expect.arrayContaining(['apiClient', 'storage', 'ROUTES']));
  }, 30_000);

  it("refuses a remote that uses a shared export the shell's shared does not have, naming it", () => {
    const contract = { shared: { version: '1.2.0', uses: ['apiClient', 'auditBadge', 'storage'] } };
    const m = manifest({ shared: { '@jincheng/shared': { version: '1.2.0', requiredVersion: '^1.2.0' } } });
    expect(checkContract({ remote: 'scores', manifest: m, contract, shell })).toEqual([
      "@jincheng/shared: uses auditBadge, which the shell's shared 1.1.0 does not export (the remote was built with shared 1.2.0)",
    ]);
  });

  it('accepts a remote built against a newer shared when it uses only exports the shell has', () => {
    const contract = { shared: { version: '1.2.0', uses: ['apiClient', 'toast'] } };
    const m = manifest({ shared: { '@jincheng/shared': { version: '1.2.0', requiredVersion: '^1.2.0' } } });
    expect(checkContract({ remote: 'scores', manifest: m, contract, shell })).toEqual([]);
  });

  it('falls back to the version ranges for shared when a build recorded no export list', () => {
    const m = manifest({ shared: { '@jincheng/shared': { version: '1.2.0', requiredVersion: '^1.2.0' } } });
    expect(checkContract({ remote: 'scores', manifest: m, contract: {}, shell })).toEqual([
      '@jincheng/shared: the remote requires ^1.2.0, the shell provides 1.0.0',
    ]);
  });

  it('orders pre-release versions as semver does (rc.10 comes after rc.9)', () => {
    const react = { version: '20.0.0-rc.10', requiredVersion: '>=20.0.0-rc.9' };
    const rc = { ...shell, singletons: { ...shell.singletons, react } };
    const newer = manifest({
      shared: { react: { version: '20.0.0-rc.10', requiredVersion: '>=20.0.0-rc.9' } },
    });
    expect(checkContract({ remote: 'scores', manifest: newer, shell: rc })).toEqual([]);
    const ahead = manifest({
      shared: { react: { version: '20.0.0-rc.11', requiredVersion: '>=20.0.0-rc.11' } },
    });
    expect(checkContract({ remote: 'scores', manifest: ahead, shell: rc })).toEqual([
      'react: the remote requires >=20.0.0-rc.11, the shell provides 20.0.0-rc.10',
    ]);
  });
});
