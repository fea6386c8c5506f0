import type { FastifyRequest } from 'fastify';
import { maskPhone } from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { networkOf } from '../security/client-network';
import type { ChallengeBudget, ThrottleRules } from '../security/throttle-rules';
import { createThrottleCounter } from '../security/throttle-store';
import { createChallenges, type ChallengeScope } from './challenge';
import { createServerKeys } from './server-keys';
import { createTrustedDevices, type TrustedDevices } from './trusted-device';

/** The number prefix SMS budgets count: 号段 and area, the first 7 digits. */
export const SMS_PREFIX_DIGITS = 7;

/** What a gate let through; `settle(counts)` keeps the try in the account's count or gives it back. */
export interface Passage {
  settle(counts: boolean): Promise<void>;
}

interface Budget {
  key: string;
  rule: ChallengeBudget;
}

/**
 * The challenge side of sign-in and SMS (docs/userapi.md, "Throttling"): counts that nobody is refused by,
 * only asked for a solved proof-of-work challenge once they are past their free allowance. Every count is
 * taken *before* the check with the throttle store's atomic upsert (of a burst, at most `free` pass without a
 * challenge) and given back when the try turned out not to count.
 *
 * - Password: wrong passwords per account from every network. Past 5, a try needs a solved challenge unless
 *   it comes from a device the account signed in from before (trusted-device.ts).
 * - Code: wrong SMS codes per phone from every network. Past 5 (a code killed), a try needs a challenge, so
 *   killing the owner's next code costs work while the owner's own try solves one in the background.
 * - SMS: sends per phone, per client network and per number prefix past their free sends, and every send once
 *   the service's daily ceiling is reached (an alert is logged then), need a challenge.
 */
export function createSignInGates(db: Db, rules: ThrottleRules | null) {
  const counter = createThrottleCounter(db);
  const keys = createServerKeys(db);
  const devices: TrustedDevices = createTrustedDevices(keys);
  const challenges = createChallenges(keys, counter, rules?.challengeMaxNumber ?? 50_000);
  const open: Passage = { settle: async () => undefined };

  /** Counts `budgets` (plus `extra` checks); past any of them, `altcha` must be a fresh valid solution. */
  async function pass(
    budgets: Budget[],
    scope: ChallengeScope,
    altcha: string | undefined,
    over: (counts: number[]) => Promise<boolean>,
  ): Promise<Passage> {
    const now = Date.now();
    const counts: number[] = [];
    for (const { key, rule } of budgets) counts.push((await counter.incr(key, rule.windowMs, now)).current);
    const giveBack = async () => {
      for (const { key } of budgets) await counter.release(key);
    };
    if (await over(counts)) {
      if (!(await challenges.verify(altcha, scope, now))) {
        await giveBack();
        throw await challenges.required(scope, altcha !== undefined);
      }
    }
    return {
      settle: async (countsAsTry) => {
        if (!countsAsTry) await giveBack();
      },
    };
  }

  const pastFree = (budgets: Budget[]) => async (counts: number[]) =>
    counts.some((n, i) => n > (budgets[i]?.rule.free ?? Infinity));

  return {
    devices,
    /** Before a password is checked: `userId` is the phone's account, if any (a trusted device skips). */
    async password(request: FastifyRequest, phone: string, userId: number | undefined, altcha?: string) {
      if (!rules) return open;
      const budgets = [{ key: `pwd-account:${phone}`, rule: rules.passwordAccount }];
      const over = pastFree(budgets);
      return pass(budgets, 'pwd', altcha, async (counts) => {
        if (!(await over(counts))) return false;
        return !(await devices.trusts(request, userId));
      });
    },
    /** Before an SMS code is checked (login by code, password reset). */
    async code(phone: string, altcha?: string) {
      if (!rules) return open;
      const budgets = [{ key: `code-account:${phone}`, rule: rules.codeAccount }];
      return pass(budgets, 'code', altcha, pastFree(budgets));
    },
    /** Before an SMS is sent: `settle(true)` once it went out, `settle(false)` when it did not. */
    async sms(request: FastifyRequest, phone: string, altcha?: string) {
      if (!rules) return open;
      const ceiling = rules.smsDailyCeiling;
      const budgets: Budget[] = [
        { key: `sms-free-phone:${phone}`, rule: rules.smsPhoneFree },
        { key: `sms-free-net:${networkOf(request.ip)}`, rule: rules.smsNetFree },
        { key: `sms-free-prefix:${phone.slice(0, SMS_PREFIX_DIGITS)}`, rule: rules.smsPrefixFree },
        { key: 'sms-spend:all', rule: { free: ceiling, windowMs: 24 * 3600 * 1000 } },
      ];
      const over = pastFree(budgets);
      return pass(budgets, 'sms', altcha, async (counts) => {
        const spent = counts[3] ?? 0;
        if (spent > ceiling) {
          // One alert per day: the first send past the ceiling claims it.
          const alert = await counter.incr('sms-ceiling-alert', 24 * 3600 * 1000);
          if (alert.current === 1)
            request.log.error(
              { event: 'sms-ceiling', ceiling, phone: maskPhone(phone), ip: request.ip },
              'SMS daily ceiling reached: every send now needs a solved challenge',
            );
        }
        return over(counts);
      });
    },
  };
}

export type SignInGates = ReturnType<typeof createSignInGates>;
