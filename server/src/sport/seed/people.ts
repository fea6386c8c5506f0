import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIVISION_BELOW } from './real-fixtures';

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
  /** Where the row's facts are published (`Wikipedia (en), 2025-11`); empty only on a row of the old shape. */
  source: string;
}

/** A preferred foot as the product writes it. */
export const FEET = ['右脚', '左脚', '双脚'] as const;

export interface RealPlayer extends RealPerson {
  /** The product's position code (squadShape): G/D/M/F or PG/SG/SF/PF/C. */
  position: string;
  number: number | null;
  nationality: string;
  /** `YYYY-MM-DD` when the exact date is known, `YYYY` when only the year is; null when neither. */
  birthDate: string | null;
  /** The birth year (from birthDate), null when unknown. */
  born: number | null;
  /** Whole centimetres from a public listing; null when not known with confidence. */
  height: number | null;
  /** 右脚/左脚/双脚 (football); null when not known, always null in basketball. */
  foot: string | null;
  /** What else fans call him (C罗, 字母哥): the row's optional tenth field, `/`-separated; empty when none. */
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

/** A coach or referee: `中文名|original spelling`, optionally `|source`. */
export function person(row: string): RealPerson {
  const fields = row.split('|');
  if (fields.length < 2 || fields.length > 3)
    throw new Error(`people: a person row has 2 or 3 fields: ${row}`);
  const [name = '', en = '', source = ''] = fields;
  return { name, en, source };
}

/**
 * A player row, the nine fields of server/data/people/README.md:
 * `中文名|original spelling|position|number|nationality|birth date|height cm|foot|source`; an unknown fact is
 * an empty field; an optional tenth field holds the nicknames fans use (`/`-separated). Anything else throws: a malformed row must not seed a wrong fact.
 */
export function player(row: string): RealPlayer {
  const fields = row.split('|');
  if (fields.length !== 9 && fields.length !== 10)
    throw new Error(`people: a player row has 9 fields (10 with aliases), not ${fields.length}: ${row}`);
  const [name = '', en = '', position = '', number = '', nationality = '', birth = ''] = fields;
  const [height = '', foot = '', source = '', aliases = ''] = fields.slice(6);
  if (!source.trim()) throw new Error(`people: a row names its source: ${row}`);
  if (birth && !/^\d{4}(-\d{2}-\d{2})?$/.test(birth)) throw new Error(`people: birth date ${birth}: ${row}`);
  if (height && !/^\d{3}$/.test(height)) throw new Error(`people: height ${height}: ${row}`);
  if (foot && !(FEET as readonly string[]).includes(foot)) throw new Error(`people: foot ${foot}: ${row}`);
  if (number && !/^\d{1,2}$/.test(number)) throw new Error(`people: number ${number}: ${row}`);
  return {
    name,
    en,
    position,
    number: number ? Number(number) : null,
    nationality,
    birthDate: birth || null,
    born: birth ? Number(birth.slice(0, 4)) : null,
    height: height ? Number(height) : null,
    foot: foot || null,
    source,
    aliases: aliases
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

/** Generated players' ids start above this; below it, each real player's own stable id (ids.json). */
export const GENERATED_PLAYER_BASE = 100_000;

let idCache: Record<string, Record<string, number>> | null = null;

/**
 * A real player's stable id, keyed by sport and original spelling in server/data/people/ids.json (written by
 * `npm run people:ids`), so a player's page keeps its address when the tables grow or he changes club.
 */
export function realPlayerId(sport: string, en: string): number {
  idCache ??= JSON.parse(readFileSync(join(PEOPLE_DIR, 'ids.json'), 'utf8')) as Record<
    string,
    Record<string, number>
  >;
  const id = idCache[sport === 'basketball' ? 'basketball' : 'football']?.[en];
  if (id === undefined) throw new Error(`people: ${en} has no id in ids.json (run npm run people:ids)`);
  return id;
}

/**
 * A club's real coach and players, when the table has the club: under its league, or under the division just
 * above or below it when the club went down or up (伯恩利, 西汉姆联 and 狼队 play the 2026/27 英冠 with the
 * players the table lists under 英超). A cup's clubs are no division's, so they find nobody.
 */
export function realClub(sport: string, league: string, club: string): RealClub | undefined {
  const tables = peopleTables();
  const table = sport === 'basketball' ? tables.basketball : tables.football;
  const above = Object.keys(DIVISION_BELOW).find((l) => DIVISION_BELOW[l] === league);
  const below = DIVISION_BELOW[league];
  return [league, above, below]
    .map((l) => (l === undefined ? undefined : table.clubs.get(l)?.get(club)))
    .find((c) => c !== undefined);
}

/** The year the tables' squads are of (the second year of their season, "2025-26" → 2026). */
export function peopleYear(): number {
  const [, second = '0'] = /^(\d{4})-(\d{2})/.exec(peopleTables().football.version)?.slice(1) ?? [];
  return 2000 + Number(second);
}
