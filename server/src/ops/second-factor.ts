import crypto from 'node:crypto';
import * as OTPAuth from 'otpauth';
import type { Db } from '../db/database';
import { sha256 } from '../user/secrets';

/**
 * Operators' second factor (docs/releases.md, "Operator sign-in"): a TOTP (RFC 6238: SHA-1, 6 digits, 30 s,
 * what every authenticator app reads from the QR code) made and checked by `otpauth`, and ten single-use
 * recovery codes stored as their SHA-256.
 *
 * A secret is pending until a first code from the app matches it (enrolment), then confirmed; only
 * `npm run ops -- reset-second-factor` removes a confirmed one. A code is accepted once: the time step it
 * matched is kept, and a code of that step or an earlier one is refused (a code seen over a shoulder or in a
 * log cannot be used again).
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after count too (a phone clock a little off, a code typed as it turned). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
export const TOTP_ISSUER = '锦城体育';

/** Letters and digits not read one for another; a code is 10 of them (about 50 bits), shown as xxxxx-xxxxx. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_LENGTH = 10;

/** A 6-digit TOTP, or a recovery code as typed (any case, spaces or a dash). */
export const SECOND_FACTOR_INPUT = /^(\d{6}|[A-Za-z2-9][A-Za-z2-9 -]{9,14})$/;

function recoveryCode(): string {
  const chars = Array.from(
    { length: RECOVERY_LENGTH },
    () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What is stored and compared: lower case, no spaces or dashes. */
const normalRecovery = (input: string) => input.toLowerCase().replace(/[\s-]/g, '');

const totpOf = (secret: string, label: string) =>
  new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

export interface Enrolment {
  /** Base32, as an authenticator app takes it typed in. */
  secret: string;
  /** otpauth://totp/… for the QR code. */
  uri: string;
}

export interface FactorStatus {
  enrolled: boolean;
  recoveryCodesLeft: number;
}

export function createSecondFactor(db: Db) {
  const row = (userId: number) =>
    db.qb
      .selectFrom('operator_totp')
      .select(['secret', 'confirmed_at as confirmedAt', 'last_step as lastStep'])
      .where('user_id', '=', userId)
      .executeTakeFirst();

  /** Takes the step a code matched, once: two requests with the same code, one wins. */
  async function takeStep(userId: number, step: number): Promise<boolean> {
    const result = await db.qb
      .updateTable('operator_totp')
      .set({ last_step: step })
      .where('user_id', '=', userId)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** The step of the code that matched `secret`, or null. */
  function matchStep(secret: string, code: string, now: number): number | null {
    if (!/^\d{6}$/.test(code)) return null;
    const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: TOTP_WINDOW });
    return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta;
  }

  async function newRecoveryCodes(userId: number, now: number): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
    await db.qb.transaction().execute(async (trx) => {
      await trx.deleteFrom('operator_recovery_codes').where('user_id', '=', userId).execute();
      await trx
        .insertInto('operator_recovery_codes')
        .values(
          codes.map((code) => ({
            code_hash: sha256(normalRecovery(code)),
            user_id: userId,
            created_at: now,
            used_at: null,
          })),
        )
        .execute();
    });
    return codes;
  }

  return {
    async status(userId: number): Promise<FactorStatus> {
      const totp = await row(userId);
      const left = await db.qb
        .selectFrom('operator_recovery_codes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return { enrolled: Boolean(totp?.confirmedAt), recoveryCodesLeft: Number(left?.n ?? 0) };
    },

    /**
     * The secret to enrol (the same pending one until it is confirmed, so a reload shows the same QR code);
     * null when a confirmed one exists.
     */
    async startEnrolment(userId: number, label: string, now = Date.now()): Promise<Enrolment | null> {
      let current = await row(userId);
      if (current?.confirmedAt) return null;
      if (!current) {
        const secret = new OTPAuth.Secret({ size: 20 }).base32;
        await db.qb
          .insertInto('operator_totp')
          .values({ user_id: userId, secret, created_at: now, confirmed_at: null })
          .onConflict((c) => c.column('user_id').doNothing())
          .execute();
        current = await row(userId);
        if (!current || current.confirmedAt) return null;
      }
      return { secret: current.secret, uri: totpOf(current.secret, label).toString() };
    },

    /**
     * Confirms the pending secret with a code from the app; answers the ten recovery codes (shown once), or
     * null when the code does not match (or there is nothing pending).
     */
    async confirm(userId: number, code: string, now = Date.now()): Promise<string[] | null> {
      const current = await row(userId);
      if (!current || current.confirmedAt) return null;
      const step = matchStep(current.secret, code, now);
      if (step === null) return null;
      const result = await db.qb
        .updateTable('operator_totp')
        .set({ confirmed_at: now, last_step: step })
        .where('user_id', '=', userId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return null;
      return newRecoveryCodes(userId, now);
    },

    /**
     * Checks a TOTP code or a recovery code of a confirmed operator. A recovery code is used up; a TOTP code
     * of a step already used is refused.
     */
    async verify(
      userId: number,
      input: string,
      now = Date.now(),
    ): Promise<{ ok: false } | { ok: true; via: 'totp' | 'recovery' }> {
      const current = await row(userId);
      if (!current?.confirmedAt) return { ok: false };
      const code = input.trim();
      if (/^\d{6}$/.test(code)) {
        const step = matchStep(current.secret, code, now);
        return step !== null && (await takeStep(userId, step)) ? { ok: true, via: 'totp' } : { ok: false };
      }
      const used = await db.qb
        .updateTable('operator_recovery_codes')
        .set({ used_at: now })
        .where('code_hash', '=', sha256(normalRecovery(code)))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? { ok: true, via: 'recovery' } : { ok: false };
    },

    /** Ten new recovery codes; the old ones stop working. */
    regenerateRecoveryCodes: (userId: number, now = Date.now()) => newRecoveryCodes(userId, now),

    /** Removes the secret and the recovery codes (`ops reset-second-factor`): the next sign-in enrols again. */
    async reset(userId: number): Promise<boolean> {
      const result = await db.qb.deleteFrom('operator_totp').where('user_id', '=', userId).executeTakeFirst();
      await db.qb.deleteFrom('operator_recovery_codes').where('user_id', '=', userId).execute();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
