import crypto from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db, Exec } from '../db/database';

/**
 * Who may hide a comment or a chat line for everyone without a moderator (docs/community.md, "Reports"):
 * `threshold` reporters from as many client networks, each account at least `ESTABLISHED_ACCOUNT_MS` old
 * when it reported. Reports that fall short still count for the moderators' queue.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** An account this old (when it acts) counts for an automatic hide and toward 球迷最佳; younger ones do not. */
export const ESTABLISHED_ACCOUNT_DAYS = 7;
export const ESTABLISHED_ACCOUNT_MS = ESTABLISHED_ACCOUNT_DAYS * DAY_MS;

/**
 * The installation's key for network hashes: made by the first instance that starts, kept in the database,
 * so every instance hashes a network alike and a restart changes nothing.
 */
export async function loadNetworkKey(db: Db): Promise<string> {
  await db.qb
    .insertInto('community_settings')
    .values({ name: 'network-key', value: crypto.randomBytes(32).toString('hex') })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const row = await db.qb
    .selectFrom('community_settings')
    .select('value')
    .where('name', '=', 'network-key')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * A client's network as the throttle groups clients (@fastify/rate-limit's key: an IPv4 address, an IPv6
 * address folded to its /64, an IPv4-mapped IPv6 address as IPv4), hashed with the installation's key: two
 * reports from one network have the same value, and the value does not give the address back.
 */
export function networkHash(key: string, ip: string): string {
  return crypto.createHmac('sha256', key).update(normalizeIP(ip)).digest('hex').slice(0, 32);
}

/** Where an item's reports are: comments' or chat lines'. */
export interface ReportTable {
  table: 'comment_reports' | 'chat_reports';
  key: 'comment_id' | 'message_id';
}

/**
 * The distinct networks among an item's open reports made by accounts at least `ESTABLISHED_ACCOUNT_MS` old
 * when they reported (a reporter's account, not the report, carries the age, so an old account's report
 * from a young-account network still counts that network once).
 */
export async function establishedNetworks(exec: Exec, reports: ReportTable, id: number): Promise<number> {
  const row = await sql<{ n: number }>`SELECT count(DISTINCT r.network) AS n
    FROM ${sql.table(reports.table)} r JOIN users u ON u.id = r.user_id
    WHERE ${sql.ref(`r.${reports.key}`)} = ${id} AND r.closed_at IS NULL AND r.network IS NOT NULL
      AND u.created_at <= r.created_at - ${ESTABLISHED_ACCOUNT_MS}`.execute(exec);
  return Number(row.rows[0]?.n ?? 0);
}
