/**
 * The size budget (limits in size-budget.json, the one place they are written): what each container costs
 * (the shell's entry with the federation runtime, each remote's `remoteEntry.js`) and what each listed route
 * loads before its first screen, in gzip and Brotli bytes as the server sends them (the pre-compressed
 * `.gz`/`.br` files). Route first-loads are added up from each build's `.first-load.json`. Scripts and
 * stylesheets are counted apart: `gzip`/`brotli` limit the JavaScript, `css: { gzip, brotli }` the CSS files
 * the same load fetches (the CSS was in the JS until issue 24; counted so it is not just moved out of sight).
 * `npm run build` prints the table and fails when a limit is exceeded.
 */
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { REPORT_FILE } = require('./first-load-report-plugin');
const { browserDir } = require('./release/layout');
const { readState } = require('./release/state');

const BUDGET_FILE = path.join(__dirname, 'size-budget.json');
const ENCODINGS = [
  ['gzip', '.gz', (b) => zlib.gzipSync(b, { level: 9 })],
  [
    'brotli',
    '.br',
    (b) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  ],
];

/** Bytes of one file on the wire per encoding: its pre-compressed copy, or the file compressed now. */
function wireSize(file) {
  const sizes = {};
  for (const [name, ext, compress] of ENCODINGS) {
    sizes[name] = fs.existsSync(file + ext)
      ? fs.statSync(file + ext).size
      : compress(fs.readFileSync(file)).length;
  }
  return sizes;
}

const isCss = (file) => file.endsWith('.css');

function total(files) {
  const sum = { gzip: 0, brotli: 0 };
  for (const file of new Set(files)) {
    const size = wireSize(file);
    sum.gzip += size.gzip;
    sum.brotli += size.brotli;
  }
  return sum;
}

/** Each app's build folder (the current version of the shell and of each remote) with its first-load report. */
function readBuilds(outDir) {
  const builds = {};
  for (const [app, entry] of Object.entries(readState(outDir).apps)) {
    if (entry.current) builds[app] = { dir: browserDir(outDir, app, entry.current), version: entry.current };
  }
  builds.shell ??= { dir: path.join(outDir, 'shell') };
  for (const build of Object.values(builds)) {
    const file = path.join(build.dir, REPORT_FILE);
    build.report = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
  }
  return builds;
}

/** The files one `loads` item of a route adds: a remote's entry, its expose and the screen's chunks. */
function filesOfLoad(builds, load) {
  const build = builds[load.app];
  if (!build?.report) throw new Error(`${load.app}: no ${REPORT_FILE} in ${build?.dir ?? 'the build'}`);
  const { report } = build;
  const files = [];
  let modules = Object.keys(report.loaders);
  if (load.expose) {
    const expose = report.exposes[load.expose];
    if (!expose) throw new Error(`${load.app} does not expose ${load.expose}`);
    files.push(...report.entry, ...expose.files);
    modules = [expose.module];
  }
  const owners = modules.filter((m) => report.loaders[m]?.[load.screen]);
  if (owners.length !== 1) throw new Error(`${load.app}: no single screen "${load.screen}"`);
  files.push(...report.loaders[owners[0]][load.screen]);
  return files.map((file) => path.join(build.dir, file));
}

/** Measures every container and route named in `budget` (limits in KB); returns the rows and the failures. */
function measure(outDir, budget) {
  const builds = readBuilds(outDir);
  const rows = [];
  // `files`: scripts and stylesheets together; each kind is measured against its own limits.
  const check = (name, what, files, limitKb) => {
    const kinds = [
      ['', files.filter((f) => !isCss(f)), limitKb],
      ['CSS ', files.filter(isCss), limitKb?.css],
    ];
    const row = { name, what, size: {}, limit: {}, css: {}, cssLimit: {}, over: [] };
    for (const [kind, some, limits] of kinds) {
      const size = total(some);
      const limit = {};
      for (const k of ['gzip', 'brotli']) if (limits?.[k] !== undefined) limit[k] = limits[k] * 1024;
      Object.assign(kind ? row.css : row.size, size);
      Object.assign(kind ? row.cssLimit : row.limit, limit);
      for (const k of Object.keys(limit))
        if (size[k] > limit[k]) row.over.push({ what: `${kind}${k}`, size: size[k], limit: limit[k] });
    }
    row.files = { js: new Set(files.filter((f) => !isCss(f))).size, css: new Set(files.filter(isCss)).size };
    rows.push(row);
  };
  for (const [app, limit] of Object.entries(budget.containers)) {
    const build = builds[app];
    if (!build) {
      rows.push({ name: app, what: 'not built', error: `${app} is not in the build`, over: [] });
      continue;
    }
    const entry = build.report?.entry ?? [app === 'shell' ? 'main.js' : 'remoteEntry.js'];
    check(
      app,
      entry.filter((f) => !isCss(f)).join(' + '),
      entry.map((f) => path.join(build.dir, f)),
      limit,
    );
  }
  const shellEntry = (builds.shell.report?.entry ?? ['main.js']).map((f) => path.join(builds.shell.dir, f));
  for (const [route, { loads, ...limit }] of Object.entries(budget.routes)) {
    try {
      const files = [...shellEntry, ...loads.flatMap((load) => filesOfLoad(builds, load))];
      check(route, `first load, ${new Set(files.filter((f) => !isCss(f))).size} files`, files, limit);
    } catch (error) {
      rows.push({ name: route, what: 'not measured', error: error.message, over: [] });
    }
  }
  const failures = rows.flatMap((row) => [
    ...row.over.map((o) => `${row.name}: ${kb(o.size)} ${o.what} is over its budget of ${kb(o.limit)}`),
    ...(row.error ? [`${row.name}: ${row.error}`] : []),
  ]);
  return { rows, failures };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function formatRows(rows) {
  const lines = [
    'Size budget (webpack/size-budget.json), on the wire — JS gzip / limit, Brotli / limit; CSS the same:',
  ];
  for (const row of rows) {
    if (row.error) {
      lines.push(`  ✘ ${row.name.padEnd(9)} ${row.error}`);
      continue;
    }
    const cell = (size, limit, k) =>
      `${kb(size[k]).padStart(9)} / ${(limit[k] ? kb(limit[k]) : '—').padEnd(9)}`;
    const js = `${cell(row.size, row.limit, 'gzip')}  ${cell(row.size, row.limit, 'brotli')}`;
    const css = row.files.css
      ? `  CSS ${row.files.css}: ${cell(row.css, row.cssLimit, 'gzip')}  ${cell(row.css, row.cssLimit, 'brotli')}`
      : '';
    const mark = row.over.length ? '✘' : '✔';
    lines.push(`  ${mark} ${row.name.padEnd(9)} ${row.what.padEnd(22)} ${js}${css}`.trimEnd());
  }
  return lines.join('\n');
}

function readBudget(file = BUDGET_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The build's gate: prints the table; returns false when a limit is exceeded or a route cannot be measured. */
function checkSizeBudget(
  outDir,
  { budget = readBudget(), print = (t) => process.stdout.write(`${t}\n`) } = {},
) {
  const { rows, failures } = measure(outDir, budget);
  print(formatRows(rows));
  for (const failure of failures) print(`size budget failed: ${failure}`);
  return failures.length === 0;
}

module.exports = { checkSizeBudget, measure, formatRows, readBudget, wireSize, BUDGET_FILE };
