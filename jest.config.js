/**
 * Jest runs three projects: browser code under jsdom, the server under node (on the pinned clock when
 * JC_CLOCK_START is set), build tooling under node on real time. The server suite runs on SQLite by default;
 * with JC_TEST_PG_URL (npm test sets it for its second pass, on a throwaway cluster from
 * scripts/pg-test-cluster.mjs) the same files run on PostgreSQL, plus server/test/scale, which needs
 * PostgreSQL (several instances on one database).
 */
const onPostgres = Boolean(process.env.JC_TEST_PG_URL);

// Every test runs with the process clock in UTC, the zone server renders run in: anything that formats a date
// in the runtime's own zone instead of Asia/Shanghai shows up as a wrong hour (dates-in-utc tests). Set here,
// before the workers start, so each inherits it (a test cannot change the zone of its own worker).
process.env.TZ = 'UTC';
const tsJest = [
  'ts-jest',
  { tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true } },
];

const common = {
  // Tests live in __tests__ folders (web, tooling) or server/test; scripts like scripts/test.mjs are not tests.
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)', '**/server/test/**/*.test.ts'],
  transform: { '^.+\\.tsx?$': tsJest },
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFiles: ['<rootDir>/jest/polyfills.js'],
};

module.exports = {
  // Server suites start a server (and, on PostgreSQL, create a database) in beforeAll: jest's 5 s default is
  // too short on a loaded machine. A test or hook that hangs still fails, after 30 s.
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/remote-scores/src',
        '<rootDir>/remote-content/src',
        '<rootDir>/remote-database/src',
        '<rootDir>/remote-account/src',
      ],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-dom.ts'],
    },
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      // The server suites run on the pinned clock when JC_CLOCK_START is set (docs/testing.md).
      setupFiles: [...common.setupFiles, '<rootDir>/jest/pinned-clock.ts'],
      roots: ['<rootDir>/server'],
      testPathIgnorePatterns: ['/node_modules/', ...(onPostgres ? [] : ['/server/test/scale/'])],
      // The compiled server (npm run build) is not what the suites test: they run server/src.
      modulePathIgnorePatterns: ['<rootDir>/server/build/'],
    },
    {
      // Build tooling on real time: webpack's serializer names the global Date's constructor in generated code,
      // which a moved Date (timekeeper's FakeDate) breaks.
      ...common,
      displayName: 'tooling',
      testEnvironment: 'node',
      roots: ['<rootDir>/webpack', '<rootDir>/scripts'],
    },
  ],
};
