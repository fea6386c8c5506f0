import type { Db } from '../db/database';
import { addTo, firstSeen, keyOf, pageKeyOf, upsert, type Pending, type PendingPage } from './health-writes';

export type HealthKind = 'mount' | 'load-fail' | 'render-error' | 'fallback';
export const HEALTH_KINDS: readonly HealthKind[] = ['mount', 'load-fail', 'render-error', 'fallback'];

export interface HealthCounts {
  mount: number;
  loadFail: number;
  renderError: number;
  fallback: number;
}

export interface HealthEvent {
  app: string;
  version: string;
  kind: HealthKind;
  count: number;
}

/** A verified page load's events (health-route.ts): each counts `weight` once per page, app and kind. */
export interface PageEvents {
  /** The page-load id's nonce (page-load-id.ts). */
  page: string;
  /** When the id expires: its record of what it counted is kept until then. */
  expiresAt: number;
  /** What each event counts (1 / the sample rate, rounded); the event's own count is not trusted. */
  weight: number;
  events: Array<Pick<HealthEvent, 'app' | 'version' | 'kind'>>;
}

export interface HealthStore {
  /**
   * Counts the server trusts as they are (its own signals: health-signals.ts), added to an in-memory buffer
   * (coalesced per app/version/minute/kind); written by flush. Never throws.
   */
  record(events: HealthEvent[], atMs?: number): void;
  /**
   * A verified page load's beacon: each (page, app, kind) counts once, ever — a replay, or a second event of
   * a kind the page already counted, adds nothing (checked against the database at flush, so across
   * instances). Never throws.
   */
  recordPage(beacon: PageEvents, atMs?: number): void;
  /**
   * Writes the buffer in one transaction: the page loads' first-time (page, app, kind) records, then one
   * upsert per key, count = count + excluded.count, of the trusted counts and the page events that were new.
   */
  flush(): Promise<void>;
  /** Sum per version over the minutes that overlap [fromMs, toMs]. Every asked version present (zeros). */
  totals(
    app: string,
    versions: string[],
    fromMs: number,
    toMs: number,
  ): Promise<Record<string, HealthCounts>>;
  /** Per version, one point per minute in [fromMs, toMs] that has data, oldest first. */
  series(
    app: string,
    versions: string[],
    fromMs: number,
    toMs: number,
  ): Promise<Record<string, Array<HealthCounts & { minute: number }>>>;
  /** Stops the flush timer after a last flush. */
  close(): Promise<void>;
}

export interface HealthStoreOptions {
  /** How often the buffer is written (default 2 s; the app reads JC_HEALTH_FLUSH_MS). */
  flushMs?: number;
  /** The clock (default the process's `Date.now()`, which a pinned clock moves: pinned-clock.ts). */
  now?: () => number;
  /** A flush that failed (its counts stay buffered for the next one). Never thrown. */
  onError?: (error: unknown) => void;
  /** Distinct keys the buffer holds at most (default 10,000); past it new keys are dropped. */
  maxKeys?: number;
  /** Called by a flush with how many events were dropped on a full buffer since the last one. */
  onDropped?: (dropped: number) => void;
}

export const MINUTE_MS = 60_000;
/** Rows older than this are deleted. */
export const HEALTH_RETENTION_MS = 48 * 3_600_000;
/** The prune runs from a flush at most this often. */
const PRUNE_EVERY_MS = 3_600_000;
const DEFAULT_MAX_KEYS = 10_000;

const FIELDS: Record<HealthKind, keyof HealthCounts> = {
  mount: 'mount',
  'load-fail': 'loadFail',
  'render-error': 'renderError',
  fallback: 'fallback',
};

const zeros = (): HealthCounts => ({ mount: 0, loadFail: 0, renderError: 0, fallback: 0 });

/** The start (epoch ms) of the minute `ms` falls in. */
export const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

/** (loadFail + renderError) / (mount + loadFail + renderError); 0 when nothing was counted. */
export function failureRate(c: HealthCounts): number {
  const failed = c.loadFail + c.renderError;
  const all = c.mount + failed;
  return all > 0 ? failed / all : 0;
}

/**
 * Release health counts (issue 29, docs/releases.md "Health beacons"). Beacons are added to a buffer in
 * memory, summed per app, version, minute and kind, and written every `flushMs` in one transaction, each key
 * once: a flush is a statement or two whatever the traffic. Reads see what was flushed.
 */
