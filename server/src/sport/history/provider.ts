import type { CompetitionStage } from '@jincheng/shared/core';

/**
 * Where real sports data comes from: the seam between the product and a data source, like the pay and SMS
 * providers (server/src/providers.ts). A provider answers past (or running) league seasons with their clubs
 * and match results, in the product's own terms: competitions by their Chinese short name (英超, 欧冠 …), clubs
 * by their Chinese names (the names the seeded clubs carry, so a past season's club is matched to the same
 * team row), kickoffs as UTC epoch seconds.
 *
 * The first real adapter is `OpenFootballProvider` (openfootball.ts): results read from the open-data files
 * shipped in server/data/openfootball. A licensed live feed would be the next adapter: it would answer the
 * same shape (filled ahead of the seed, e.g. from its own cache file, since seeding is synchronous), and
 * importing stays as it is (import-history.ts). The seed imports whatever the configured provider gives as
 * past seasons (docs/history.md).
 */
export interface SportsDataProvider {
  /** Shown in logs and docs, e.g. "openfootball". */
  readonly name: string;
  /** Every season the provider has, oldest first. */
  seasons(): ProviderSeason[];
  /** Changes whenever what `seasons()` answers changes: stored data of another version is re-seeded. */
  version(): string;
}

export interface ProviderClub {
  /** Chinese full name (曼彻斯特城): the key a club is matched by. */
  name: string;
  /** Chinese short name (曼城). */
  short: string;
  /** The source's own name (Manchester City FC). */
  nameEn: string;
  /**
   * Short name of the league the club plays in when it is not the season's competition (a 欧冠 club from
   * 荷甲), or of the league a club that left the competition plays in now (英冠 for a relegated club);
   * null when the provider does not know.
   */
  homeLeague: string | null;
}

export interface ProviderMatch {
  /** 1-based round: the matchday in a league; in a cup, rounds go on after the league phase. */
  round: number;
  stage: CompetitionStage;
  /** 1 or 2 in two-legged knock-out rounds, else null. */
  leg: number | null;
  /** UTC epoch seconds. */
  kickoff: number;
  home: ProviderClub;
  away: ProviderClub;
  /** [home, away]; null when unknown. */
  halfTime: [number, number] | null;
  /** [home, away]; null when the match has no result (not played yet in the data). */
  fullTime: [number, number] | null;
  /** The result is simulated, held to the season's real outcome (complete-season.ts); absent for a real one. */
  simulated?: boolean;
}

export interface ProviderSeason {
  /** Chinese short name of the competition (英超, 欧冠), as in the catalogue. */
  league: string;
  /** Season code, e.g. 2024-25 (the `season` query parameter). */
  code: string;
  /** Shown name, e.g. 2024/25. */
  name: string;
  /** Last day with a result (YYYY-MM-DD) when the data stops before the season's end; null when complete. */
  through: string | null;
  /**
   * Last day of real results (YYYY-MM-DD) when the rest of the season is simulated, held to its real outcome
   * (the clubs that went down, as the next season's clubs show); null when every result is real.
   */
  simulatedAfter: string | null;
  matches: ProviderMatch[];
}
