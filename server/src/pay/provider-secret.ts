import crypto from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The secret shared with the payment provider. `PAY_NOTIFY_SECRET` sets it; otherwise one is made on first
 * start and kept in the database, so it survives restarts and differs between installations.
 */
export async function loadProviderSecret(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const fromEnv = env.PAY_NOTIFY_SECRET;
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  // Whichever instance starts first makes it; the others read the same row.
  await db.qb
    .insertInto('pay_settings')
    .values({ name: 'notify-secret', value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.qb
    .selectFrom('pay_settings')
    .select('value')
    .where('name', '=', 'notify-secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
