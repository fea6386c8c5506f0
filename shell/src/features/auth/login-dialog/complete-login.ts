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
 * One login request from a form: the form is busy meanwhile, the answer completes the login (or hands an
 * account in its cancellation period to `onCancellation`), a failure is only logged.
 */
export async function runLogin(
  request: () => Promise<LoginResult>,
  setBusy: (busy: boolean) => void,
  onCancellation: (pending: CancellationPending) => void,
): Promise<void> {
  setBusy(true);
  try {
    const pending = completeLogin(await request());
    if (pending) onCancellation(pending);
  } catch (error) {
    logLoginFailure(error);
  } finally {
    setBusy(false);
  }
}
