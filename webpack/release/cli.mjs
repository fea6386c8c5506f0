#!/usr/bin/env node
/**
 * Release CLI for the shell and the federated remotes: `npm run release -- <command> …` (README, "Releasing").
 * Works on OUT_DIR (default dist/) or --out <dir>; every registry change is locked and atomic.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const commands = require('./commands.js');
const { root } = require('../apps.js');

const USAGE = `usage: npm run release -- <command> [options]

commands (<app> is shell, scores, content, database or account)
  publish  <app>                        build a new immutable version (does not make it current)
  promote  <app> <version>              make <version> current for every new page load
  rollback <app> [version]              go back to the previous current version (or to <version>)
  canary   <remote> <version> <percent> send <percent> % of visitors to <version>; 0 or "off" stops it
           … --auto [--steps 25,50,100]  let the server's health analysis step it up, promote it or stop it
  timeout  <remote|all> <ms|default>    how long browsers wait for a remote's entry script
  health-sample <rate|default>          share of page loads that send health beacons (0.001 … 1)
  status                                current, canary, rollback target and contract of every app
  history  <app>                        who changed what, when and why (forced changes with their conflicts)

options
  --out <dir>       build/registry folder (default: $OUT_DIR or dist/)
  --why <text>      reason recorded in the history (alias -m)
  --by <name>       who is recorded (default: $RELEASE_BY, git user.name or the login name)
  --build-id <id>   publish: extra build id, so an identical source still gets a new version
  --auto            canary: automatic analysis (docs/releases.md, "Automatic canary analysis")
  --steps <list>    canary --auto: the percentages to climb through (default 10,25,50,100 above the start)
  --force           promote/rollback/canary even when the contract check refuses (recorded in the history)`;

const OPTIONS = {
  out: { type: 'string' },
  why: { type: 'string', short: 'm' },
  by: { type: 'string' },
  'build-id': { type: 'string' },
  steps: { type: 'string' },
  force: { type: 'boolean' },
  auto: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
};

function parse(argv) {
  // Not strict: a value may start with a dash (`--why -`, `-m --force`), as the CLI always took it. The
  // tokens keep the CLI's own messages for an unknown option and a missing value (strict mode has its own).
  const { values, positionals, tokens } = parseArgs({
    args: argv,
    options: OPTIONS,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    const raw = argv[token.index];
    if (token.kind === 'option-terminator') throw new commands.ReleaseError(`unknown option ${raw}`);
    if (token.kind !== 'option') continue;
    // Only the exact spellings: `--name`, `--name=value` and `-m`/`-h` on their own (no `-mvalue`, no `-hm`).
    const spelled = token.rawName.startsWith('--') || raw === token.rawName;
    if (!Object.hasOwn(OPTIONS, token.name) || !spelled)
      throw new commands.ReleaseError(`unknown option ${raw}`);
    if (OPTIONS[token.name].type === 'string' && token.value === undefined)
      throw new commands.ReleaseError(`${token.rawName} needs a value`);
  }
  return {
    positional: positionals,
    out: values.out,
    why: values.why,
    by: values.by,
    buildId: values['build-id'],
    steps: values.steps,
    force: values.force !== undefined,
    auto: values.auto !== undefined,
    help: values.help !== undefined,
  };
}

function whoAmI() {
  if (process.env.RELEASE_BY) return process.env.RELEASE_BY;
  try {
    const name = execFileSync('git', ['config', 'user.name'], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
    if (name) return name;
  } catch {
    // no git or no user.name: fall back to the login name
  }
  return os.userInfo().username;
}

const ARITY = {
  publish: [1, 1],
  promote: [2, 2],
  rollback: [1, 2],
  canary: [2, 3],
  timeout: [2, 2],
  'health-sample': [1, 1],
  status: [0, 0],
  history: [1, 1],
};

async function main() {
  const options = parse(process.argv.slice(2));
  const [command, ...args] = options.positional;
  if (options.help || !command) {
    process.stdout.write(`${USAGE}\n`);
    return command || options.help ? 0 : 1;
  }
  const arity = ARITY[command];
  if (!arity) throw new commands.ReleaseError(`unknown command "${command}"\n\n${USAGE}`);
  const [min, max] = arity;
  if (args.length < min || args.length > max) {
    throw new commands.ReleaseError(`wrong number of arguments for ${command}\n\n${USAGE}`);
  }
  if (options.buildId) process.env.RELEASE_BUILD_ID = options.buildId;
  const ctx = {
    outDir: path.resolve(root, options.out ?? process.env.OUT_DIR ?? 'dist'),
    by: options.by ?? whoAmI(),
    why: options.why,
    force: Boolean(options.force),
    auto: Boolean(options.auto),
    steps: options.steps,
    print: (line) => process.stdout.write(`${line}\n`),
  };
  await commands[command === 'health-sample' ? 'healthSample' : command](ctx, ...args);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof commands.ReleaseError || error.name === 'StateLockError';
    process.stderr.write(`release: ${known ? error.message : (error.stack ?? error)}\n`);
    process.exit(known ? 2 : 1);
  },
);
