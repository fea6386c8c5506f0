// The apps the product is built from, in one list for the build, the dev runner and the release tooling.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const REMOTES = ['scores', 'content', 'database', 'account'];

const apps = [
  { id: 'shell', dir: path.join(root, 'shell'), kind: 'host' },
  ...REMOTES.map((remote) => ({ id: remote, dir: path.join(root, `remote-${remote}`), kind: 'remote' })),
];

module.exports = { root, REMOTES, apps };
