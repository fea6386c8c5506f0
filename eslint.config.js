// Flat config: typescript-eslint, React hooks, and the import boundaries of DESIGN.md.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const REMOTES = ['remote-scores', 'remote-content', 'remote-database', 'remote-account'];

/** A remote may import neither another remote nor the shell's source; `shared` imports no app. */
function boundary(files, forbidden, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbidden.map((name) => ({
            group: [name, `${name}/*`, `**/${name}/**`, `**/${name}`],
            message,
          })),
        },
      ],
    },
  };
}

module.exports = tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'dist-monolith/**',
      '.cache/**',
      'reports/**',
      'test-results/**',
      'bench/results/**',
      '.data/**',
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
      'react-hooks/set-state-in-effect': 'off',
      // Remote screens are React.lazy components made per load attempt (a retry must not reuse a cached
      // failure), memoised by remote and attempt: exactly the pattern this rule forbids in general.
      'react-hooks/static-components': 'off',
      'react-hooks/refs': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker runs in its own global scope (self, caches, clients).
    files: ['server/public/pwa/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  ...REMOTES.map((remote) =>
    boundary(
      [`${remote}/**/*.{ts,tsx}`],
      ['shell', ...REMOTES.filter((r) => r !== remote)],
      'A remote reaches other apps only through @jincheng/shared or by URL (DESIGN.md: imports flow one way).',
    ),
  ),
  boundary(['shared/**/*.{ts,tsx}'], ['shell', ...REMOTES], '`shared` imports no app.'),
  boundary(['shell/**/*.{ts,tsx}'], REMOTES, 'The shell loads remotes at run time, never by import.'),
);
