import { useMutation } from '@tanstack/react-query';
import {
  appStore,
  isCancellationPending,
  signIn,
  toast,
  type CancellationPending,
  type LoginResult,
} from '@jincheng/shared';
import { MESSAGES } from './validation';

/** After 登录成功 the page reloads (spec §4); the pause lets the message be seen. */
const RELOAD_DELAY_MS = 500;

export const pageReload = { run: () => window.location.reload() };

/**
 * Finishes any login answer: a session is stored and the page reloads; an account in its cancellation
 * period comes back to the caller so it can offer to revoke the cancellation.
 */
export function completeLogin(result: LoginResult): CancellationPending | null {
  if (isCancellationPending(result)) return result;
  signIn({ token: result.token, userId: result.userId, openId: result.openId }, appStore);
  toast.success(MESSAGES.loginOk);
  setTimeout(() => pageReload.run(), RELOAD_DELAY_MS);
  return null;
}

/** Spec §8: login failures are only logged; the request layer has already shown the server's message. */
export function logLoginFailure(error: unknown): void {
  console.warn('[login] failed', error);
}

/**
 * A form's login (a mutation: every write goes through TanStack Query): `mutate(request)` sends one login
 * request; `isPending` keeps the form busy meanwhile. The answer completes the login (or hands an account in
 * its cancellation period to `onCancellation`); a failure is only logged. Never retried: a code is single-use.
 */
export function useLogin(onCancellation: (pending: CancellationPending) => void) {
  return useMutation({
    mutationFn: (request: () => Promise<LoginResult>) => request(),
    onSuccess: (result) => {
      const pending = completeLogin(result);
      if (pending) onCancellation(pending);
    },
    onError: logLoginFailure,
  });
}
