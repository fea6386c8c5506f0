import type { Db } from '../db/database';
import { randomSecret } from './secrets';

/**
 * A named secret every instance on the same database shares (the sign-in challenge's HMAC key, the device
 * cookie's): made by whichever instance asks first (INSERT … ON CONFLICT DO NOTHING, so two instances
 * starting at once agree on one), then read back and kept in memory.
 */
export function createServerKeys(db: Db) {
  const cache = new Map<string, Promise<string>>();

  async function load(name: string): Promise<string> {
    await db.qb
      .insertInto('sign_in_keys')
      .values({ name, secret: randomSecret(32), created_at: Date.now() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await db.qb
      .selectFrom('sign_in_keys')
      .select('secret')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.secret;
  }

  return {
    get(name: string): Promise<string> {
      let key = cache.get(name);
      if (!key) {
        key = load(name);
        // A failed read (database busy at start) is tried again by the next call.
        key.catch(() => cache.delete(name));
        cache.set(name, key);
      }
      return key;
    },
  };
}

export type ServerKeys = ReturnType<typeof createServerKeys>;
