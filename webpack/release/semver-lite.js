/**
 * Just enough semver to compare shared-module versions with the ranges federation writes into a manifest
 * (`^1.2.0`, `~1.2.0`, `1.2.3`, `>=1.2.0 <2.0.0`, `1.x`, `*`, `a || b`). Pre-release tags compare below
 * their release, as in semver; build metadata is ignored.
 */
function parseVersion(text) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(String(text).trim());
  if (!match) return null;
  return { major: +match[1], minor: +match[2], patch: +match[3], pre: match[4] ?? '' };
}

function compare(a, b) {
  for (const key of ['major', 'minor', 'patch']) if (a[key] !== b[key]) return a[key] < b[key] ? -1 : 1;
  if (a.pre === b.pre) return 0;
  if (!a.pre) return 1;
  if (!b.pre) return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** `1`, `1.2`, `1.x`, `1.2.*` → the lowest version plus how many parts were given. */
function partial(text) {
  const parts = text.replace(/^v/, '').split('.');
  const given = parts.findIndex((p) => p === '' || p === 'x' || p === 'X' || p === '*');
  const count = given === -1 ? Math.min(parts.length, 3) : given;
  const nums = [0, 1, 2].map((i) => (i < count ? Number(parts[i]) : 0));
  if (nums.some((n) => !Number.isInteger(n))) return null;
  const pre = count === 3 ? (parseVersion(text)?.pre ?? '') : '';
  return { version: { major: nums[0], minor: nums[1], patch: nums[2], pre }, count };
}

function bump(version, part) {
  if (part === 0) return { major: version.major + 1, minor: 0, patch: 0, pre: '' };
  if (part === 1) return { major: version.major, minor: version.minor + 1, patch: 0, pre: '' };
  return { major: version.major, minor: version.minor, patch: version.patch + 1, pre: '' };
}

/** One comparator set (space-separated, all must hold) as a list of [operator, version] tests. */
function comparators(set) {
  const tests = [];
  for (const token of set.trim().split(/\s+/).filter(Boolean)) {
    const [, op = '', rest] = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(token);
    if (rest === '*' || rest === 'x' || rest === '') {
      continue;
    }
    const p = partial(rest);
    if (!p) return null;
    const { version, count } = p;
    if (op === '^') {
      const part = version.major > 0 || count === 1 ? 0 : version.minor > 0 || count === 2 ? 1 : 2;
      tests.push(['>=', version], ['<', bump(version, part)]);
    } else if (op === '~') {
      tests.push(['>=', version], ['<', bump(version, count === 1 ? 0 : 1)]);
    } else if (op === '' || op === '=') {
      if (count === 3) tests.push(['=', version]);
      else tests.push(['>=', version], ['<', bump(version, count - 1)]);
    } else {
      tests.push([op, version]);
    }
  }
  return tests;
}

const CHECKS = {
  '=': (c) => c === 0,
  '>': (c) => c > 0,
  '>=': (c) => c >= 0,
  '<': (c) => c < 0,
  '<=': (c) => c <= 0,
};

/** True when `version` lies in `range`; an unparsable version or range never satisfies. */
function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v || typeof range !== 'string') return false;
  return range.split('||').some((set) => {
    const tests = comparators(set);
    return tests !== null && tests.every(([op, bound]) => CHECKS[op](compare(v, bound)));
  });
}

module.exports = { satisfies, parseVersion };
