import fs from 'node:fs';
import path from 'node:path';

/** server/data/openfootball (README there): real results from openfootball's football.json, CC0. */
export const OPENFOOTBALL_DIR = path.resolve(__dirname, '..', '..', '..', 'data', 'openfootball');

export interface RealMatch {
  round: string;
  /** Local date and time at the ground (`zone` of the season). */
  date: string;
  time: string | null;
  /** Chinese full names (clubs.json). */
  home: string;
  away: string;
  ht: [number, number] | null;
  ft: [number, number] | null;
}

export interface RealSeason {
  /** The product's short name of the competition: 英超, 欧冠… */
  league: string;
  /** e.g. 2024-25 */
  season: string;
  zone: string;
  /** The last date with a result. */
  through: string;
  source: string;
  matches: RealMatch[];
}

type Row = [string, string, string | null, string, string, [number, number] | null, [number, number] | null];

let cached: RealSeason[] | null = null;

/** Every shipped league season, clubs by their Chinese full names; read once. */
export function realSeasons(dir = OPENFOOTBALL_DIR): RealSeason[] {
  if (cached && dir === OPENFOOTBALL_DIR) return cached;
  const clubs = JSON.parse(fs.readFileSync(path.join(dir, 'clubs.json'), 'utf8')) as Record<
    string,
    [string, string]
  >;
  const name = (club: string) => {
    const known = clubs[club];
    if (!known) throw new Error(`openfootball: no Chinese name for ${club} (clubs.json)`);
    return known[0];
  };
  const seasons: RealSeason[] = [];
  for (const season of fs
    .readdirSync(dir)
    .filter((d) => /^\d{4}-\d{2}$/.test(d))
    .sort()) {
    for (const file of fs.readdirSync(path.join(dir, season)).sort()) {
      const raw = JSON.parse(fs.readFileSync(path.join(dir, season, file), 'utf8')) as Omit<
        RealSeason,
        'matches'
      > & { matches: Row[] };
      seasons.push({
        league: raw.league,
        season: raw.season,
        zone: raw.zone,
        through: raw.through,
        source: raw.source,
        matches: raw.matches.map(([round, date, time, home, away, ht, ft]) => ({
          round,
          date,
          time,
          home: name(home),
          away: name(away),
          ht,
          ft,
        })),
      });
    }
  }
  if (dir === OPENFOOTBALL_DIR) cached = seasons;
  return seasons;
}
