/**
 * Records a build's side of the `@jincheng/shared` contract in `.contract.json` (a dot-file: never served;
 * the release tooling moves it into the version's release.json):
 * - a remote: which shared exports its code uses (every `import { x } from '@jincheng/shared'` that survives
 *   type erasure, re-exports included; a namespace used as a whole or a dynamic import counts as all);
 * - the shell: which exports the shared module it provides has: the package's runtime exports as the
 *   TypeScript checker lists them (shared-api.js, the same list shared/api.json keeps per version).
 * The release CLI refuses a remote whose uses the deployed shell does not provide, and a shell that drops
 * an export a current remote uses (contract-check.js).
 */
const path = require('node:path');
const { sharedExports } = require('./release/shared-api');
const { installedVersion } = require('./shared-deps');

const PACKAGE = '@jincheng/shared';
const CONTRACT_ASSET = '.contract.json';

/** Every dependency of a module, its async blocks included. */
function* dependenciesOf(block) {
  yield* block.dependencies ?? [];
  for (const child of block.blocks ?? []) yield* dependenciesOf(child);
}

/**
 * The export names the given modules import from the shared package; '*' for "all of it". Read when the
 * modules are finished, before module concatenation folds them together.
 */
function usedExports(modules) {
  const used = new Set();
  for (const module of modules) {
    const resource = module.resource ?? '';
    if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
    for (const dep of dependenciesOf(module)) {
      if (dep.request !== PACKAGE) continue;
      const type = dep.constructor?.name ?? '';
      if (type === 'HarmonyImportSideEffectDependency') continue;
      if (
        type === 'HarmonyImportSpecifierDependency' ||
        type === 'HarmonyExportImportedSpecifierDependency'
      ) {
        const [name] = dep.ids ?? [];
        used.add(name ?? '*');
      } else {
        used.add('*');
      }
    }
  }
  return [...used].sort();
}

class SharedUsagePlugin {
  /** @param {{ kind: 'host' | 'remote' }} options */
  constructor({ kind }) {
    this.kind = kind;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedUsagePlugin', (compilation) => {
      let uses = [];
      compilation.hooks.finishModules.tap('SharedUsagePlugin', (modules) => {
        if (this.kind !== 'host') uses = usedExports(modules);
      });
      compilation.hooks.processAssets.tap(
        { name: 'SharedUsagePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const version = installedVersion(PACKAGE);
          const shared = this.kind === 'host' ? { version, provides: sharedExports() } : { version, uses };
          compilation.emitAsset(
            CONTRACT_ASSET,
            new compiler.webpack.sources.RawSource(`${JSON.stringify({ shared }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedUsagePlugin, CONTRACT_ASSET, PACKAGE, usedExports };
