import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { ApiError } from '../http/envelope';
import type { ThrottleCounter } from '../security/throttle-store';
import { USER_CODES } from './codes';
import type { ServerKeys } from './server-keys';

/** How long a challenge may be solved and sent back. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/** What a challenge is for: a solution made for one kind of call does not pass another. */
export type ChallengeScope = 'pwd' | 'code' | 'sms';

/** The `data` of a 1014 answer. */
export interface ChallengeRequired {
  challenge: Challenge;
}

export const CHALLENGE_MESSAGES = {
  needed: '请完成安全验证后继续',
  failed: '安全验证未通过，请重试',
} as const;

/**
 * Proof-of-work challenges (ALTCHA, `altcha-lib`): the server signs a random salt and the hash of a secret
 * number below `maxNumber` with a key every instance shares (user/server-keys.ts); the client finds the
 * number by trying them (about maxNumber / 2 SHA-256 on average) and sends back the base64 `altcha` payload.
 * A solution passes once: its signature is claimed with the throttle store's atomic upsert, so replaying it
 * (on any instance) fails, and it expires with its challenge.
 */
export function createChallenges(keys: ServerKeys, counter: ThrottleCounter, maxNumber: number) {
  const key = () => keys.get('challenge-hmac');

  async function issue(scope: ChallengeScope, now = Date.now()): Promise<Challenge> {
    return createChallenge({
      hmacKey: await key(),
      maxNumber,
      expires: new Date(now + CHALLENGE_TTL_MS),
      params: { scope },
    });
  }

  async function verify(payload: string | undefined, scope: ChallengeScope, now = Date.now()) {
    if (!payload) return false;
    let decoded: { signature?: unknown };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown };
    } catch {
      return false;
    }
    if (typeof decoded.signature !== 'string') return false;
    let valid = false;
    try {
      valid = (await verifySolution(payload, await key(), true)) && extractParams(payload).scope === scope;
    } catch {
      return false;
    }
    if (!valid) return false;
    const claim = await counter.incr(`altcha-used:${decoded.signature}`, CHALLENGE_TTL_MS, now);
    return claim.current === 1;
  }

  return {
    verify,
    /** The 1014 refusal with a fresh challenge in `data` (`failed`: a solution was sent and did not pass). */
    async required(scope: ChallengeScope, failed: boolean): Promise<ApiError> {
      const data: ChallengeRequired = { challenge: await issue(scope) };
      const message = failed ? CHALLENGE_MESSAGES.failed : CHALLENGE_MESSAGES.needed;
      return new ApiError(USER_CODES.challengeRequired, message, 403, data);
    },
  };
}

export type Challenges = ReturnType<typeof createChallenges>;
