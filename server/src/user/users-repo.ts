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
  /** The password was handed out (`npm run ops`): it must be changed before the console does anything. */
  passwordChangeRequired: boolean;
}

export interface NewUser {
  phone: string | null;
  userName: string;
  userImage?: string;
  userTag?: string;
  passwordHash?: string | null;
  cancelAt?: number | null;
  /** The password is handed out (`npm run ops`) and must be changed at first sign-in. */
  passwordChangeRequired?: boolean;
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
        'password_change_required as passwordChangeRequired',
      ]);
  /** Stored as 0/1 on both engines; the repo answers a boolean. */
  const toRow = (
    row: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirst']>>,
  ): UserRow | undefined =>
    row && { ...row, passwordChangeRequired: Number(row.passwordChangeRequired) === 1 };

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
      password_change_required: user.passwordChangeRequired ? 1 : 0,
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
    findById: async (id: number, exec: Exec = db.qb): Promise<UserRow | undefined> =>
      toRow(await select(exec).where('id', '=', id).executeTakeFirst()),
    findByPhone: async (phone: string, exec: Exec = db.qb): Promise<UserRow | undefined> =>
      toRow(await select(exec).where('phone', '=', phone).executeTakeFirst()),
    create: (user: NewUser, now = Date.now(), exec: Exec = db.qb): Promise<number> =>
      inTransaction(exec, (trx) => insertUser(trx, user, now)),
    /**
     * A new password hash. `mustChange`: it was handed to the person (printed by `npm run ops`), so it must be
     * changed at the next sign-in; a password the person chose clears that.
     */
    async setPassword(
      id: number,
      passwordHash: string | null,
      { mustChange = false }: { mustChange?: boolean } = {},
      exec: Exec = db.qb,
    ): Promise<void> {
      await exec
        .updateTable('users')
        .set({ password_hash: passwordHash, password_change_required: mustChange ? 1 : 0 })
        .where('id', '=', id)
        .execute();
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
