#!/usr/bin/env node
/**
 * Release health beacons (issue 29): what 1,000 visitors a minute cost the server. Each page visit sends
 * 1–3 beacons as the browser does (POST /opsapi/health): a mount; on some visits a second screen's mount; on
 * some a load failure and then the fallback that replaced it. Versions come from the live `/registry.json`
 * (the canary for its percent of visitors). Visits are spread at random over the minute, each from an
 * address of its own (X-Forwarded-For, trusted from loopback as in production: the throttle keys on it), so
 * the production throttle is on and no visitor comes near its limit.
 *
 * Measured: the server process's CPU (utime + stime from /proc/<pid>/stat) over the load window minus an
 * idle window of the same length just before it; target < 5 % of one core. After each window, the stored
 * counts are checked against what was sent. Three runs on one server, median reported.
 *
 * The server runs the production profile (NODE_ENV=production) with the simulator off, so the idle window is
 * quiet and the difference is the beacons'. It serves `dist/` when built, else a temp folder holding only a
 * registry.json (the beacon route reads nothing else). Loopback only, bounded in time. Run alone:
 * node bench/beacons.mjs (BENCH_BEACONS_PORT, default 8212; BENCH_SECONDS, 60; BENCH_RUNS, 3; BENCH_VISITORS,
 * 1000 a minute). Prints a markdown section and appends it to bench/results/issue-29-beacons.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { root, startServer } from './support.mjs';

const TARGET_PERCENT = 5;
/** The share of visits that send 2 beacons (a second screen) and 3 (load failure, then fallback). */
const TWO = 0.2;
const THREE = 0.2;
const REMOTES = ['scores', 'content', 'database', 'account'];

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** CPU seconds the process has used (user + system). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** A registry like the release tooling writes, for a server without a build. */
function fixtureOutDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-bench-out-'));
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [name, { current: `1.0.0-${name}2`, previous: `1.0.0-${name}1` }]),
  );
  remotes.scores.canary = { version: '1.1.0-scores3', percent: 10 };
  const registry = {
    schemaVersion: 2,
    shell: { current: '1.0.0-shell2', previous: '1.0.0-shell1' },
    remotes,
  };
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify(registry));
  return dir;
}

/** The version a visitor gets of each remote: the canary for its percent of visitors, else current. */
function versionsFor(registry, bucket) {
  const pick = (entry) =>
    entry.canary && bucket < entry.canary.percent ? entry.canary.version : entry.current;
  return Object.fromEntries(Object.entries(registry.remotes).map(([name, entry]) => [name, pick(entry)]));
}

/** The beacons of one visit, in the order the browser sends them, with their delay after the first (ms). */
function visitBeacons(registry) {
  const versions = versionsFor(registry, Math.random() * 100);
  const remote = REMOTES[Math.floor(Math.random() * REMOTES.length)];
  const other = REMOTES[(REMOTES.indexOf(remote) + 1) % REMOTES.length];
  const mount = (app, version) => ({ app, version, kind: 'mount' });
  const beacons = [
    { delay: 0, events: [mount('shell', registry.shell.current), mount(remote, versions[remote])] },
  ];
  const roll = Math.random();
  if (roll < TWO) beacons.push({ delay: 5_000, events: [mount(other, versions[other])] });
  else if (roll < TWO + THREE) {
    // The version failed to load: the failure, then the fallback (previous) mounted.
    const failed = { app: remote, version: versions[remote], kind: 'load-fail' };
    const previous = registry.remotes[remote].previous ?? versions[remote];
    beacons.push({ delay: 300, events: [failed] });
    beacons.push({ delay: 600, events: [{ app: remote, version: previous, kind: 'fallback' }] });
  }
  return beacons;
}

/** Sends `visitors` visits spread at random over `seconds`; resolves with what was sent and answered. */
async function load(base, registry, visitors, seconds) {
  const sent = { beacons: 0, events: 0, answered204: 0, other: 0 };
  const pending = [];
  const post = async (ip, events) => {
    sent.beacons += 1;
    sent.events += events.length;
    try {
      const res = await fetch(`${base}/opsapi/health`, {
        method: 'POST',
        // What sendBeacon sends with a Blob of type application/json, from the page's own origin.
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': ip,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({ events }),
      });
      await res.arrayBuffer();
      if (res.status === 204) sent.answered204 += 1;
      else sent.other += 1;
    } catch {
      sent.other += 1;
    }
  };
  for (let i = 0; i < visitors; i += 1) {
    // 198.18.0.0/15 is the address block set aside for benchmarks; it only ever appears in this header.
    const ip = `198.18.${(i >> 8) & 255}.${i & 255}`;
    const start = Math.random() * seconds * 1000;
    for (const { delay, events } of visitBeacons(registry)) {
      // Every beacon leaves within the window.
      const at = Math.min(start + delay, seconds * 1000 - 1);
      pending.push(new Promise((resolve) => setTimeout(resolve, at)).then(() => post(ip, events)));
    }
  }
  await Promise.all(pending);
  return sent;
}

