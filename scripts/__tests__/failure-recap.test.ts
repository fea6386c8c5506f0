import { execFileSync } from 'node:child_process';
import path from 'node:path';

// scripts/failure-recap.mjs is an ES module run by node (npm test); it is called here the same way.
const recapModule = path.join(__dirname, '../failure-recap.mjs');

function recap(reports: { jest?: unknown; e2e?: unknown }, max?: number): string[] {
  const script = `
    import { jestFailures, playwrightFailures, recapLines } from ${JSON.stringify(recapModule)};
    const input = JSON.parse(process.argv[1]);
    const lines = recapLines(
      [...jestFailures(input.jest, 'jest', '/repo'), ...playwrightFailures(input.e2e, 'e2e')],
      input.max,
    );
    process.stdout.write(JSON.stringify(lines));`;
  const out = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    script,
    JSON.stringify({ ...reports, max }),
  ]);
  return JSON.parse(out.toString()) as string[];
}

const jestReport = {
  testResults: [
    {
      name: '/repo/server/test/ok.test.ts',
      status: 'passed',
      assertionResults: [{ status: 'passed', fullName: 'works', failureMessages: [] }],
    },
    {
      name: '/repo/server/test/odds.test.ts',
      status: 'failed',
      assertionResults: [
        { status: 'passed', fullName: 'prices a favourite', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'odds › moves after a goal',
          failureMessages: [
            '\n\u001b[31mError: expect(received).toBe(expected)\u001b[39m\n\nExpected: 2\nReceived: 3',
          ],
        },
      ],
    },
    {
      name: '/repo/web/__tests__/broken.test.tsx',
      status: 'failed',
      message: 'SyntaxError: Unexpected token',
      assertionResults: [],
    },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'chat.spec.ts',
      specs: [],
      suites: [
        {
          title: 'the room',
          specs: [
            {
              title: 'a line sent on one screen shows on the other',
              line: 42,
              tests: [
                {
                  status: 'unexpected',
                  results: [
                    { error: { message: 'Timed out 5000ms waiting for expect(locator).toBeVisible()' } },
                  ],
                },
              ],
            },
            { title: 'passes', line: 60, tests: [{ status: 'expected', results: [{}] }] },
            {
              title: 'passes on retry',
              line: 70,
              tests: [{ status: 'flaky', results: [{ error: { message: 'x' } }, {}] }],
            },
          ],
        },
      ],
    },
  ],
  errors: [],
};

test('names every failed test with where it ran and the first line of its error, and nothing that passed', () => {
  expect(recap({ jest: jestReport, e2e: playwrightReport })).toEqual([
    'failed (3):',
    '  ✘ [jest] server/test/odds.test.ts › odds › moves after a goal',
    '      Error: expect(received).toBe(expected)',
    '  ✘ [jest] web/__tests__/broken.test.tsx (the suite did not run)',
    '      SyntaxError: Unexpected token',
    '  ✘ [e2e] chat.spec.ts › the room › a line sent on one screen shows on the other (line 42)',
    '      Timed out 5000ms waiting for expect(locator).toBeVisible()',
  ]);
});

test('says nothing when nothing failed or a report is missing', () => {
  expect(recap({ jest: { testResults: [jestReport.testResults[0]] } })).toEqual([]);
  expect(recap({})).toEqual([]);
});

test('stops after the first few and says how many more', () => {
  const many = {
    testResults: Array.from({ length: 5 }, (_, i) => ({
      name: `/repo/t${i}.test.ts`,
      status: 'failed',
      assertionResults: [{ status: 'failed', fullName: `t${i}`, failureMessages: ['boom'] }],
    })),
  };
  const lines = recap({ jest: many }, 2);
  expect(lines[0]).toBe('failed (5):');
  expect(lines.filter((line) => line.startsWith('  ✘'))).toHaveLength(2);
  expect(lines[lines.length - 1]).toBe('  … and 3 more (reports/*.json)');
});
