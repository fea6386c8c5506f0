import type { Db } from '../db/database';

export interface OperatorRow {
  userId: number;
  phone: string | null;
  userName: string;
  grantedAt: number;
  grantedBy: string;
}

/** Who may run releases from the console: a role on an ordinary account (docs/releases.md, "Console"). */
export function createOperators(db: Db) {
  return {
    async isOperator(userId: number): Promise<boolean> {
      const row = await db.qb
        .selectFrom('operators')
        .select('user_id')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async grant(userId: number, by: string, now = Date.now()): Promise<void> {
      await db.qb
        .insertInto('operators')
        .values({ user_id: userId, granted_at: now, granted_by: by })
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },
    async revoke(userId: number): Promise<boolean> {
      const result = await db.qb.deleteFrom('operators').where('user_id', '=', userId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    list(): Promise<OperatorRow[]> {
      return db.qb
        .selectFrom('operators')
        .innerJoin('users', 'users.id', 'operators.user_id')
        .select([
          'operators.user_id as userId',
          'users.phone as phone',
          'users.user_name as userName',
          'operators.granted_at as grantedAt',
          'operators.granted_by as grantedBy',
        ])
        .orderBy('operators.granted_at')
        .execute();
    },
  };
}

export type Operators = ReturnType<typeof createOperators>;
