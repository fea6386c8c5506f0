import { sql } from 'kysely';
import type { Db } from '../db/database';
import { changes, first } from '../db/query';

/**
 * Throttle counters live in the database, not in process memory, so every instance behind a load balancer
 * counts the same hits. Fixed windows: one row per key with its count and when the window ends. The SQL is
 * plain upsert + RETURNING, which SQLite (3.35+) and PostgreSQL both run as written; an upsert is atomic on
 * both, so two instances counting the same key at once never lose a hit.
 */
export interface HitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Expired rows are deleted every this many increments. */
const PURGE_EVERY = 500;

export function createThrottleCounter(db: Db) {
  let sincePurge = 0;

  return {
    async incr(key: string, windowMs: number, now = Date.now()): Promise<HitCount> {
      if ((sincePurge += 1) >= PURGE_EVERY) {
        sincePurge = 0;
        await changes(db.qb, sql`DELETE FROM throttle_hits WHERE expires_at <= ${now}`);
      }
      const row = await first(
        db.qb,
        sql<{ hits: number; expires_at: number }>`INSERT INTO throttle_hits (key, hits, expires_at)
          VALUES (${key}, 1, ${now + windowMs})
          ON CONFLICT (key) DO UPDATE SET
            hits = CASE WHEN throttle_hits.expires_at <= ${now} THEN 1 ELSE throttle_hits.hits + 1 END,
            expires_at = CASE WHEN throttle_hits.expires_at <= ${now} THEN excluded.expires_at
              ELSE throttle_hits.expires_at END
          RETURNING hits, expires_at`,
      );
      if (!row) throw new Error('throttle upsert returned no row');
      return { current: row.hits, ttl: row.expires_at - now };
    },
    /**
     * Gives back one hit counted by `incr` (a reservation that turned out not to count: a right password, a
     * request refused by another tier). Only in a window still running and never below zero; a window that
     * ended in between has already forgotten the hit.
     */
    async release(key: string, now = Date.now()): Promise<void> {
      await changes(
        db.qb,
        sql`UPDATE throttle_hits SET hits = hits - 1 WHERE key = ${key} AND expires_at > ${now} AND hits > 0`,
      );
    },
    async read(key: string, now = Date.now()): Promise<HitCount> {
      const row = await db.qb
        .selectFrom('throttle_hits')
        .select(['hits', 'expires_at'])
        .where('key', '=', key)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { current: row.hits, ttl: row.expires_at - now } : { current: 0, ttl: 0 };
    },
  };
}

export type ThrottleCounter = ReturnType<typeof createThrottleCounter>;

type Done = (error: Error | null, result?: HitCount) => void;

/**
 * The store @fastify/rate-limit constructs (`store` option): `incr`, the non-mutating `read`, and `child`,
 * which the plugin calls once per limiter with that limiter's options. Our limiters pass `nameSpace`, so
 * the same client IP counts separately for password tries and SMS sends.
 */
export function databaseStore(counter: ThrottleCounter) {
  return class DatabaseStore {
    private readonly prefix: string;

    constructor(options: object) {
      const nameSpace = (options as { nameSpace?: unknown }).nameSpace;
      this.prefix = typeof nameSpace === 'string' ? `${nameSpace}:` : '';
    }

    child(options: object) {
      return new DatabaseStore(options);
    }

    incr(key: string, done: Done, timeWindow: number) {
      this.settle(done, counter.incr(this.prefix + key, timeWindow));
    }

    read(key: string, done: Done) {
      this.settle(done, counter.read(this.prefix + key));
    }

    private settle(done: Done, count: Promise<HitCount>) {
      count.then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
  };
}
