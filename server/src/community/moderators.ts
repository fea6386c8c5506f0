import type { Db } from '../db/database';
import { createRoleTable } from '../db/role-table';

/** The demo account that moderates in a demo run (README, e2e): 锦城老球迷. */
export const DEMO_MODERATOR_PHONE = '13800000001';

/**
 * Who may moderate the community (docs/community.md, "Moderation"): a role on an ordinary account, granted on
 * the server (`npm run ops -- add-moderator <phone>`), never by a default account in production.
 */
export function createModerators(db: Db) {
  const role = createRoleTable(db, 'community_moderators');
  return { isModerator: role.holds, grant: role.grant, revoke: role.revoke, list: role.list };
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
