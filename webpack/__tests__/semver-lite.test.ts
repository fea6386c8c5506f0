// eslint-disable-next-line @typescript-eslint/no-require-imports
const { satisfies } = require('../release/semver-lite.js');

describe('satisfies', () => {
  it.each([
    ['19.3.1', '^19.3.0', true],
    ['19.9.0', '^19.3.0', true],
    ['20.0.0', '^19.3.0', false],
    ['19.2.9', '^19.3.0', false],
    ['0.2.5', '^0.2.0', true],
    ['0.3.0', '^0.2.0', false],
    ['1.2.9', '~1.2.0', true],
    ['1.3.0', '~1.2.0', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.5.0', '1.x', true],
    ['2.0.0', '1.x', false],
    ['3.0.0', '*', true],
    ['1.5.0', '>=1.2.0 <2.0.0', true],
    ['2.0.0', '>=1.2.0 <2.0.0', false],
    ['2.5.0', '^1.0.0 || ^2.0.0', true],
    ['19.3.0-rc.1', '^19.3.0', false],
    ['not-a-version', '^1.0.0', false],
    ['1.0.0', 'garbage', false],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});
