#!/usr/bin/env node
/**
 * A league season's scorers board counted from openfootball's `<code>-full.json` (public domain, CC0), which
 * lists every goal of every match. The file is read one stored version at a time with the search index's file
 * reader and its goals are written one a line (line-ups and bookings are not transcribed):
 *
 *   ft|date|team1|team2|g1-g2                            one per match: its full-time score
 *   date|team1|team2|side|scorer|minute|flags            one per goal: side 1 or 2 is the team the goal counts
 *                                                        for; flags is empty, `penalty` or `owngoal`
 *
 * with the source's own spellings (e.g. `Erling HAALAND`, `Chelsea FC`). Lines starting with # are comments.
 * The script checks the lines (the expected number of matches, no match twice, each match's goals add up to
 * its score, every goal belongs to a listed match) and, with --season and --code, that every score is the one
 * the compact league file server/data/openfootball/<season>/<code>.json holds (clubs the full file names
 * differently, `Bayer Leverkusen` for `Bayer 04 Leverkusen`, are paired by data/full-file-clubs.json). Then it counts the goals of
 * each player (own goals excluded; his club is the side he scored for, a player who moved in the season has
 * each club) and prints the board:
 *
 *   node scripts/openfootball/scorers.mjs --lines scripts/openfootball/data/en.1-2025-26-goals.txt \
 *     --matches 380 --season 2025-26 --code en.1 [--top 10]
 *
 * With --league 英超 --source '<text>' it prints the top places (ties at the cut included) as rows of
 * server/data/people/past-leaders.json, `中文名|original spelling|club|goals|source`, naming each player as
 * football.json does at a club he scored for; with --write it also puts them in the file as that league
 * season's `goals` board. It stops (writing nothing) on any failed check or on a top scorer football.json does
 * not have: a Chinese name is never made up here. A smaller --top then ends the board before him (德甲 2025-26
 * is written with --top 7: 8th to 11th are tied and two of them play for clubs the table does not cover).
 *
 * Order: more goals first; a tie, more non-penalty goals first, then the original spelling's alphabetical order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function arg(name, required = true) {
  const at = process.argv.indexOf(`--${name}`);
  const value = at < 0 ? undefined : process.argv[at + 1];
  if (!value && required) {
    process.stderr.write(
      'usage: node scripts/openfootball/scorers.mjs --lines <file> --matches <n> [--season <2025-26> --code <en.1>] [--top <n>] [--league <英超> --source <text> [--write]]\n',
    );
    process.exit(2);
  }
  return value;
}

function fail(message) {
  process.stderr.write(`scorers: ${message}\n`);
  process.exit(1);
}

/** Spelling without accents, case, hyphens or apostrophes: `Morgan GIBBS WHITE` is `Morgan Gibbs-White`. */
export const plain = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const MINUTE = /^\d{1,3}(\+\d{1,2})?$/;
const FLAGS = new Set(['', 'penalty', 'owngoal']);

/** The matches and goals of a lines file, checked; stops on the first thing that does not add up. */
function readLines(file, expected) {
  const matches = new Map();
  const goals = [];
  const text = fs.readFileSync(file, 'utf8');
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (!line || line.startsWith('#')) return;
    const f = line.split('|');
    const at = `${path.basename(file)}:${i + 1}`;
    if (f[0] === 'ft') {
      if (f.length !== 5) fail(`${at}: a score line has 5 fields`);
      const [, date, team1, team2, score] = f;
      const m = /^(\d+)-(\d+)$/.exec(score);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !team1 || !team2 || !m) fail(`${at}: bad score line`);
      const key = `${date}|${team1}|${team2}`;
      if (matches.has(key)) fail(`${at}: ${key} given twice`);
      for (const other of matches.values())
        if (other.team1 === team1 && other.team2 === team2) fail(`${at}: ${team1} v ${team2} given twice`);
      matches.set(key, { date, team1, team2, ft: [Number(m[1]), Number(m[2])], counted: [0, 0] });
      return;
    }
    if (f.length !== 7) fail(`${at}: a goal line has 7 fields`);
    const [date, team1, team2, side, scorer, minute, flags] = f;
    const match = matches.get(`${date}|${team1}|${team2}`);
    if (!match) fail(`${at}: goal of a match with no score line before it`);
    if (side !== '1' && side !== '2') fail(`${at}: side is 1 or 2`);
    if (!scorer) fail(`${at}: no scorer`);
    if (!MINUTE.test(minute)) fail(`${at}: bad minute ${minute}`);
    if (!FLAGS.has(flags)) fail(`${at}: flags are empty, penalty or owngoal`);
    match.counted[Number(side) - 1]++;
    goals.push({ date, team1, team2, side: Number(side), scorer, minute, flags });
  });
  for (const m of matches.values())
    if (m.counted[0] !== m.ft[0] || m.counted[1] !== m.ft[1])
      fail(
        `${m.date} ${m.team1} v ${m.team2}: goals ${m.counted.join('-')} but the score is ${m.ft.join('-')}`,
      );
  if (matches.size !== expected) fail(`${matches.size} matches, not ${expected}`);
  return { matches, goals };
}

/** Full-file club names that differ from the compact files' (e.g. `Bayer Leverkusen`, `Bayer 04 Leverkusen`). */
const FULL_NAMES = JSON.parse(
  fs.readFileSync(path.join(root, 'scripts/openfootball/data/full-file-clubs.json'), 'utf8'),
).names;

