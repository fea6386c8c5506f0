import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  fillerRates,
  fitFootballRates,
  type FootballRates,
  type SeasonFigures,
} from '../engine/player-rates';
import type { EnginePlayer } from '../engine/types';
import { PEOPLE_DIR, peopleTables } from './people';

/**
 * The real league seasons of the footballers of the people tables (server/data/people/football-figures.json,
 * see its README), keyed by original spelling. A row is
 * `season|league|club|apps|starts|minutes|goals|assists|source`; starts, minutes and assists may be empty.
 */
interface FiguresFile {
  version: string;
  players: Record<string, string[]>;
}

export interface FiguresTable {
  version: string;
  /** Original spelling → his seasons, as listed. */
  players: Map<string, SeasonFigures[]>;
}

const num = (s: string | undefined): number | null => (s === undefined || s.trim() === '' ? null : Number(s));

export function parseSeasonRow(row: string): SeasonFigures {
  const [season = '', league = '', club = '', apps, starts, minutes, goals, assists, source = ''] =
    row.split('|');
  return {
    season,
    league,
    club,
    apps: num(apps) ?? 0,
    starts: num(starts),
    minutes: num(minutes),
    goals: num(goals) ?? 0,
    assists: num(assists),
    source,
  };
}

export function readFootballFigures(file: string): FiguresTable {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as FiguresFile;
  return {
    version: raw.version,
    players: new Map(Object.entries(raw.players).map(([en, rows]) => [en, rows.map(parseSeasonRow)])),
  };
}

let table: FiguresTable | null = null;
let realNames: Set<string> | null = null;

/** The shipped figures table, read once. */
export function footballFigures(): FiguresTable {
  table ??= readFootballFigures(join(PEOPLE_DIR, 'football-figures.json'));
  return table;
}

/** Original spellings of every real footballer of the people table. */
function realFootballers(): Set<string> {
  realNames ??= new Set(
    [...peopleTables().football.clubs.values()].flatMap((clubs) =>
      [...clubs.values()].flatMap((c) => c.players.map((p) => p.en)),
    ),
  );
  return realNames;
}

/**
 * A footballer's rates: a real player's from his seasons (his position's default when the table has none),
 * a generated filler's modest default. `real` defaults to whether the people table lists the spelling.
 */
export function footballRatesOf(
  en: string,
  position: string,
  real = realFootballers().has(en),
): FootballRates {
  if (!real) return fillerRates(position);
  return fitFootballRates(position, footballFigures().players.get(en) ?? []);
}

/** The engine's view of a footballer, with his rates (basketball players are returned as they are). */
export function withFootballRates(
  sport: string,
  player: EnginePlayer,
  en: string,
  real?: boolean,
): EnginePlayer {
  if (sport !== 'football') return player;
  const rates = footballRatesOf(en, player.position, real);
  return {
    ...player,
    real: rates.basis !== 'filler',
    start: rates.start,
    goals90: rates.goals90,
    assists90: rates.assists90,
  };
}
