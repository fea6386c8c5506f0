import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkoutShellContract } = require('../release/contracts.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { recordFiles } = require('../release/integrity.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { writeState } = require('../release/state.js');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ops = require('../release/release-ops.js');

/**
 * Published versions in a temp out folder, shaped like `npm run release -- publish` leaves them (browser
 * files, mf-manifest.json, release.json with file hashes and the shared contract), for the release tests.
 */
type Contract = {
  singletons: Record<string, { version: string; requiredVersion: string }>;
  shared: { version: string; provides: string[] };
};
let checkout: Contract | undefined;
/** The checkout's shell contract (listing shared's exports takes a moment: once per test file). */
export const shellContract = (): Contract => (checkout ??= checkoutShellContract());

function writeVersion(outDir: string, folder: string, files: Record<string, string>, record: object) {
  const browser = path.join(outDir, folder, 'browser');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(browser, rel)), { recursive: true });
    fs.writeFileSync(path.join(browser, rel), text);
  }
  const release = { ...record, publishedAt: new Date().toISOString(), files: recordFiles(browser) };
  fs.writeFileSync(path.join(outDir, folder, 'release.json'), JSON.stringify(release));
}

/** A shell version; `drops` leaves shared exports out of what it provides. */
export function publishShell(outDir: string, version: string, { drops = [] as string[] } = {}) {
  const contract = shellContract();
  const provides = contract.shared.provides.filter((name) => !drops.includes(name));
  writeVersion(
    outDir,
    `shell/${version}`,
    { 'index.html': `<title>${version}</title>`, 'main.js': `/*${version}*/` },
    {
      app: 'shell',
      version,
      contract: { ...contract, shared: { ...contract.shared, provides } },
    },
  );
}

/** A remote version; `breaks` makes it need React 20, `uses` lists the shared exports its code calls. */
export function publishRemote(
  outDir: string,
  remote: string,
  version: string,
  { breaks = false, uses = ['apiClient', 'storage'] } = {},
) {
  const { singletons, shared: provided } = shellContract();
  const shared = Object.entries(singletons).map(([name, s]) => ({
    name,
    version: breaks && name === 'react' ? '20.0.0' : s.version,
    requiredVersion: breaks && name === 'react' ? '^20.0.0' : s.requiredVersion,
    singleton: true,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  }));
  const exposes = (remote === 'scores' || remote === 'content' ? ['routes', 'widgets'] : ['routes']).map(
    (name) => ({
      name,
      assets: { js: { sync: [`c/${name}.js`], async: [] }, css: { sync: [], async: [] } },
    }),
  );
  const manifest = {
    name: `remote_${remote}`,
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    shared,
    exposes,
  };
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `/*${version}*/`,
  };
  for (const expose of exposes) files[`c/${expose.name}.js`] = `/*${version} ${expose.name}*/`;
  writeVersion(outDir, `remotes/${remote}/${version}`, files, {
    app: remote,
    version,
    contract: { shared: { version: provided.version, uses } },
  });
}

/** An out folder with shell s1, scores and content 1.0.0-aaaa current (local builds) and scores 1.1.0-bbbb published. */
export function releaseFixture(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-release-'));
  publishShell(outDir, '1.0.0-s1');
  let state = { schemaVersion: 2, apps: {} };
  for (const remote of ['scores', 'content']) {
    publishRemote(outDir, remote, '1.0.0-aaaa');
    state = ops.setCurrent(state, remote, '1.0.0-aaaa', { by: 'build', why: 'local build' }, 'build');
  }
  state = ops.setCurrent(state, 'shell', '1.0.0-s1', { by: 'build', why: 'local build' }, 'build');
  writeState(outDir, state);
  publishRemote(outDir, 'scores', '1.1.0-bbbb');
  return outDir;
}
