/**
 * What failed, in a few lines, for the end of `npm test`: CI keeps only the tail of a long log, so the names of
 * the failed tests must stand next to the summary line, not 3,000 lines above it.
 *
 * Reads the JSON reports jest (`--json`) and Playwright (the json reporter) write, and gives one line per failed
 * test: where it ran, its name, and the first line of its error.
 */

const firstLine = (text) =>
  String(text ?? '')
    // eslint-disable-next-line no-control-regex -- terminal colour codes in error messages
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '';

const clip = (text, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Failed tests (and suites that did not run) of a jest `--json` report; file names relative to `root`. */
export function jestFailures(report, where, root = '') {
  const out = [];
  for (const file of report?.testResults ?? []) {
    const name =
      root && file.name?.startsWith(root) ? file.name.slice(root.length).replace(/^[/\\]/, '') : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      out.push({ where, name: `${name} › ${test.fullName}`, error: firstLine(test.failureMessages?.[0]) });
    if (file.status === 'failed' && failedTests.length === 0)
      out.push({ where, name: `${name} (the suite did not run)`, error: firstLine(file.message) });
  }
  return out;
}

/** Tests of a Playwright json report whose outcome was unexpected (failed, timed out, or flaky is not one). */
export function playwrightFailures(report, where) {
  const out = [];
  const walk = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.[test.results.length - 1];
        out.push({
          where,
          name: [...path, spec.title].join(' › ') + (spec.line ? ` (line ${spec.line})` : ''),
          error: firstLine(last?.error?.message ?? last?.errors?.[0]?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  for (const error of report?.errors ?? [])
    out.push({ where, name: '(outside any test)', error: firstLine(error.message) });
  return out;
}

/** The recap's lines: nothing when nothing failed; at most `max` tests, then how many more. */
export function recapLines(failures, max = 25) {
  if (failures.length === 0) return [];
  const lines = [`failed (${failures.length}):`];
  for (const failure of failures.slice(0, max)) {
    lines.push(`  ✘ [${failure.where}] ${clip(failure.name)}`);
    if (failure.error) lines.push(`      ${clip(failure.error)}`);
  }
  if (failures.length > max) lines.push(`  … and ${failures.length - max} more (reports/*.json)`);
  return lines;
}
