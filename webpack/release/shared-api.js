/**
 * The API of `@jincheng/shared` as a runtime contract. The shell provides the package as a singleton, so
 * what a remote can call is whatever the deployed shell's copy exports. This module lists the package's
 * runtime (value) exports with the TypeScript checker — types are erased and never part of the contract —
 * and keeps `shared/api.json`: the export list of the current shared version. A test fails when the list
 * changes without a new version; `npm run shared:api` writes the new list and bumps the version (minor for
 * additions, major for removals). Builds record the list: the shell what it provides, each remote what it
 * uses (shared-usage-plugin.js).
 */
const fs = require('node:fs');
const path = require('node:path');
const semver = require('semver');
const { root } = require('../apps');

const SHARED_DIR = path.join(root, 'shared');
const SNAPSHOT_FILE = path.join(SHARED_DIR, 'api.json');
const PACKAGE_FILE = path.join(SHARED_DIR, 'package.json');

/** A type-only export (`export type { X }`, `export { type X }`) anywhere along the alias chain. */
function isTypeOnly(ts, checker, symbol) {
  let current = symbol;
  for (let depth = 0; current && current.flags & ts.SymbolFlags.Alias && depth < 20; depth += 1) {
    if (
      (current.declarations ?? []).some(
        (d) => ts.isTypeOnlyImportOrExportDeclaration?.(d) || d.isTypeOnly || d.parent?.parent?.isTypeOnly,
      )
    )
      return true;
    current = checker.getImmediateAliasedSymbol(current);
  }
  return false;
}

/** The sorted runtime export names of `shared/src/index.ts` (or another entry, for tests). */
function sharedExports(entry = path.join(SHARED_DIR, 'src/index.ts')) {
  const ts = require('typescript');
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    esModuleInterop: true,
    resolveJsonModule: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(entry));
  if (!moduleSymbol) throw new Error(`${entry} is not a module`);
  const names = [];
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    if (target.flags & ts.SymbolFlags.Value && !isTypeOnly(ts, checker, symbol)) names.push(symbol.name);
  }
  return names.sort();
}

function packageVersion() {
  return JSON.parse(fs.readFileSync(PACKAGE_FILE, 'utf8')).version;
}

function readSnapshot(file = SNAPSHOT_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function diffExports(before, after) {
  const was = new Set(before);
  const now = new Set(after);
  return { added: after.filter((n) => !was.has(n)), removed: before.filter((n) => !now.has(n)) };
}

/** The version the API change needs: major when something is gone, minor when something is new. */
function nextVersion(version, { added, removed }) {
  if (removed.length) return semver.inc(version, 'major');
  if (added.length) return semver.inc(version, 'minor');
  return version;
}

/** What is out of date, as sentences (empty: the snapshot, the package version and the source agree). */
function checkSnapshot({
  exports = sharedExports(),
  snapshot = readSnapshot(),
  version = packageVersion(),
} = {}) {
  const problems = [];
  const { added, removed } = diffExports(snapshot.exports, exports);
  if (added.length || removed.length) {
    problems.push(
      `@jincheng/shared exports changed without a new version (added: ${added.join(', ') || 'none'}; ` +
        `removed: ${removed.join(', ') || 'none'}): run npm run shared:api`,
    );
  }
  if (snapshot.version !== version) {
    problems.push(
      `shared/api.json is for ${snapshot.version}, shared/package.json says ${version}: run npm run shared:api`,
    );
  }
  return problems;
}

/** Writes the new export list and bumps shared/package.json (and its lockfile entry) as the change needs. */
function updateSnapshot() {
  const exports = sharedExports();
  const snapshot = fs.existsSync(SNAPSHOT_FILE) ? readSnapshot() : { version: packageVersion(), exports };
  const diff = diffExports(snapshot.exports, exports);
  const version = nextVersion(
    semver.gt(packageVersion(), snapshot.version) ? packageVersion() : snapshot.version,
    diff,
  );
  const write = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
  write(SNAPSHOT_FILE, { version, exports });
  write(PACKAGE_FILE, { ...JSON.parse(fs.readFileSync(PACKAGE_FILE, 'utf8')), version });
  const lockFile = path.join(root, 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockFile, 'utf8'));
  if (lock.packages?.shared) {
    lock.packages.shared.version = version;
    write(lockFile, lock);
  }
  return { version, ...diff };
}

if (require.main === module) {
  const { version, added, removed } = updateSnapshot();
  process.stdout.write(
    `@jincheng/shared ${version} (added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'})\n`,
  );
}

module.exports = {
  sharedExports,
  diffExports,
  nextVersion,
  checkSnapshot,
  updateSnapshot,
  readSnapshot,
  packageVersion,
  SNAPSHOT_FILE,
};
