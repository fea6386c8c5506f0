// Flat config: typescript-eslint, React hooks, import cycles, and the import boundaries of DESIGN.md.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const importX = require('eslint-plugin-import-x');
const { createTypeScriptImportResolver } = require('eslint-import-resolver-typescript');
const globals = require('globals');
const { boundaryRules } = require('./lint/boundaries');

const fs = require('node:fs');
const path = require('node:path');
const { workspaces: WORKSPACES } = require('./package.json');

const REMOTES = ['remote-scores', 'remote-content', 'remote-database', 'remote-account'];
const APPS = ['shell', ...REMOTES];
const TOOLING = ['server', 'e2e', 'webpack', 'scripts', 'bench', 'jest', 'types', 'lint'];

const REMOTE_MESSAGE =
  'A remote reaches other apps only through @jincheng/shared or by URL (DESIGN.md: imports flow one way).';
const SHARED_SRC_MESSAGE =
  'Import @jincheng/shared (browser code) or @jincheng/shared/core (Node code), never shared/src by path.';
const JOTAI_MESSAGE = "jotai is imported in one module per app: use the app's src/lib/app-jotai.ts.";
const JOTAI = { name: 'jotai', package: true, message: JOTAI_MESSAGE };
const SHARED_SRC = { name: 'shared/src', message: SHARED_SRC_MESSAGE };

const scriptsAndConfigs = ['**/*.{js,mjs,cjs}'];
const APP_JOTAI = 'src/lib/app-jotai.ts';

/**
 * An app's boundary; besides, jotai is imported in one module per app (excalidraw's app-jotai.ts: the jotai
 * API the app uses and its own atoms), and `shared` holds the atoms several apps read.
 */
function appBoundary(app, forbidden) {
  return [
    boundaryRules({
      files: [`${app}/**/*.{ts,tsx}`],
      ignores: [`${app}/${APP_JOTAI}`],
      forbidden: [...forbidden, JOTAI],
    }),
    boundaryRules({ files: [`${app}/${APP_JOTAI}`], forbidden }),
  ];
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist-monolith/**',
      'server/build/**',
      '.cache/**',
      'reports/**',
      'test-results/**',
      'bench/results/**',
      '.data/**',
      // Lint fixtures: snippets the lint tests feed to ESLint on purpose.
      'scripts/__tests__/fixtures/**',
      // Bundled by npm run build:sw from server/src/static/pwa-worker/ (linted there).
      'server/public/pwa/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // Remote screens are React.lazy components made per load attempt (a retry must not reuse a cached
      // failure), memoised by remote and attempt: exactly the pattern this rule forbids in general.
      'react-hooks/static-components': 'off',
    },
  },
  {
    // A source file stays small enough to read whole: at most 250 lines of code (blank lines and comments do
    // not count). Tests and test helpers may be longer (one file per subject). Split a file that outgrows it
    // into cohesive modules rather than exempting it; an exemption carries a one-line reason.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['**/__tests__/**', '**/test-utils/**', '**/*.test.{ts,tsx}', 'server/test/**', 'e2e/**'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: scriptsAndConfigs,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // No import cycles (STYLE: "no cycles"), through static and dynamic imports and require(); type-only
    // imports are erased and do not count.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependencies' parsers and extensions from import-x's TypeScript preset; the resolver below.
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, commonjs: true }] },
  },
  // Every package a workspace imports is declared in its package.json, or (tooling and test libraries) in the
  // root's; folders that are no workspace (e2e, scripts, bench, jest) use the root's.
  ...WORKSPACES.map((dir) => ({
    files: [`${dir}/**/*.{ts,tsx,js,mjs,cjs}`],
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { packageDir: [path.join(__dirname, dir), __dirname], includeTypes: false },
      ],
    },
  })),
  {
    files: TOOLING.filter((dir) => !WORKSPACES.includes(dir)).map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`),
    rules: {
      'import-x/no-extraneous-dependencies': ['error', { packageDir: __dirname, includeTypes: false }],
    },
  },
  // Where each part may import from, for `import`, `export … from`, `import()`, `require()` and jest.mock().
  ...REMOTES.flatMap((remote) =>
    appBoundary(remote, [
      ...APPS.filter((app) => app !== remote).map((name) => ({ name, message: REMOTE_MESSAGE })),
      SHARED_SRC,
    ]),
  ),
  ...appBoundary('shell', [
    ...REMOTES.map((name) => ({ name, message: 'The shell loads remotes at run time, never by import.' })),
    SHARED_SRC,
  ]),
  boundaryRules({
    files: ['shared/**/*.{ts,tsx}'],
    forbidden: APPS.map((name) => ({ name, message: '`shared` imports no app.' })),
  }),
  boundaryRules({
    files: TOOLING.map((dir) => `${dir}/**/*.{ts,tsx,js,mjs,cjs}`),
    forbidden: [SHARED_SRC],
  }),
  e2eOnPinnedClock(),
  ...APPS.map(featureBoundary),
  ...APPS.map(sharedFoldersBoundary),
  sportReadPathBoundary(),
);

