import crypto from 'node:crypto';
import { createThrottleCounter } from '../../security/throttle-store';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { USER_CODES } from '../codes';
import { safeEqual, sha256 } from '../secrets';

export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_INTERVAL_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;

interface CodeRow {
  id: number;
  codeHash: string;
  attempts: number;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

const hashCode = (phone: string, code: string) => sha256(`${phone}:${code}`);

/**
 * Six-digit codes: one send per phone per 60 s, valid 5 minutes, dead after 5 wrong tries, single use.
 * The counters change with conditional UPDATEs, so two instances checking the same code at once can neither
 * both consume it nor both count a try the code no longer has.
 */
export function createSmsCodes(db: Db) {
  const claims = createThrottleCounter(db);
  const latest = (phone: string): Promise<CodeRow | undefined> =>
    db.qb
      .selectFrom('sms_codes')
      .select([
        'id',
        'code_hash as codeHash',
        'attempts',
        'created_at as createdAt',
        'expires_at as expiresAt',
        'consumed_at as consumedAt',
      ])
      .where('phone', '=', phone)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  const expired = () => new ApiError(USER_CODES.codeExpired, '验证码已失效，请重新获取', 400);
  const locked = () => new ApiError(USER_CODES.codeLocked, '验证码错误次数过多，请重新获取', 429);

  return {
    /** Makes and stores a new code, superseding earlier ones (only the newest is checked). */
    async issue(phone: string, now = Date.now()): Promise<string> {
      const last = await latest(phone);
      const tooSoon = (waitMs: number) =>
        new ApiError(
          USER_CODES.smsTooFrequent,
          `验证码发送过于频繁，请 ${Math.max(1, Math.ceil(waitMs / 1000))} 秒后再试`,
          429,
        );
      if (last && now - last.createdAt < SMS_RESEND_INTERVAL_MS)
        throw tooSoon(SMS_RESEND_INTERVAL_MS - (now - last.createdAt));
      // Reading the newest code and inserting the next are two steps: sends arriving at once would all see the
      // same newest code and all pass. Each claims "the send after code N" with an atomic upsert first; only
      // the first claim of it goes on.
      const claim = await claims.incr(`sms-next:${phone}:${last?.id ?? 0}`, SMS_RESEND_INTERVAL_MS, now);
      if (claim.current > 1) throw tooSoon(claim.ttl);
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await db.qb
        .insertInto('sms_codes')
        .values({
          phone,
          code_hash: hashCode(phone, code),
          created_at: now,
          expires_at: now + SMS_CODE_TTL_MS,
        })
        .execute();
      return code;
    },

    /** Accepts the code once or throws the reason in Chinese. */
    async verify(phone: string, code: string, now = Date.now()): Promise<void> {
      const row = await latest(phone);
      if (!row || row.consumedAt !== null || row.expiresAt <= now) throw expired();
      if (row.attempts >= SMS_MAX_ATTEMPTS) throw locked();
      if (!safeEqual(hashCode(phone, code), row.codeHash)) {
        const counted = await db.qb
          .updateTable('sms_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', row.id)
          .where('attempts', '<', SMS_MAX_ATTEMPTS)
          .returning('attempts')
          .executeTakeFirst();
        if (!counted) throw locked();
        const left = SMS_MAX_ATTEMPTS - counted.attempts;
        throw new ApiError(
          USER_CODES.codeWrong,
          left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误，该验证码已失效，请重新获取',
          400,
        );
      }
      const consumed = await db.qb
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', SMS_MAX_ATTEMPTS)
        .executeTakeFirst();
      if (Number(consumed.numUpdatedRows) !== 1) throw expired();
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
