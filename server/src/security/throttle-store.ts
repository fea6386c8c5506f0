import type { Db, Migration } from '../db/database';

/**
 * Throttle counters live in the database, not in process memory, so every instance behind a load balancer
 * counts the same hits. Fixed windows: one row per key with its count and when the window ends. The SQL is
 * plain upsert + RETURNING, which SQLite (3.35+) and PostgreSQL both run as written.
 */
export const THROTTLE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'security-001-throttle',
    sql: `
      CREATE TABLE throttle_hits (
        key TEXT PRIMARY KEY,
        hits INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );
      CREATE INDEX throttle_hits_expiry ON throttle_hits (expires_at);
    `,
  },
];

export interface HitCount {
  /** Hits in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Expired rows are deleted every this many increments. */
const PURGE_EVERY = 500;

export function createThrottleCounter(db: Db) {
  const bump = db.prepare(
    `INSERT INTO throttle_hits (key, hits, expires_at) VALUES (?, 1, ?)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN throttle_hits.expires_at <= ? THEN 1 ELSE throttle_hits.hits + 1 END,
       expires_at = CASE WHEN throttle_hits.expires_at <= ? THEN excluded.expires_at ELSE throttle_hits.expires_at END
     RETURNING hits, expires_at AS expiresAt`,
  );
  const peek = db.prepare(
    'SELECT hits, expires_at AS expiresAt FROM throttle_hits WHERE key = ? AND expires_at > ?',
  );
  const purge = db.prepare('DELETE FROM throttle_hits WHERE expires_at <= ?');
  let sincePurge = 0;

  return {
    incr(key: string, windowMs: number, now = Date.now()): HitCount {
      if ((sincePurge += 1) >= PURGE_EVERY) {
        sincePurge = 0;
        purge.run(now);
      }
      const row = bump.get(key, now + windowMs, now, now) as { hits: number; expiresAt: number };
      return { current: row.hits, ttl: row.expiresAt - now };
    },
    read(key: string, now = Date.now()): HitCount {
      const row = peek.get(key, now) as { hits: number; expiresAt: number } | undefined;
      return row ? { current: row.hits, ttl: row.expiresAt - now } : { current: 0, ttl: 0 };
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
      this.settle(done, () => counter.incr(this.prefix + key, timeWindow));
    }

    read(key: string, done: Done) {
      this.settle(done, () => counter.read(this.prefix + key));
    }

    private settle(done: Done, count: () => HitCount) {
      let result: HitCount;
      try {
        result = count();
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      done(null, result);
    }
  };
}
