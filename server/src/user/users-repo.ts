import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Exec } from '../db/database';
import { first, inTransaction } from '../db/query';

export interface UserRow {
  id: number;
  phone: string | null;
  userName: string;
  userImage: string;
  userTag: string;
  passwordHash: string | null;
  cancelAt: number | null;
  createdAt: number;
}

export interface NewUser {
  phone: string | null;
  userName: string;
  userImage?: string;
  userTag?: string;
  passwordHash?: string | null;
  cancelAt?: number | null;
}

/** Users and their coin accounts; every user has exactly one account row, made with the user. */
export function createUsersRepo(db: Db) {
  const select = (exec: Exec) =>
    exec
      .selectFrom('users')
      .select([
        'id',
        'phone',
        'user_name as userName',
        'user_image as userImage',
        'user_tag as userTag',
        'password_hash as passwordHash',
        'cancel_at as cancelAt',
        'created_at as createdAt',
      ]);

  /** User ids start at 10001 so they look like account numbers rather than row counters. */
  async function insertUser(trx: Exec, user: NewUser, now: number): Promise<number> {
    const values = {
      phone: user.phone,
      user_name: user.userName,
      user_image: user.userImage ?? '',
      user_tag: user.userTag ?? '',
      password_hash: user.passwordHash ?? null,
      cancel_at: user.cancelAt ?? null,
      created_at: now,
    };
    // PostgreSQL: an identity restarted at 10001 (user/migrations.ts), safe for concurrent sign-ups.
    // SQLite: the next number after the highest (its one writer makes this race-free).
    const id =
      db.engine === 'postgres' ? undefined : sql<number>`COALESCE((SELECT MAX(id) FROM users), 10000) + 1`;
    const row = await trx
      .insertInto('users')
      .values(id === undefined ? values : { ...values, id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('accounts').values({ user_id: row.id, updated_at: now }).execute();
    return row.id;
  }

  return {
    findById: (id: number, exec: Exec = db.qb): Promise<UserRow | undefined> =>
      select(exec).where('id', '=', id).executeTakeFirst(),
    findByPhone: (phone: string, exec: Exec = db.qb): Promise<UserRow | undefined> =>
      select(exec).where('phone', '=', phone).executeTakeFirst(),
    create: (user: NewUser, now = Date.now(), exec: Exec = db.qb): Promise<number> =>
      inTransaction(exec, (trx) => insertUser(trx, user, now)),
    async setPassword(id: number, passwordHash: string | null): Promise<void> {
      await db.qb.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    },
    async setCancelAt(id: number, cancelAt: number | null, exec: Exec = db.qb): Promise<void> {
      await exec.updateTable('users').set({ cancel_at: cancelAt }).where('id', '=', id).execute();
    },
    /** Whether the account exists and is not past its cancellation (friends list). */
    async isActive(id: number, now: number, exec: Exec = db.qb): Promise<boolean> {
      const row = await first(
        exec,
        sql<{
          one: number;
        }>`SELECT 1 AS one FROM users WHERE id = ${id} AND (cancel_at IS NULL OR cancel_at > ${now})`,
      );
      return row !== undefined;
    },
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** Letters and digits that are not read one for another (no 0/O, 1/l/I). */
const NAME_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Name given to an account made by SMS sign-in: 用户 + six random letters and digits. Nothing of the phone
 * (the name is shown to others; the last four digits used to be in it, migration 014 renamed those).
 */
export const defaultUserName = (): string =>
  `用户${Array.from({ length: 6 }, () => NAME_CODE_ALPHABET[crypto.randomInt(NAME_CODE_ALPHABET.length)]).join('')}`;