/** `Chelsea FC`, `Bournemouth` and `AFC Bournemouth` are the same club in the two files. */
const clubKey = (name) => (FULL_NAMES[name] ?? name).replace(/^AFC\s+/, '').replace(/\s+(A?FC)$/, '');

/** Every match's score is the compact file's for the same home and away club. */
function crossCheck(matches, season, code) {
  const file = path.join(root, 'server/data/openfootball', season, `${code}.json`);
  const compact = JSON.parse(fs.readFileSync(file, 'utf8'));
  const col = Object.fromEntries(compact.columns.map((c, i) => [c, i]));
  const byPair = new Map(compact.matches.map((r) => [`${clubKey(r[col.home])}|${clubKey(r[col.away])}`, r]));
  const finished = compact.matches.filter((r) => r[col.ft] !== null).length;
  if (finished !== matches.size) fail(`${file} has ${finished} results, the lines ${matches.size}`);
  for (const m of matches.values()) {
    const r = byPair.get(`${clubKey(m.team1)}|${clubKey(m.team2)}`);
    if (!r) fail(`${m.team1} v ${m.team2}: no fixture in ${file}`);
    if (r[col.ft]?.join('-') !== m.ft.join('-'))
      fail(`${m.team1} v ${m.team2}: ${m.ft.join('-')} here, ${r[col.ft]?.join('-')} in ${file}`);
  }
  return { compact, file };
}

/** Goals per player, own goals excluded, in board order. */
export function board(goals) {
  const by = new Map();
  for (const g of goals) {
    if (g.flags === 'owngoal') continue;
    const club = g.side === 1 ? g.team1 : g.team2;
    const p = by.get(g.scorer) ?? { scorer: g.scorer, goals: 0, penalties: 0, clubs: new Map() };
    p.goals++;
    if (g.flags === 'penalty') p.penalties++;
    p.clubs.set(club, (p.clubs.get(club) ?? 0) + 1);
    by.set(g.scorer, p);
  }
  return [...by.values()].sort(
    (a, b) =>
      b.goals - a.goals ||
      b.goals - b.penalties - (a.goals - a.penalties) ||
      plain(a.scorer).localeCompare(plain(b.scorer)),
  );
}

/** The top `top` places and every place tied with the last of them. */
export const topPlaces = (ranked, top) =>
  ranked.filter((p) => ranked.length <= top || p.goals >= ranked[top - 1].goals);

const linesFile = path.resolve(arg('lines'));
const expected = Number(arg('matches'));
const season = arg('season', false);
const code = arg('code', false);
const top = Number(arg('top', false) ?? 10);
const { matches, goals } = readLines(linesFile, expected);
if (season && code) crossCheck(matches, season, code);
const ranked = board(goals);
const places = topPlaces(ranked, top);

process.stdout.write(
  `${matches.size} matches, ${goals.length} goals (${goals.filter((g) => g.flags === 'owngoal').length} own goals)` +
    `${season && code ? `, every score as in server/data/openfootball/${season}/${code}.json` : ''}\n`,
);
ranked.slice(0, Math.max(places.length, top) + 5).forEach((p, i) => {
  const clubs = [...p.clubs].map(([c, n]) => (p.clubs.size > 1 ? `${c} ${n}` : c)).join(' + ');
  process.stdout.write(
    `${String(i + 1).padStart(3)}  ${String(p.goals).padStart(2)}  (${p.penalties} pen)  ${p.scorer} — ${clubs}${i === places.length - 1 ? '   ← cut' : ''}\n`,
  );
});

const league = arg('league', false);
if (league) {
  const source = arg('source');
  const clubNames = JSON.parse(
    fs.readFileSync(path.join(root, 'server/data/openfootball/clubs.json'), 'utf8'),
  );
  const chinese = new Map(Object.entries(clubNames).map(([en, [zh]]) => [clubKey(en), zh]));
  const people = JSON.parse(fs.readFileSync(path.join(root, 'server/data/people/football.json'), 'utf8'));
  const rows = places.map((p) => {
    const clubs = [...p.clubs.keys()].map((c) => chinese.get(clubKey(c)) ?? fail(`no Chinese name for ${c}`));
    // The player as football.json names him at one of the clubs he scored for.
    const found = clubs
      .flatMap((c) => people.clubs[league]?.[c]?.players ?? [])
      .map((row) => row.split('|'))
      .find(([, en = '']) => plain(en) === plain(p.scorer));
    if (!found) fail(`${p.scorer} (${clubs.join('/')}) is not in football.json: add his row first`);
    return `${found[0]}|${found[1]}|${clubs.join('/')}|${p.goals}|${source}`;
  });
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
  if (process.argv.includes('--write')) {
    const file = path.join(root, 'server/data/people/past-leaders.json');
    const table = JSON.parse(fs.readFileSync(file, 'utf8'));
    const seasonCode = season ?? fail('--write needs --season');
    table.leagues[league] ??= {};
    table.leagues[league][seasonCode] = { ...table.leagues[league][seasonCode], goals: rows };
    fs.writeFileSync(file, `${JSON.stringify(table, null, 2)}\n`);
    process.stdout.write(
      `wrote ${rows.length} rows to ${path.relative(root, file)} (${league} ${seasonCode} goals)\n`,
    );
  }
}