/**
 * A feature (`<app>/src/features/<feature>/…`) imports shared code (`@jincheng/shared`, the app's `lib/`,
 * `components/`, `api/`, `hooks/` …) and its own files, never another feature: what two features share moves
 * to the app's `lib/` or `components/` (docs/architecture.md, "Folders"). One zone per feature, read from disk.
 */
function featureBoundary(app) {
  const root = path.join(__dirname, app, 'src', 'features');
  const features = fs.existsSync(root)
    ? fs.readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return {
    files: [`${app}/src/features/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: features.map(({ name }) => ({
            target: `./${app}/src/features/${name}`,
            from: `./${app}/src/features`,
            except: [`./${name}`],
            message: `features/${name} imports another feature: what two features share moves to src/lib/ or src/components/.`,
          })),
        },
      ],
    },
  };
}

/**
 * The sport read path (server/src/sport/repo and routes) shows stored facts: it imports neither the simulator
 * (engine/), the seed (seed/) nor the importer of past seasons (history/). A live or upcoming match comes
 * through the provider of the present (`ctx.scripts.present`, facts/match-records.ts). The files listed in
 * `ignores` still read a provider module directly; each leaves the list when it moves off (README, data).
 */
function sportReadPathBoundary() {
  const from = ['engine', 'seed', 'history'].map((dir) => `./server/src/sport/${dir}`);
  return {
    files: ['server/src/sport/repo/**/*.ts', 'server/src/sport/routes/**/*.ts'],
    ignores: [
      'server/src/sport/repo/career.ts',
      'server/src/sport/repo/leaders.ts',
      'server/src/sport/repo/player-lines.ts',
      'server/src/sport/repo/standings.ts',
    ],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: ['repo', 'routes'].map((dir) => ({
            target: `./server/src/sport/${dir}`,
            from,
            message: `sport/${dir} reads stored facts: it imports no provider module (engine/, seed/, history/); move a pure helper to a neutral module (facts/).`,
          })),
        },
      ],
    },
  };
}

/**
 * The app's shared folders serve every feature, so they import none (a test spanning features lives in
 * src/__tests__/; `test-utils/` may render a feature's screen).
 */
function sharedFoldersBoundary(app) {
  const SHARED_FOLDERS = ['lib', 'components', 'api', 'hooks', 'ui'];
  return {
    files: SHARED_FOLDERS.map((folder) => `${app}/src/${folder}/**/*.{ts,tsx}`),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: __dirname,
          zones: SHARED_FOLDERS.map((folder) => ({
            target: `./${app}/src/${folder}`,
            from: `./${app}/src/features`,
            message: `src/${folder} is shared by the features and imports none of them: move what it needs out of the feature.`,
          })),
        },
      ],
    },
  };
}

/**
 * Every e2e spec runs on the suite's pinned clock: `test` comes from e2e/support/test.ts (its context fixture
 * moves the browser's clock), and extra contexts from its `newContext`. Keeps the tooling boundary above.
 */
function e2eOnPinnedClock() {
  const message = 'e2e runs on the pinned clock: take `test` and `newContext` from e2e/support/test.ts.';
  const config = boundaryRules({
    files: ['e2e/**/*.{ts,mts}'],
    ignores: ['e2e/support/test.ts'],
    forbidden: [SHARED_SRC],
  });
  config.rules['no-restricted-imports'][1].paths = [
    { name: '@playwright/test', importNames: ['test'], message },
  ];
  config.rules['no-restricted-syntax'].push({
    selector: 'CallExpression[callee.property.name="newContext"][callee.object.name="browser"]',
    message,
  });
  return config;
}
