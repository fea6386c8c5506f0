import { sql } from 'kysely';
import type { LiveEventName, Sport } from '@jincheng/shared/core';
import type { Db, Exec } from '../../db/database';
import { all, first } from '../../db/query';
import type { LiveEventDraft } from './publish';

/** A stored live event: global id, and its payload as the JSON text every client receives. */
export interface FeedEvent {
  id: number;
  name: LiveEventName;
  sport: Sport;
  payload: string;
}

/** The PostgreSQL channel the leader notifies after each committed tick (payload: the last event id). */
export const LIVE_CHANNEL = 'jc_live';
/** Sent when the sports data was re-seeded: every instance drops its caches of the old data. */
export const RESEED_CHANNEL = 'jc_reseed';

/** Events kept for replay (the newest ones); older resumes get a snapshot. */
export const KEEP_EVENTS = 50_000;

/**
 * The live feed's log: the shared record of every event, from which every instance's hub is filled and any
 * client's missed events are replayed, whichever instance it reconnects to. The leader appends inside its
 * tick transaction (ids, rows and, on PostgreSQL, the NOTIFY commit together: a notification is delivered
 * only on commit); `live_floor` in sport_meta is the highest id pruned away.
 */
export class LiveFeed {
  constructor(private readonly db: Db) {}

  /** The highest id given out so far (or the floor, when everything after it has been pruned). */
  async latestId(exec: Exec = this.db.qb): Promise<number> {
    const row = await first(
      exec,
      sql<{ top: number | null; floor: string | null }>`SELECT (SELECT max(id) FROM live_events) AS top,
        (SELECT value FROM sport_meta WHERE key = 'live_floor') AS floor`,
    );
    return Math.max(Number(row?.top ?? 0), Number(row?.floor ?? 0));
  }

  /** Every event with an id above this one is still stored. */
  async floor(): Promise<number> {
    const row = await this.db.qb
      .selectFrom('sport_meta')
      .select('value')
      .where('key', '=', 'live_floor')
      .executeTakeFirst();
    return Number(row?.value ?? 0);
  }

  /** Stored events after `afterId`, oldest first. */
  async read(afterId: number, limit: number): Promise<FeedEvent[]> {
    const rows = await this.db.qb
      .selectFrom('live_events')
      .select(['id', 'name', 'sport', 'payload'])
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows as FeedEvent[];
  }

  /** Gives the drafts ids and stores them in the caller's transaction; on PostgreSQL also queues the NOTIFY. */
  async append(trx: Exec, drafts: LiveEventDraft[], now: number): Promise<FeedEvent[]> {
    if (!drafts.length) return [];
    const ids = await this.allocate(trx, drafts.length);
    const events = drafts.map((d, i) => ({
      id: ids[i] as number,
      name: d.name,
      sport: d.sport,
      payload: JSON.stringify(d.payload),
    }));
    for (let i = 0; i < events.length; i += 500)
      await trx
        .insertInto('live_events')
        .values(events.slice(i, i + 500).map((e) => ({ ...e, at: now })))
        .execute();
    const last = events[events.length - 1] as FeedEvent;
    if (this.db.engine === 'postgres')
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${String(last.id)})`.execute(trx);
    return events;
  }

  /** Ids for `n` new events, ascending: the identity's sequence, or SQLite's AUTOINCREMENT counter. */
  private async allocate(trx: Exec, n: number): Promise<number[]> {
    if (this.db.engine === 'postgres') {
      const rows = await all(
        trx,
        sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence('live_events', 'id')) AS id
          FROM generate_series(1, ${n})`,
      );
      return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
    }
    const row = await first(
      trx,
      sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'live_events'`,
    );
    const base = Number(row?.seq ?? 0);
    return Array.from({ length: n }, (_, i) => base + i + 1);
  }

  /** Drops all but the newest `keep` events and raises the floor to match (the leader runs this now and then). */
  async prune(exec: Exec, keep = KEEP_EVENTS): Promise<void> {
    const cut = (await this.latestId(exec)) - keep;
    if (cut <= (await this.floor())) return;
    await exec.transaction().execute(async (trx) => {
      await trx.deleteFrom('live_events').where('id', '<=', cut).execute();
      await trx
        .insertInto('sport_meta')
        .values({ key: 'live_floor', value: String(cut) })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(cut) }))
        .execute();
    });
  }
}
