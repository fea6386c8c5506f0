// The apps the product is built from, in one list for the build, the dev runner and the release tooling.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const REMOTES = ['scores', 'content', 'database', 'account'];

/** Dev-server ports: the shell on 8080 (like `npm start`), remotes from 8091, the API on 8081. */
const DEV_PORTS = { shell: 8080, scores: 8091, content: 8092, database: 8093, account: 8094, api: 8081 };

const apps = [
  { id: 'shell', dir: path.join(root, 'shell'), kind: 'host' },
  ...REMOTES.map((remote) => ({ id: remote, dir: path.join(root, `remote-${remote}`), kind: 'remote' })),
];

/** The registry the shell's dev server answers with: every remote at its dev server. */
function devRegistry() {
  const remotes = {};
  for (const remote of REMOTES) {
    remotes[remote] = { current: 'dev', entry: `http://localhost:${DEV_PORTS[remote]}/remoteEntry.js` };
  }
  return { schemaVersion: 1, remotes };
}

module.exports = { root, REMOTES, apps, DEV_PORTS, devRegistry };
