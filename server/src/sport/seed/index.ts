import type { RawSqlite } from '../../db/database';
import { importHistory } from '../history/import-history';
import { OpenFootballProvider } from '../history/openfootball';
import type { SportsDataProvider } from '../history/provider';
import { shanghaiDay } from '../time';
import { seedCatalogue } from './catalogue';
import { seedContent } from './seed-content';
import { seedFriendlies } from './seed-friendlies';
import { seedMatches } from './seed-matches';
import { SeedAbsences } from '../absences/seed-absences';
import { fitMatchdays, placeFixed, resolveClashes, TeamCalendar } from './fixture-calendar';
import { pinToday } from './pin-today';
import { realSeasons } from './real-fixtures';
import { planSeasons, renumberGameDays } from './schedule';

/** Bumped when the seeded data changes shape or rules: a database seeded by an older version is re-seeded. */
export const SEED_DATA_VERSION = '23';

export interface SeedOptions {
  seed: string;
  /** Epoch seconds the data is placed around ("now" for a real start, fixed in tests). */
  anchor: number;
  /** When set, today gets extra club friendlies until it has at least this many football matches. */
  bigDay?: number;
  /** Real past seasons to import (sport/history); the shipped openfootball data when not set. */
  history?: SportsDataProvider;
}

export interface SeedSummary {
  seed: string;
  anchor: number;
  anchorDay: string;
  matches: number;
  /** `sport/day` → match count. */
  perDay: Record<string, number>;
  /** Fixtures moved to avoid a club playing twice too soon, and any that could not be placed (expected 0). */
  clashes: { moved: number; unresolved: number };
  ms: number;
}

/** The provider of real past seasons: the one the options name, else the shipped openfootball files. */
export const historyOf = (options: SeedOptions): SportsDataProvider =>
  options.history ?? new OpenFootballProvider();

export const SPORT_TABLES = [
  'sport_forecasts',
  'sport_events',
  'sport_player_lines',
  'sport_match_records',
  'sport_absences',
  'sport_matches',
  'sport_seasons',
  'sport_players',
  'sport_teams',
  'sport_leagues',
  'sport_countries',
  'sport_regions',
  'sport_articles',
  'sport_solutions',
  'sport_experts',
];

/**
 * Replaces all sports data with a deterministic data set: the same seed and anchor give the same rows.
 * Purchases are kept: they belong to users, and solution ids are stable for a given seed. Synchronous, on
 * better-sqlite3: the target database itself when it is SQLite, a scratch one in memory that is then copied
 * when it is PostgreSQL (seed/seed-database.ts).
 */
export function generateSport(db: RawSqlite, options: SeedOptions): SeedSummary {
  const started = Date.now();
  const summary = db.transaction(() => {
    for (const table of SPORT_TABLES) db.exec(`DELETE FROM ${table}`);
    // Real players' ages count from the year of the day the data is placed around.
    // The real 2026/27 clubs and fixtures where the shipped data has them (seed/real-fixtures.ts).
    const real = realSeasons(shanghaiDay(options.anchor));
    const leagues = seedCatalogue(db, options.seed, Number(shanghaiDay(options.anchor).slice(0, 4)), real);
    const seasons = planSeasons(options.seed, leagues, shanghaiDay(options.anchor), real);
    // A UEFA matchday of several days gives a club the day its real league games leave free.
    fitMatchdays(seasons);
    if (options.bigDay) seedFriendlies(db, options.seed, seasons, options.anchor, options.bigDay);
    // Fixed fixtures first (cup matchdays, today's pinned games), then every other one without a clash.
    const calendar = new TeamCalendar();
    placeFixed(calendar, seasons);
    pinToday(options.seed, seasons, options.anchor, calendar);
    const clashes = resolveClashes(options.seed, seasons, calendar);
    renumberGameDays(seasons, shanghaiDay(options.anchor));
    const absences = new SeedAbsences(db, options.seed, seasons);
    const result = seedMatches(db, options.seed, seasons, options.anchor, absences);
    seedContent(db, options.seed, options.anchor, result.figures);
    // The seeded seasons are the current ones; the provider's real seasons come after them as past ones.
    db.exec("UPDATE sport_seasons SET code = REPLACE(name, '/', '-')");
    const history = historyOf(options);
    importHistory(db, options.seed, history);
    const meta = db.prepare('INSERT OR REPLACE INTO sport_meta (key, value) VALUES (?, ?)');
    meta.run('seed', options.seed);
    meta.run('anchor', String(options.anchor));
    meta.run('data_version', SEED_DATA_VERSION);
    meta.run('history', history.version());
    return { matches: result.matches, perDay: Object.fromEntries(result.byDay), clashes };
  })();
  return {
    ...summary,
    seed: options.seed,
    anchor: options.anchor,
    anchorDay: shanghaiDay(options.anchor),
    ms: Date.now() - started,
  };
}
