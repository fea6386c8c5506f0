#!/usr/bin/env node
/**
 * Writes the compact form of openfootball's football.json (public domain, CC0) that the server ships:
 * server/data/openfootball/<season>/<code>.json, one file per league season, from a snapshot of the
 * repository (a checkout, or the bare git directory the `fetch` tool gives).
 *
 *   node scripts/openfootball/compact.mjs --from /work/.mirror/openfootball+football.json/repo
 *
 * Every club must have a Chinese name in server/data/openfootball/clubs.json; the script stops on one that
 * has none. Matches keep the source's round, local date and time, and half- and full-time scores (null for a
 * match the snapshot has no result for).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'server/data/openfootball');

/** What the product imports: the big five and the 欧冠, the last two seasons the source has. */
export const SOURCES = [
  { code: 'en.1', league: '英超', zone: 'Europe/London' },
  { code: 'es.1', league: '西甲', zone: 'Europe/Madrid' },
  { code: 'it.1', league: '意甲', zone: 'Europe/Rome' },
  { code: 'de.1', league: '德甲', zone: 'Europe/Berlin' },
  { code: 'fr.1', league: '法甲', zone: 'Europe/Paris' },
  { code: 'uefa.cl', league: '欧冠', zone: 'Europe/Paris' },
];
export const SEASONS = ['2024-25', '2025-26'];

const from = process.argv[process.argv.indexOf('--from') + 1];
if (!process.argv.includes('--from') || !from) {
  process.stderr.write(
    'usage: node scripts/openfootball/compact.mjs --from <football.json checkout or git dir>\n',
  );
  process.exit(2);
}
const bare = !fs.existsSync(path.join(from, '2024-25')) && fs.existsSync(path.join(from, 'HEAD'));
const commit = bare
  ? execFileSync('git', ['--git-dir', from, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
  : null;

function read(file) {
  if (!bare) {
    const full = path.join(from, file);
    return fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : null;
  }
  try {
    return execFileSync('git', ['--git-dir', from, 'show', `HEAD:${file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
}

const clubs = JSON.parse(fs.readFileSync(path.join(out, 'clubs.json'), 'utf8'));
/** "Arsenal FC (ENG)" in the 欧冠 files is "Arsenal FC" in the league files. */
const clubOf = (name) => name.replace(/ \([A-Z]{3}\)$/, '');

const written = [];
for (const season of SEASONS) {
  for (const { code, league, zone } of SOURCES) {
    const text = read(`${season}/${code}.json`);
    if (text === null) continue;
    const source = JSON.parse(text);
    const missing = new Set();
    const matches = source.matches.map((m) => {
      const home = clubOf(m.team1);
      const away = clubOf(m.team2);
      for (const club of [home, away]) if (!clubs[club]) missing.add(club);
      const ft = m.score?.ft ?? null;
      return [m.round, m.date, m.time ?? null, home, away, m.score?.ht ?? null, ft];
    });
    if (missing.size) {
      process.stderr.write(
        `${season}/${code}: no Chinese name in clubs.json for ${[...missing].join(', ')}\n`,
      );
      process.exit(1);
    }
    const played = matches.filter((m) => m[6] !== null);
    const file = path.join(out, season, `${code}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body = {
      league,
      season,
      name: source.name,
      source: `openfootball/football.json ${season}/${code}.json${commit ? ` @ ${commit}` : ''}`,
      licence: 'CC0-1.0 (public domain)',
      zone,
      // The last date with a result: a season still under way in the snapshot ends there.
      through: played.reduce((last, m) => (m[1] > last ? m[1] : last), ''),
      columns: ['round', 'date', 'time', 'home', 'away', 'ht', 'ft'],
      matches,
    };
    // One match per line: small diffs when the source is refreshed.
    const lines = matches.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
    const head = Object.entries(body)
      .filter(([key]) => key !== 'matches')
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
      .join('');
    fs.writeFileSync(file, `{\n${head}  "matches": [\n${lines}\n  ]\n}\n`);
    written.push(`${season}/${code}.json: ${matches.length} matches, ${played.length} with a result`);
  }
}
process.stdout.write(`${written.join('\n')}\n`);
