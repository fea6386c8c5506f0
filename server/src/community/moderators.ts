import type { Db, Exec } from '../db/database';

/** The demo account that moderates in a demo run (README, e2e): 锦城老球迷. */
export const DEMO_MODERATOR_PHONE = '13800000001';

/**
 * Who may moderate the community (docs/community.md, "Moderation"): a role on an ordinary account, granted on
 * the server (`npm run ops -- add-moderator <phone>`), never by a default account in production.
 */
export function createModerators(db: Db) {
  return {
    async isModerator(userId: number, exec: Exec = db.qb): Promise<boolean> {
      const row = await exec
        .selectFrom('community_moderators')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async grant(userId: number, by: string, now = Date.now()): Promise<void> {
      await db.qb
        .insertInto('community_moderators')
        .values({ user_id: userId, granted_at: now, granted_by: by })
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },
    async revoke(userId: number): Promise<boolean> {
      const result = await db.qb
        .deleteFrom('community_moderators')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type Moderators = ReturnType<typeof createModerators>;

/** A demo run (the user module has seeded its accounts): the demo moderator gets the role. */
export async function seedDemoModerator(db: Db, now = Date.now()): Promise<void> {
  const user = await db.qb
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_MODERATOR_PHONE)
    .executeTakeFirst();
  if (user) await createModerators(db).grant(Number(user.id), 'demo-seed', now);
}
