#!/usr/bin/env node
/**
 * Fills the results a compact league file (server/data/openfootball/<season>/<code>.json, written by
 * compact.mjs) lacks from a newer openfootball source the snapshot does not hold, e.g. the
 * `<code>-full.json` files (public domain, CC0) read one stored version at a time with the search
 * index's file reader. The matches read are saved one a line,
 *
 *   round|date|time|team1|team2|ht|ft        e.g.  Regular Season - 38|2026-05-24|16:00 UTC+1|Burnley|Wolverhampton Wanderers|0-1|1-1
 *
 * (the source's own fields: its club names, its local time with the UTC offset it gives), and this script
 * puts each result on the compact file's fixture of the same home and away club:
 *
 *   node scripts/openfootball/complete-from-full.mjs --season 2025-26 --code en.1 \
 *     --lines /tmp/en1-full.txt --source '2025-26/en.1-full.json @ <commit>' [--alias 'Source name=File name' …]
 *
 * It stops (writing nothing) on a club it cannot name, a pairing the file has no fixture for, a pairing
 * given twice, a result that contradicts one the file already has, or a round that disagrees. The date and
 * time become the source's (a rescheduled match moves), in the file's zone.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? undefined : process.argv[at + 1];
  if (!value) {
    process.stderr.write(
      'usage: node scripts/openfootball/complete-from-full.mjs --season <2025-26> --code <en.1> --lines <file> --source <text>\n',
    );
    process.exit(2);
  }
  return value;
}

const season = arg('season');
const code = arg('code');
const linesFile = arg('lines');
const sourceText = arg('source');
const file = path.join(root, 'server/data/openfootball', season, `${code}.json`);
const body = JSON.parse(fs.readFileSync(file, 'utf8'));

const fail = (message) => {
  process.stderr.write(`${season}/${code}: ${message}\n`);
  process.exit(1);
};

/** "AFC Bournemouth", "Bournemouth" → "bournemouth"; "FC Bayern München", "Bayern München" → "bayern münchen". */
const bare = (name) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter(
      (word) => !['fc', 'afc', 'cf', 'sc', 'ac', 'as', 'ssc', 'us', 'sv', 'vfb', 'vfl', '1.'].includes(word),
    )
    .join(' ');
const clubs = [...new Set(body.matches.flatMap((m) => [m[3], m[4]]))];
/** --alias "Borussia M'gladbach=Borussia Mönchengladbach" (repeatable): a source name no rule below matches. */
const aliases = new Map(
  process.argv
    .flatMap((a, i) => (process.argv[i - 1] === '--alias' ? [a.split('=')] : []))
    .map(([from, to]) => [from, to]),
);
const named = new Map();
function clubOf(source) {
  if (named.has(source)) return named.get(source);
  const name = aliases.get(source) ?? source;
  const exact = clubs.filter((club) => club === name || bare(club) === bare(name));
  // Every word of the source's name among the club's ("Bayer Leverkusen" → "Bayer 04 Leverkusen").
  const words = (text) => bare(text).split(' ');
  const found = exact.length
    ? exact
    : clubs.filter((club) => words(name).every((word) => words(club).includes(word)));
  if (found.length !== 1)
    fail(`"${source}" names ${found.length ? found.join(' / ') : 'no club of the file'}`);
  named.set(source, found[0]);
  return found[0];
}

/** "16:00 UTC+1" on 2026-05-24 → the file zone's local date and time. */
function local(date, time) {
  const hit = /^(\d\d):(\d\d) UTC([+-]\d+)$/.exec(time);
  if (!hit) fail(`time "${time}" is not "HH:MM UTC±N"`);
  const utc = Date.UTC(
    +date.slice(0, 4),
    +date.slice(5, 7) - 1,
    +date.slice(8, 10),
    +hit[1] - +hit[3],
    +hit[2],
  );
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: body.zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(utc))
      .map((p) => [p.type, p.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

const score = (text) => {
  const hit = /^(\d+)-(\d+)$/.exec(text);
  if (!hit) fail(`score "${text}" is not "N-N"`);
  return [+hit[1], +hit[2]];
};
const roundNumber = (round) => /(\d+)$/.exec(round)?.[1];

const seen = new Set();
let filled = 0;
let agreed = 0;
for (const line of fs.readFileSync(linesFile, 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [round, date, time, team1, team2, ht, ft] = line.split('|');
  const home = clubOf(team1);
  const away = clubOf(team2);
  const key = `${home}|${away}`;
  if (seen.has(key)) fail(`${home} – ${away} is given twice`);
  seen.add(key);
  const match = body.matches.find((m) => m[3] === home && m[4] === away);
  if (!match) fail(`no fixture ${home} – ${away}`);
  if (roundNumber(match[0]) !== roundNumber(round))
    fail(`${key}: round ${match[0]} here, ${round} in the source`);
  const result = [score(ht), score(ft)];
  if (match[6] !== null) {
    if (JSON.stringify(match[6]) !== JSON.stringify(result[1]))
      fail(`${key}: ${match[6]} here, ${ft} in the source`);
    agreed += 1;
    continue;
  }
  const [day, clock] = local(date, time);
  match[1] = day;
  match[2] = clock;
  match[5] = result[0];
  match[6] = result[1];
  filled += 1;
}

body.matches.sort((a, b) => (a[1] + (a[2] ?? '')).localeCompare(b[1] + (b[2] ?? '')));
const played = body.matches.filter((m) => m[6] !== null);
body.source = `${body.source}; results after ${body.through}: openfootball/football.json ${sourceText}`;
body.through = played.reduce((last, m) => (m[1] > last ? m[1] : last), '');

// The same layout compact.mjs writes: one match per line.
const lines = body.matches.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
const head = Object.entries(body)
  .filter(([key]) => key !== 'matches')
  .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
  .join('');
fs.writeFileSync(file, `{\n${head}  "matches": [\n${lines}\n  ]\n}\n`);
process.stdout.write(
  `${season}/${code}.json: ${filled} results filled, ${agreed} already there and equal; ${played.length} of ${body.matches.length} with a result, through ${body.through}\n`,
);
