#!/usr/bin/env node
/**
 * Gives every real player of the people tables (server/data/people/{football,basketball}.json) his stable
 * player id in server/data/people/ids.json, keyed by sport and original spelling: a new row gets the next free
 * id, a row that left the tables keeps his (never reused), so a bookmarked /playerFb/<id> opens the same person
 * after any refresh. `npm run people:ids` after adding rows; `--check` only reports (exit 1 when rows lack one).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../server/data/people');
const FILE = join(DIR, 'ids.json');
const SPORTS = ['football', 'basketball'];

/** Original spellings of a table's players, in the table's order. */
function spellings(sport) {
  const table = JSON.parse(readFileSync(join(DIR, `${sport}.json`), 'utf8'));
  const out = [];
  for (const byClub of Object.values(table.clubs))
    for (const { players } of Object.values(byClub)) for (const row of players) out.push(row.split('|')[1]);
  return out;
}

const file = JSON.parse(readFileSync(FILE, 'utf8'));
let next = Math.max(0, ...SPORTS.flatMap((s) => Object.values(file[s] ?? {}))) + 1;
const added = [];
for (const sport of SPORTS) {
  const ids = (file[sport] ??= {});
  for (const en of spellings(sport)) {
    if (en in ids) continue;
    ids[en] = next++;
    added.push(`${sport}:${en}`);
  }
}
if (process.argv.includes('--check')) {
  if (added.length)
    console.error(
      `people ids: ${added.length} rows lack an id (npm run people:ids): ${added.slice(0, 5).join(', ')}`,
    );
  process.exit(added.length ? 1 : 0);
}
writeFileSync(FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(`people ids: ${added.length} added, next id ${next}`);
