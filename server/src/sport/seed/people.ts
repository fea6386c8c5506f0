import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Real people of the clubs fans follow: head coaches, squads and each league's referees, as Chinese media
 * name them, from the curated tables in server/data/people (see its README). JSON rather than TS: the tables
 * are data that a non-programmer refreshes each transfer window, and a version bump there re-seeds.
 */
export const PEOPLE_DIR = join(__dirname, '../../../data/people');

export interface RealPerson {
  /** The Chinese name fans know (哈兰德). */
  name: string;
  /** The original spelling (Erling Haaland). */
  en: string;
}

export interface RealPlayer extends RealPerson {
  /** The product's position code (squadShape): G/D/M/F or PG/SG/SF/PF/C. */
  position: string;
  number: number | null;
  nationality: string;
  born: number | null;
  /** What else fans call him (C罗, 字母哥): the row's tenth field, `/`-separated; empty when none. */
  aliases: string[];
}

export interface RealClub {
  coach: RealPerson | null;
  players: RealPlayer[];
}

interface PeopleFile {
  version: string;
  referees: Record<string, string[]>;
  clubs: Record<string, Record<string, { coach?: string; players: string[] }>>;
}

export interface PeopleTable {
  version: string;
  /** league short name → club's Chinese name → its real people. */
  clubs: Map<string, Map<string, RealClub>>;
  /** league short name → the referees of that league. */
  referees: Map<string, RealPerson[]>;
}

function person(row: string): RealPerson {
  const [name = '', en = ''] = row.split('|');
  return { name, en };
}

function player(row: string): RealPlayer {
  const fields = row.split('|');
  const [name = '', en = '', position = '', number = '', nationality = '', born = ''] = fields;
  return {
    name,
    en,
    position,
    number: number ? Number(number) : null,
    nationality,
    // A birth date (YYYY-MM-DD) or only its year.
    born: born ? Number(born.slice(0, 4)) : null,
    aliases: (fields[9] ?? '')
      .split('/')
      .map((a) => a.trim())
      .filter(Boolean),
  };
}

export function readPeople(file: string): PeopleTable {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as PeopleFile;
  const clubs = new Map<string, Map<string, RealClub>>();
  for (const [league, byClub] of Object.entries(raw.clubs)) {
    const map = new Map<string, RealClub>();
    for (const [club, { coach, players }] of Object.entries(byClub))
      map.set(club, { coach: coach ? person(coach) : null, players: players.map(player) });
    clubs.set(league, map);
  }
  const referees = new Map(Object.entries(raw.referees).map(([league, rows]) => [league, rows.map(person)]));
  return { version: raw.version, clubs, referees };
}

let cache: Record<'football' | 'basketball', PeopleTable> | null = null;

/** The shipped tables, read once. */
export function peopleTables(): Record<'football' | 'basketball', PeopleTable> {
  cache ??= {
    football: readPeople(join(PEOPLE_DIR, 'football.json')),
    basketball: readPeople(join(PEOPLE_DIR, 'basketball.json')),
  };
  return cache;
}

/** A club's real coach and players, when the table has the club. */
export function realClub(sport: string, league: string, club: string): RealClub | undefined {
  const tables = peopleTables();
  const table = sport === 'basketball' ? tables.basketball : tables.football;
  return table.clubs.get(league)?.get(club);
}

/** The year the tables' squads are of (the second year of their season, "2025-26" → 2026). */
export function peopleYear(): number {
  const [, second = '0'] = /^(\d{4})-(\d{2})/.exec(peopleTables().football.version)?.slice(1) ?? [];
  return 2000 + Number(second);
}
