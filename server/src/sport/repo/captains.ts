import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The people tables (server/data/people): a club's real captain is a sourced fact there. */
const FOOTBALL_PEOPLE = join(__dirname, '../../../data/people/football.json');

let cache: Map<string, string> | null = null;

/**
 * Club (Chinese name, as sport_teams.name) → the Chinese name of its real captain, from the `captain` field of
 * football.json (`中文名|source`); clubs without one are not in the map.
 */
export function realCaptains(): Map<string, string> {
  if (cache) return cache;
  const raw = JSON.parse(readFileSync(FOOTBALL_PEOPLE, 'utf8')) as {
    clubs: Record<string, Record<string, { captain?: string }>>;
  };
  cache = new Map();
  for (const clubs of Object.values(raw.clubs))
    for (const [club, { captain }] of Object.entries(clubs)) {
      const name = captain?.split('|')[0]?.trim();
      if (name) cache.set(club, name);
    }
  return cache;
}