/** Every count stored so far. */
function storedTotal(dataDir) {
  const db = new Database(path.join(dataDir, 'jincheng.db'), { readonly: true, fileMustExist: true });
  try {
    return Number(db.prepare('SELECT COALESCE(SUM(count), 0) AS n FROM release_health').get().n);
  } finally {
    db.close();
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function beaconsBench({
  port = Number(process.env.BENCH_BEACONS_PORT ?? 8212),
  seconds = Number(process.env.BENCH_SECONDS ?? 60),
  runs = Number(process.env.BENCH_RUNS ?? 3),
  visitorsPerMinute = Number(process.env.BENCH_VISITORS ?? 1000),
} = {}) {
  const built = fs.existsSync(path.join(root, 'dist', 'registry.json'));
  const outDir = built ? 'dist' : fixtureOutDir();
  const visitors = Math.round((visitorsPerMinute * seconds) / 60);
  const server = await startServer({
    port,
    outDir,
    env: { NODE_ENV: 'production', SIMULATOR: 'off' },
  });
  const rows = [];
  try {
    const registry = await (await fetch(`${server.base}/registry.json`)).json();
    // Warm the route (schema compiled, registry read, first flush) before measuring.
    await load(server.base, registry, 20, 1);
    await sleep(5_000);
    for (let run = 1; run <= runs; run += 1) {
      const idleFrom = cpuSeconds(server.pid);
      await sleep(seconds * 1000);
      const idle = cpuSeconds(server.pid) - idleFrom;
      const before = storedTotal(server.dataDir);
      const loadFrom = cpuSeconds(server.pid);
      const sent = await load(server.base, registry, visitors, seconds);
      const busy = cpuSeconds(server.pid) - loadFrom;
      // Two flush intervals later, everything sent is stored.
      await sleep(4_500);
      const stored = storedTotal(server.dataDir) - before;
      const percent = ((busy - idle) / seconds) * 100;
      rows.push({ run, idle, busy, percent, sent, stored });
      process.stderr.write(
        `beacons run ${run}: ${percent.toFixed(2)} % of a core (idle ${idle.toFixed(2)} s, load ${busy.toFixed(2)} s CPU)\n`,
      );
    }
  } finally {
    await server.stop();
    if (!built) fs.rmSync(outDir, { recursive: true, force: true });
  }
  const lines = [];
  const perMinute = (n) => Math.round((n * 60) / seconds);
  const med = median(rows.map((r) => r.percent));
  lines.push(
    `${visitorsPerMinute} visitors a minute for ${seconds} s, each from its own address; a visit sends 1 beacon (${Math.round((1 - TWO - THREE) * 100)} %), 2 (${TWO * 100} %: a second screen) or 3 (${THREE * 100} %: mount, load-fail, fallback). Server: production profile, throttle on (healthIp 120/min per address), simulator off, flush every 2 s, SQLite; ${built ? 'dist/' : 'a registry.json only (no build)'}. CPU of the server process from /proc (utime + stime) over the load window minus an idle window of the same length before it. Load generator on the same 2 cores.`,
  );
  lines.push('');
  lines.push(
    '| run | beacons sent (a minute) | answered 204 | events stored / sent | idle CPU | load CPU | beacon cost |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- |');
  for (const r of rows)
    lines.push(
      `| ${r.run} | ${r.sent.beacons} (${perMinute(r.sent.beacons)}) | ${r.sent.answered204} | ${r.stored} / ${r.sent.events} | ${r.idle.toFixed(2)} s | ${r.busy.toFixed(2)} s | ${r.percent.toFixed(2)} % of a core |`,
    );
  lines.push('');
  lines.push(
    `Median: **${med.toFixed(2)} % of one core** (target < ${TARGET_PERCENT} %: ${med < TARGET_PERCENT ? 'met' : '**missed**'}).`,
  );
  return lines;
}

/** Appends a dated section to bench/results/issue-29-beacons.md. */
export function appendBeaconResults(lines) {
  const file = path.join(root, 'bench', 'results', 'issue-29-beacons.md');
  const head = fs.existsSync(file) ? '' : '# Issue 29: release health beacons (bench/beacons.mjs)\n';
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, Node ${process.version}, load average ${load} at the end (a machine shared with other work)`;
  fs.appendFileSync(
    file,
    `${head}\n## ${new Date().toISOString()}\n\nMachine: ${machine}.\n\n${lines.join('\n')}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const lines = await beaconsBench();
  for (const line of lines) process.stdout.write(`${line}\n`);
  appendBeaconResults(lines);
}
