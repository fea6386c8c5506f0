import type { Db } from '../../db/database';
import { nowS, shanghaiDay } from '../time';
import { buildEntries, type IndexEntries } from './search-index';

/**
 * The search index, built once per seed and Shanghai day (the day's matches are part of it) and kept in
 * memory on each instance: it is a pure function of the seeded data, so instances need not share it. A
 * re-seed (NOTIFY jc_reseed on PostgreSQL) drops it; the next query builds it again.
 */
export class SearchIndexCache {
  private key = '';
  private building: Promise<IndexEntries> | null = null;
  /** How long the last build took (ms), for the log and the benchmark. */
  lastBuildMs = 0;

  constructor(
    private readonly db: Db,
    private readonly seed: () => string,
  ) {}

  entries(now = nowS()): Promise<IndexEntries> {
    const key = `${this.seed()}|${shanghaiDay(now)}`;
    if (this.building && key === this.key) return this.building;
    this.key = key;
    const started = performance.now();
    const building = buildEntries(this.db, shanghaiDay(now)).then((entries) => {
      this.lastBuildMs = performance.now() - started;
      return entries;
    });
    // A failed build is not kept: the next query tries again.
    building.catch(() => {
      if (this.building === building) this.building = null;
    });
    this.building = building;
    return building;
  }

  clear(): void {
    this.building = null;
    this.key = '';
  }
}
