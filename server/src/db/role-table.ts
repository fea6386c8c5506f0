import type { Db, Exec } from './database';

/** The tables that grant a role to an ordinary account: same columns, one row per holder. */
export type RoleTableName = 'operators' | 'community_moderators';

export interface RoleHolder {
  userId: number;
  phone: string | null;
  userName: string;
  grantedAt: number;
  grantedBy: string;
}

/**
 * A role held by accounts (the release console's operators, the community's moderators): granted and
 * revoked on the server (`npm run ops`), never by a default account in production. One store for every such
 * table, so the rules (a grant is idempotent, a revoke says whether there was one) are written once.
 */
export function createRoleTable(db: Db, table: RoleTableName) {
  return {
    async holds(userId: number, exec: Exec = db.qb): Promise<boolean> {
      const row = await exec
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async grant(userId: number, by: string, now = Date.now()): Promise<void> {
      await db.qb
        .insertInto(table)
        .values({ user_id: userId, granted_at: now, granted_by: by })
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },
    async revoke(userId: number): Promise<boolean> {
      const result = await db.qb.deleteFrom(table).where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    list(): Promise<RoleHolder[]> {
      return (
        db.qb
          // Typed as one of them: the tables have the same columns, which is what a union of aliases cannot say.
          .selectFrom(`${table} as r` as 'operators as r')
          .innerJoin('users', 'users.id', 'r.user_id')
          .select([
            'r.user_id as userId',
            'users.phone as phone',
            'users.user_name as userName',
            'r.granted_at as grantedAt',
            'r.granted_by as grantedBy',
          ])
          .orderBy('r.granted_at')
          .execute()
      );
    },
  };
}
