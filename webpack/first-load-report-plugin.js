/**
 * Writes `.first-load.json` into every production build folder: which files a page needs from this build,
 * scripts and stylesheets (an async chunk's CSS is loaded before the chunk runs, so it is part of the wait).
 * - `entry`: the files that load first (the shell's entry, or a remote's `remoteEntry.js`);
 * - `exposes`: per exposed name, its module and the files `loadRemote` fetches for it;
 * - `loaders`: per module that maps keys to lazy screens (`'/match': { screen: () => import('./…') }`, the
 *   shape of a remote's `routes`/`widgets`, or `'/': () => import('./…')`, the shell's own screens), per
 *   key, the files that screen needs.
 * The size budget (size-budget.js) adds these up per route. The dot keeps the file off the web server.
 */
const fs = require('node:fs');
const path = require('node:path');

const REPORT_FILE = '.first-load.json';
/**
 * `'key': () => import('request')`, `key: () => import('request')` or the route object form
 * `'key': { screen: () => import('request'), prefetch }` — one lazy screen per key.
 */
const LOADER =
  /(?:['"]([^'"]+)['"]|([A-Za-z_$][\w$]*))\s*:\s*(?:\{\s*screen\s*:\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

function loaderKeys(resource) {
  const keys = new Map();
  const source = fs.readFileSync(resource, 'utf8');
  for (const [, quoted, bare, request] of source.matchAll(LOADER)) {
    keys.set(request, [...(keys.get(request) ?? []), quoted ?? bare]);
  }
  return keys;
}

function groupFiles(group) {
  const files = new Set();
  for (const chunk of group.chunks)
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
  return [...files].sort();
}

function buildReport(compilation, context) {
  const report = { entry: [], exposes: {}, loaders: {} };
  for (const entrypoint of compilation.entrypoints.values()) report.entry.push(...groupFiles(entrypoint));
  report.entry = [...new Set(report.entry)].sort();
  const keysByModule = new Map();
  for (const group of compilation.chunkGroups) {
    if (compilation.entrypoints.has(group.name)) continue;
    for (const origin of group.origins) {
      const resource = origin.module?.resource;
      // The federation container entry (it carries the exposes): each async group is one exposed module.
      if (Array.isArray(origin.module?._exposes)) {
        const expose = exposeOf(origin.module, origin.request, context);
        report.exposes[expose.name] = { module: expose.module, files: groupFiles(group) };
        continue;
      }
      if (!resource || resource.includes('node_modules')) continue;
      if (!keysByModule.has(resource)) keysByModule.set(resource, loaderKeys(resource));
      const keys = keysByModule.get(resource).get(origin.request) ?? [];
      const name = path.relative(context, resource).split(path.sep).join('/');
      for (const key of keys) (report.loaders[name] ??= {})[key] = groupFiles(group);
    }
  }
  return report;
}

/** The exposed name (`./routes`) and its module (`src/routes.ts`) for an expose request. */
function exposeOf(containerModule, request, context) {
  const module = path.relative(context, path.resolve(context, request)).split(path.sep).join('/');
  for (const [name, options] of containerModule._exposes ?? []) {
    if (options.import.includes(request)) return { name, module };
  }
  return { name: request, module };
}

class FirstLoadReportPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadReportPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstLoadReportPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const report = buildReport(compilation, compiler.context);
          compilation.emitAsset(
            REPORT_FILE,
            new compiler.webpack.sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FirstLoadReportPlugin, REPORT_FILE, LOADER };
