import type { Db } from '../db/database';

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

const COLUMNS = `id, phone, user_name AS userName, user_image AS userImage, user_tag AS userTag,
  password_hash AS passwordHash, cancel_at AS cancelAt, created_at AS createdAt`;

/** Users and their coin accounts; every user has exactly one account row, made with the user. */
export function createUsersRepo(db: Db) {
  const byId = db.prepare(`SELECT ${COLUMNS} FROM users WHERE id = ?`);
  const byPhone = db.prepare(`SELECT ${COLUMNS} FROM users WHERE phone = ?`);
  // User ids start at 10001 so they look like account numbers rather than row counters.
  const insertUser = db.prepare(
    `INSERT INTO users (id, phone, user_name, user_image, user_tag, password_hash, cancel_at, created_at)
     VALUES (COALESCE((SELECT MAX(id) FROM users), 10000) + 1, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertAccount = db.prepare('INSERT INTO accounts (user_id, balance, updated_at) VALUES (?, 0, ?)');
  const setPassword = db.prepare('UPDATE users SET password_hash = ? WHERE id = ?');
  const setCancelAt = db.prepare('UPDATE users SET cancel_at = ? WHERE id = ?');

  const create = db.transaction((user: NewUser, now: number): number => {
    const result = insertUser.run(
      user.phone,
      user.userName,
      user.userImage ?? '',
      user.userTag ?? '',
      user.passwordHash ?? null,
      user.cancelAt ?? null,
      now,
    );
    const id = Number(result.lastInsertRowid);
    insertAccount.run(id, now);
    return id;
  });

  return {
    findById: (id: number) => byId.get(id) as UserRow | undefined,
    findByPhone: (phone: string) => byPhone.get(phone) as UserRow | undefined,
    create: (user: NewUser, now = Date.now()) => create(user, now),
    setPassword: (id: number, passwordHash: string | null) => void setPassword.run(passwordHash, id),
    setCancelAt: (id: number, cancelAt: number | null) => void setCancelAt.run(cancelAt, id),
  };
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;

/** Name given to an account made by SMS sign-in: 用户 + the last four digits. */
export const defaultUserName = (phone: string) => `用户${phone.slice(-4)}`;
