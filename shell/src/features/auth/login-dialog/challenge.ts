import { useCallback, useState } from 'react';
import { RequestError, toast, type CallOptions, type SignInChallenge } from '@jincheng/shared';

/**
 * The retcode of "a solved challenge is needed first" (docs/userapi.md, "Challenges (1014)"); the challenge
 * is in `data.challenge`. Kept here, not in the shared package: only the login dialog answers it.
 */
export const CHALLENGE_REQUIRED_CODE = 1014;

export const CHALLENGE_TEXT = {
  solving: '正在进行安全验证…',
  failed: '安全验证未能完成，请检查网络后重试（已填写的内容已保留）',
} as const;

/** One call that may be asked for a challenge: `altcha` is the solution, `options` say who shows 1014. */
export type ChallengedCall<T> = (
  altcha: string | undefined,
  options: Pick<CallOptions, 'handles'>,
) => Promise<T>;

function challengeOf(error: unknown): SignInChallenge | null {
  if (!(error instanceof RequestError) || error.code !== CHALLENGE_REQUIRED_CODE) return null;
  const data = (error.detail as { data?: { challenge?: SignInChallenge } } | undefined)?.data;
  return data?.challenge ?? null;
}

/**
 * Solves an ALTCHA proof-of-work challenge in the browser (altcha-lib's solver: WebCrypto SHA-256 over the
 * numbers up to `maxnumber`) and answers the base64 payload the server checks. The library is loaded on the
 * first challenge only, never with the page.
 */
export async function solveChallenge(challenge: SignInChallenge): Promise<string> {
  const { solveChallenge: solve } = await import(/* webpackChunkName: "altcha" */ 'altcha-lib/v1');
  const found = await solve(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!found) throw new Error('challenge not solved');
  const { algorithm, salt, signature } = challenge;
  const payload = { algorithm, challenge: challenge.challenge, number: found.number, salt, signature };
  return btoa(JSON.stringify(payload));
}

/** The solver the forms use (tests replace it). */
export const challengeSolver = { solve: solveChallenge };

/**
 * Sends a sign-in or SMS call; when the server asks for a challenge (1014) it is solved here while
 * `solving` is true (the form says 正在进行安全验证…) and the same call goes again with the solution. A
 * challenge that cannot be solved is told in Chinese and the call fails without touching the form.
 */
export function useChallenge() {
  const [solving, setSolving] = useState(false);
  const run = useCallback(async <T>(call: ChallengedCall<T>): Promise<T> => {
    try {
      return await call(undefined, { handles: [CHALLENGE_REQUIRED_CODE] });
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge) throw error;
      setSolving(true);
      let altcha: string;
      try {
        altcha = await challengeSolver.solve(challenge);
      } catch (failure) {
        toast.error(CHALLENGE_TEXT.failed);
        throw failure;
      } finally {
        setSolving(false);
      }
      // A second 1014 (the solution came too late) is shown by the request layer like any refusal.
      return call(altcha, {});
    }
  }, []);
  return { solving, run };
}
