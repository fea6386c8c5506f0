const fs = require('node:fs');
const path = require('node:path');

/**
 * What the shell needs from each remote: the exposes it loads and the singletons it provides. The build
 * writes this next to the shell (`shell/.shell-contract.json`) so the release CLI checks a candidate against
 * the shell that is actually deployed, not against whatever the release manager's checkout holds.
 */
const CONTRACT_FILE = '.shell-contract.json';

/** Mirrors REQUIRED_EXPOSES in shared/src/federation/contracts.ts (a unit test keeps the two equal). */
const REQUIRED_EXPOSES = {
  scores: ['./routes', './widgets'],
  content: ['./routes', './widgets'],
  database: ['./routes'],
  account: ['./routes'],
};

/** The shell's contract as this checkout would build it. */
function checkoutContract() {
  const { sharedConfig } = require('../shared-deps');
  const shared = {};
  for (const [name, config] of Object.entries(sharedConfig())) {
    shared[name] = { version: config.version, requiredVersion: config.requiredVersion };
  }
  return { exposes: REQUIRED_EXPOSES, shared };
}

/** Writes the contract beside a freshly built shell; unchanged content is not rewritten. */
function writeShellContract(outDir, contract = checkoutContract()) {
  const file = path.join(outDir, 'shell', CONTRACT_FILE);
  const text = `${JSON.stringify(contract, null, 2)}\n`;
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** The deployed shell's contract, or this checkout's when the deployed shell predates the contract file. */
function readShellContract(outDir) {
  const file = path.join(outDir, 'shell', CONTRACT_FILE);
  if (fs.existsSync(file)) return { ...JSON.parse(fs.readFileSync(file, 'utf8')), source: file };
  return { ...checkoutContract(), source: 'this checkout (no deployed shell contract found)' };
}

module.exports = { REQUIRED_EXPOSES, CONTRACT_FILE, checkoutContract, writeShellContract, readShellContract };
