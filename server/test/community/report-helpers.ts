import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { loadNetworkKey } from '../../src/community/report-rule';
import type { Reporting } from '../../src/community/reporting';
import type { Throttle } from '../../src/security/throttle';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';

/**
 * What the report rule (docs/community.md, "Reports") needs of a test: accounts of a given age, requests
 * from client networks of one's choosing (Fastify's inject with a remote address: request.ip, as the
 * throttle and the report rule read it), and the routes' report throttle and network key.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Makes the accounts `ids` `days` old (their `created_at`); 8 passes the 7-day rule, 6 does not. */
export async function ageAccounts(db: Db, ids: readonly number[], days: number): Promise<void> {
  for (const id of ids)
    await sql`UPDATE users SET created_at = ${Date.now() - days * DAY_MS} WHERE id = ${id}`.execute(db.qb);
}

/** The report routes' deps as the community module wires them (one budget, `reportUser`). */
export async function testReporting(db: Db, throttle: Throttle): Promise<Reporting> {
  return {
    guard: (userOf) =>
      throttle.attempts([{ name: 'report-user', tiers: DEFAULT_THROTTLE.reportUser ?? [], key: userOf }]),
    networkKey: await loadNetworkKey(db),
  };
}

/** A signed-in POST from the client address `ip` (IPv4 or IPv6). */
export async function postFrom<T>(
  app: FastifyInstance,
  ip: string,
  url: string,
  body: unknown,
  token: string,
): Promise<{ status: number; body: { retcode: number; retmsg: string; data: T } }> {
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', token },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}
