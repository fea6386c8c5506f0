import type { Exec } from '../db/database';
import type { HealthKind } from './health-store';

/**
 * The health store's writes (health-store.ts): the buffer's rows, the page loads' first-time records and the
 * per-minute upserts, each a few hundred rows a statement, inside the flush's transaction.
 */
export interface Pending {
  app: string;
  version: string;
  minute: number;
  kind: HealthKind;
  count: number;
}

export const keyOf = (e: Omit<Pending, 'count'>) => `${e.app}\n${e.version}\n${e.minute}\n${e.kind}`;

/** One page load's event waiting for its flush: counted only if its (page, app, kind) was never seen. */
export interface PendingPage extends Pending {
  page: string;
  expires: number;
}

export const pageKeyOf = (e: { page: string; app: string; kind: string }) => `${e.page}\n${e.app}\n${e.kind}`;

/** Adds `row`'s count to `rows` under its key (coalescing). */
export function addTo(rows: Map<string, Pending>, row: Pending): void {
  const key = keyOf(row);
  const known = rows.get(key);
  if (known) known.count += row.count;
  else rows.set(key, { ...row });
}

/**
 * Records the page loads' (page, app, kind) that were never seen (INSERT … ON CONFLICT DO NOTHING RETURNING,
 * on both engines), and answers the events that were new: only those count.
 */
export async function firstSeen(trx: Exec, events: PendingPage[]): Promise<PendingPage[]> {
  const fresh: PendingPage[] = [];
  for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
    const slice = events.slice(i, i + ROWS_PER_STATEMENT);
    const inserted = await trx
      .insertInto('release_health_seen')
      .values(slice.map(({ page, app, kind, expires }) => ({ page, app, kind, expires })))
      .onConflict((oc) => oc.columns(['page', 'app', 'kind']).doNothing())
      .returning(['page', 'app', 'kind'])
      .execute();
    const keys = new Set(inserted.map(pageKeyOf));
    for (const event of slice) if (keys.has(pageKeyOf(event))) fresh.push(event);
  }
  return fresh;
}

/** Rows per INSERT: 5 parameters a row stays far below either engine's limit on bound parameters. */
const ROWS_PER_STATEMENT = 200;

/** Upserts each key once (count = count + excluded.count), a few hundred keys a statement. */
export async function upsert(trx: Exec, rows: Pending[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await trx
      .insertInto('release_health')
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc
          .columns(['app', 'version', 'minute', 'kind'])
          .doUpdateSet((eb) => ({ count: eb('release_health.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
}
