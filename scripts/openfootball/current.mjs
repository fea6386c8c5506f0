#!/usr/bin/env node
/**
 * Writes the current season's fixture files, server/data/openfootball/2026-27/<code>.json, in the compact form
 * compact.mjs writes for the past seasons, from openfootball/football.json's `2026-27/<code>.json` saved as
 * read (the search index's file reader gives a version by commit; the `fetch` snapshot has no 2026-27 folder):
 *
 *   node scripts/openfootball/current.mjs --from /tmp/fx --commit <sha> de.1 fr.1
 *
 * reads <from>/<code>.json for each code named. It stops, writing nothing, on a club with no Chinese name in
 * server/data/openfootball/clubs.json, and on a league that is not a whole double round robin: each round
 * every club once, each ordered pairing once, the league's club and round count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'server/data/openfootball');
const SEASON = '2026-27';

/** The leagues the product has real 2026/27 clubs for, with their club counts. */
export const CURRENT = {
  'en.1': { league: '英超', zone: 'Europe/London', clubs: 20 },
  'en.2': { league: '英冠', zone: 'Europe/London', clubs: 24 },
  'es.1': { league: '西甲', zone: 'Europe/Madrid', clubs: 20 },
  'it.1': { league: '意甲', zone: 'Europe/Rome', clubs: 20 },
  'de.1': { league: '德甲', zone: 'Europe/Berlin', clubs: 18 },
  'fr.1': { league: '法甲', zone: 'Europe/Paris', clubs: 18 },
  'nl.1': { league: '荷甲', zone: 'Europe/Amsterdam', clubs: 18 },
  'pt.1': { league: '葡超', zone: 'Europe/Lisbon', clubs: 18 },
};

const arg = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined;
const from = arg('--from');
const commit = arg('--commit');
const codes = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
if (!from || !commit || !/^[0-9a-f]{40}$/.test(commit) || !codes.length) {
  process.stderr.write(
    'usage: node scripts/openfootball/current.mjs --from <dir> --commit <sha> <code>...\n',
  );
  process.exit(2);
}

const names = JSON.parse(fs.readFileSync(path.join(out, 'clubs.json'), 'utf8'));
const problems = [];
const files = [];
for (const code of codes) {
  const def = CURRENT[code];
  if (!def) {
    problems.push(`${code}: not a league with real 2026/27 clubs`);
    continue;
  }
  const source = JSON.parse(fs.readFileSync(path.join(from, `${code}.json`), 'utf8'));
  const matches = source.matches.map((m) => {
    // A bare [h, a] score is the full-time score (the source writes a 0-0 so): a 0-0 was 0-0 at half time too.
    const bare = Array.isArray(m.score);
    const ft = bare ? m.score : (m.score?.ft ?? null);
    const ht = bare ? (m.score[0] + m.score[1] === 0 ? [0, 0] : null) : (m.score?.ht ?? null);
    const row = [m.round, m.date, m.time ?? null, m.team1, m.team2, ht, ft];
    // A fixture the league postponed (its new date not in the source yet).
    if (m.status === 'postponed') row.push('postponed');
    else if (m.status) problems.push(`${code}: unknown status "${m.status}" (${m.team1} – ${m.team2})`);
    return row;
  });
  const clubs = [...new Set(matches.flatMap((m) => [m[3], m[4]]))];
  for (const club of clubs)
    if (!names[club]) problems.push(`${code}: no Chinese name in clubs.json for ${club}`);
  const rounds = new Map();
  for (const m of matches) rounds.set(m[0], [...(rounds.get(m[0]) ?? []), m]);
  const pairings = new Set(matches.map((m) => `${m[3]}|${m[4]}`));
  if (clubs.length !== def.clubs) problems.push(`${code}: ${clubs.length} clubs, not ${def.clubs}`);
  if (rounds.size !== 2 * (def.clubs - 1)) problems.push(`${code}: ${rounds.size} rounds`);
  if (pairings.size !== matches.length || matches.length !== def.clubs * (def.clubs - 1))
    problems.push(`${code}: ${matches.length} matches, ${pairings.size} ordered pairings`);
  for (const [round, list] of rounds) {
    const playing = list.flatMap((m) => [m[3], m[4]]);
    if (new Set(playing).size !== def.clubs || playing.length !== def.clubs)
      problems.push(`${code}: ${round} is not every club once`);
  }
  const played = matches.filter((m) => m[6] !== null);
  const body = {
    league: def.league,
    season: SEASON,
    name: source.name,
    source: `openfootball/football.json ${SEASON}/${code}.json @ ${commit}`,
    licence: 'CC0-1.0 (public domain)',
    zone: def.zone,
    // The last date with a result.
    through: played.reduce((last, m) => (m[1] > last ? m[1] : last), ''),
    columns: ['round', 'date', 'time', 'home', 'away', 'ht', 'ft'],
  };
  const head = Object.entries(body)
    .map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},\n`)
    .join('');
  // One match per line: small diffs when the source is refreshed.
  const lines = matches.map((m) => `    ${JSON.stringify(m)}`).join(',\n');
  files.push({
    file: path.join(out, SEASON, `${code}.json`),
    text: `{\n${head}  "matches": [\n${lines}\n  ]\n}\n`,
    note: `${SEASON}/${code}.json: ${clubs.length} clubs, ${rounds.size} rounds, ${matches.length} matches, ${played.length} with a result (through ${body.through || '—'})`,
  });
}
if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
for (const f of files) fs.writeFileSync(f.file, f.text);
process.stdout.write(`${files.map((f) => f.note).join('\n')}\n`);