export function createHealthStore(db: Db, options: HealthStoreOptions = {}): HealthStore {
  const {
    flushMs = 2_000,
    now = () => Date.now(),
    onError = () => undefined,
    maxKeys = DEFAULT_MAX_KEYS,
    onDropped = () => undefined,
  } = options;
  let buffer = new Map<string, Pending>();
  /** Page loads' events by (page, app, kind): the first one of a key in the buffer is the one kept. */
  let pages = new Map<string, PendingPage>();
  let dropped = 0;
  let lastPrune = -Infinity;
  let closed = false;
  // Flushes run one after another; the timer skips a tick while one is running.
  let tail: Promise<void> = Promise.resolve();
  let flushing = false;

  function record(events: HealthEvent[], atMs?: number): void {
    try {
      if (closed) return;
      const minute = minuteOf(atMs ?? now());
      if (!Number.isFinite(minute)) return;
      for (const { app, version, kind, count } of events) {
        if (!Object.hasOwn(FIELDS, kind) || !Number.isSafeInteger(count) || count <= 0) continue;
        const entry = { app: String(app), version: String(version), minute, kind };
        const key = keyOf(entry);
        const pending = buffer.get(key);
        if (pending) pending.count += count;
        else if (buffer.size >= maxKeys) dropped += 1;
        else buffer.set(key, { ...entry, count });
      }
    } catch (error) {
      onError(error);
    }
  }

  function recordPage({ page, expiresAt, weight, events }: PageEvents, atMs?: number): void {
    try {
      if (closed || !Number.isSafeInteger(weight) || weight <= 0) return;
      const minute = minuteOf(atMs ?? now());
      if (!Number.isFinite(minute) || !Number.isSafeInteger(expiresAt)) return;
      for (const { app, version, kind } of events) {
        if (!Object.hasOwn(FIELDS, kind)) continue;
        const entry = { page: String(page), app: String(app), version: String(version), minute, kind };
        const key = pageKeyOf(entry);
        if (pages.has(key)) continue;
        if (pages.size + buffer.size >= maxKeys) dropped += 1;
        else pages.set(key, { ...entry, count: weight, expires: expiresAt });
      }
    } catch (error) {
      onError(error);
    }
  }

  /** Puts counts that could not be written back, so the next flush tries them again. */
  function restore(rows: Map<string, Pending>, pageRows: Map<string, PendingPage>): void {
    for (const [key, row] of rows) {
      const pending = buffer.get(key);
      if (pending) pending.count += row.count;
      else if (buffer.size < maxKeys) buffer.set(key, row);
      else dropped += 1;
    }
    for (const [key, row] of pageRows) {
      if (pages.has(key)) continue;
      if (pages.size < maxKeys) pages.set(key, row);
      else dropped += 1;
    }
  }

  async function write(): Promise<void> {
    if (dropped > 0) {
      const count = dropped;
      dropped = 0;
      try {
        onDropped(count);
      } catch (error) {
        onError(error);
      }
    }
    const rows = buffer;
    const pageRows = pages;
    buffer = new Map();
    pages = new Map();
    if (rows.size > 0 || pageRows.size > 0) {
      try {
        await db.qb.transaction().execute(async (trx) => {
          const sums = new Map<string, Pending>();
          for (const row of rows.values()) addTo(sums, row);
          for (const { page: _page, expires: _expires, ...row } of await firstSeen(trx, [
            ...pageRows.values(),
          ]))
            addTo(sums, row);
          await upsert(trx, [...sums.values()]);
        });
      } catch (error) {
        restore(rows, pageRows);
        onError(error);
      }
    }
    const at = now();
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      try {
        await db.qb
          .deleteFrom('release_health')
          .where('minute', '<', minuteOf(at - HEALTH_RETENTION_MS))
          .execute();
        // An expired id is refused before the store sees it: its record has nothing left to stop.
        await db.qb.deleteFrom('release_health_seen').where('expires', '<', at).execute();
      } catch (error) {
        onError(error);
      }
    }
  }

  function flush(): Promise<void> {
    const run = tail.then(write);
    tail = run.catch(() => undefined);
    return run;
  }

  const timer = setInterval(() => {
    if (flushing) return;
    flushing = true;
    // A failed flush was reported to onError; the timer's tick must never reject.
    void flush()
      .catch(() => undefined)
      .finally(() => (flushing = false));
  }, flushMs);
  timer.unref();

  /** The rows of `app`'s `versions` in the minutes that overlap [fromMs, toMs]. */
  function window(app: string, versions: string[], fromMs: number, toMs: number) {
    // A minute overlaps when it starts at or before toMs and ends after fromMs.
    return db.qb
      .selectFrom('release_health')
      .where('app', '=', app)
      .where('version', 'in', versions)
      .where('minute', '>', fromMs - MINUTE_MS)
      .where('minute', '<=', toMs);
  }

  const fieldOf = (kind: string) => (Object.hasOwn(FIELDS, kind) ? FIELDS[kind as HealthKind] : undefined);

  return {
    record,
    recordPage,
    flush,
    async totals(app, versions, fromMs, toMs) {
      const totals: Record<string, HealthCounts> = {};
      for (const version of versions) totals[version] = zeros();
      if (versions.length === 0) return totals;
      const sums = await window(app, versions, fromMs, toMs)
        .select((eb) => ['version', 'kind', eb.fn.sum<number>('count').as('n')])
        .groupBy(['version', 'kind'])
        .execute();
      for (const row of sums) {
        const field = fieldOf(row.kind);
        const counts = totals[row.version];
        if (field && counts) counts[field] += Number(row.n);
      }
      return totals;
    },
    async series(app, versions, fromMs, toMs) {
      const points = new Map<string, Map<number, HealthCounts & { minute: number }>>();
      for (const version of versions) points.set(version, new Map());
      const rows =
        versions.length === 0
          ? []
          : await window(app, versions, fromMs, toMs)
              .select(['version', 'minute', 'kind', 'count'])
              .orderBy('minute')
              .execute();
      for (const row of rows) {
        const field = fieldOf(row.kind);
        const byMinute = points.get(row.version);
        if (!field || !byMinute) continue;
        const minute = Number(row.minute);
        let point = byMinute.get(minute);
        if (!point) byMinute.set(minute, (point = { minute, ...zeros() }));
        point[field] += Number(row.count);
      }
      // Rows come oldest first, and a Map keeps the order its keys were added in.
      return Object.fromEntries([...points].map(([version, byMinute]) => [version, [...byMinute.values()]]));
    },
    async close() {
      clearInterval(timer);
      closed = true;
      await flush();
    },
  };
}
