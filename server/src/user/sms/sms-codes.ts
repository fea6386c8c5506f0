import crypto from 'node:crypto';
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

/** Six-digit codes: one send per phone per 60 s, valid 5 minutes, dead after 5 wrong tries, single use. */
export function createSmsCodes(db: Db) {
  const latest = db.prepare(
    `SELECT id, code_hash AS codeHash, attempts, created_at AS createdAt, expires_at AS expiresAt,
       consumed_at AS consumedAt FROM sms_codes WHERE phone = ? ORDER BY id DESC LIMIT 1`,
  );
  const insert = db.prepare(
    'INSERT INTO sms_codes (phone, code_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const countAttempt = db.prepare('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = ?');
  const consume = db.prepare('UPDATE sms_codes SET consumed_at = ? WHERE id = ?');

  return {
    /** Makes and stores a new code, superseding earlier ones (only the newest is checked). */
    issue(phone: string, now = Date.now()): string {
      const last = latest.get(phone) as CodeRow | undefined;
      if (last && now - last.createdAt < SMS_RESEND_INTERVAL_MS) {
        const wait = Math.ceil((SMS_RESEND_INTERVAL_MS - (now - last.createdAt)) / 1000);
        throw new ApiError(USER_CODES.smsTooFrequent, `验证码发送过于频繁，请 ${wait} 秒后再试`, 429);
      }
      const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      insert.run(phone, hashCode(phone, code), now, now + SMS_CODE_TTL_MS);
      return code;
    },

    /** Accepts the code once or throws the reason in Chinese. */
    verify(phone: string, code: string, now = Date.now()): void {
      const row = latest.get(phone) as CodeRow | undefined;
      if (!row || row.consumedAt !== null || row.expiresAt <= now) {
        throw new ApiError(USER_CODES.codeExpired, '验证码已失效，请重新获取', 400);
      }
      if (row.attempts >= SMS_MAX_ATTEMPTS) {
        throw new ApiError(USER_CODES.codeLocked, '验证码错误次数过多，请重新获取', 429);
      }
      if (!safeEqual(hashCode(phone, code), row.codeHash)) {
        countAttempt.run(row.id);
        const left = SMS_MAX_ATTEMPTS - row.attempts - 1;
        throw new ApiError(
          USER_CODES.codeWrong,
          left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误，该验证码已失效，请重新获取',
          400,
        );
      }
      consume.run(now, row.id);
    },
  };
}

export type SmsCodes = ReturnType<typeof createSmsCodes>;
