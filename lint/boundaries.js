/**
 * One import boundary as ESLint rules. `no-restricted-imports` sees only `import … from` and `export … from`,
 * so the same names are also refused, with the same message, as the module path of `import()`, `require()`
 * and jest's module functions (`jest.mock('…')` would otherwise let a test reach anywhere) through
 * `no-restricted-syntax` selectors.
 *
 * A forbidden entry is `{ name, message }`: a folder name matched as a whole path segment anywhere in the
 * specifier (`remote-content`, `shared/src`), or with `package: true` a package name (`jotai`, `jotai/utils`).
 */
const JEST_MODULE_FUNCTIONS = [
  'mock',
  'doMock',
  'unmock',
  'dontMock',
  'setMock',
  'requireActual',
  'requireMock',
  'createMockFromModule',
];

/** esquery regex literals cannot hold a `/`, so slashes are written as \x2F. */
function specifierRegex({ name, package: isPackage }) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '\\x2F');
  return isPackage ? `^${escaped}(\\x2F|$)` : `(^|\\x2F)${escaped}(\\x2F|$)`;
}

function importPattern({ name, package: isPackage, message }) {
  const group = isPackage ? [name, `${name}/*`] : [name, `${name}/*`, `**/${name}`, `**/${name}/**`];
  return { group, message };
}

function syntaxRestrictions(entry) {
  const literal = `Literal[value=/${specifierRegex(entry)}/]`;
  return [
    `ImportExpression > ${literal}`,
    `CallExpression[callee.name="require"] > ${literal}`,
    `CallExpression[callee.object.name="jest"][callee.property.name=/^(${JEST_MODULE_FUNCTIONS.join('|')})$/] > ${literal}`,
  ].map((selector) => ({ selector, message: entry.message }));
}

/** A flat-config object for `files` (minus `ignores`) that refuses every `forbidden` entry however imported. */
function boundaryRules({ files, ignores, forbidden }) {
  return {
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      'no-restricted-imports': ['error', { patterns: forbidden.map(importPattern) }],
      'no-restricted-syntax': ['error', ...forbidden.flatMap(syntaxRestrictions)],
    },
  };
}

module.exports = { boundaryRules, specifierRegex };
