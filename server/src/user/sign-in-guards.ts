import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { maskPhone } from '@jincheng/shared/core';
import { ApiError } from '../http/envelope';
import type { Throttle, ThrottleHooks } from '../security/throttle';
import type { ThrottleRules } from '../security/throttle-rules';
import { USER_CODES } from './codes';

type OnError = (request: FastifyRequest, reply: FastifyReply, error: FastifyError) => Promise<void>;

/** Hooks to spread into a route's options. */
export interface RouteGuard {
  preHandler: ThrottleHooks['preHandler'][];
  onError: OnError[];
  onResponse: ThrottleHooks['onResponse'][];
}

const phoneOf = (request: FastifyRequest): string | undefined => {
  const phone = (request.body as { phone?: unknown } | undefined)?.phone;
  return typeof phone === 'string' ? phone : undefined;
};

/** Why a sign-in was refused, in words an operator can grep for. */
function reasonOf(error: FastifyError): string {
  if (!(error instanceof ApiError)) return error.validation ? 'invalid-input' : (error.code ?? 'error');
  const reasons: Record<number, string> = {
    [USER_CODES.wrongCredentials]: 'wrong-credentials',
    [USER_CODES.codeWrong]: 'wrong-code',
    [USER_CODES.codeExpired]: 'code-expired',
    [USER_CODES.codeLocked]: 'code-locked',
    [USER_CODES.throttled]: 'throttled',
    [USER_CODES.wechatCodeInvalid]: 'wechat-code-invalid',
    [USER_CODES.revokeRefused]: 'cancel-ticket-refused',
    [USER_CODES.accountClosed]: 'account-closed',
    [USER_CODES.smsUnavailable]: 'sms-unavailable',
    [USER_CODES.wechatUnavailable]: 'wechat-unavailable',
    [USER_CODES.badSign]: 'bad-sign',
    [USER_CODES.staleTimestamp]: 'stale-timestamp',
  };
  return reasons[error.retcode] ?? `retcode-${error.retcode}`;
}

/**
 * Every refused sign-in is one warning line with the masked phone, the client IP and the reason, so an
 * operator can see an attack; never the password, the code, a ticket or a token.
 */
const logRefusal =
  (event: string): OnError =>
  async (request, _reply, error) => {
    const phone = phoneOf(request);
    request.log.warn(
      {
        event,
        route: request.routeOptions.url,
        phone: phone ? maskPhone(phone) : '-',
        ip: request.ip,
        reason: reasonOf(error),
      },
      'sign-in refused',
    );
  };

const logThrottled: OnError = async (request, reply, error) => {
  if (error instanceof ApiError && error.retcode === USER_CODES.throttled)
    await logRefusal('sms-refused')(request, reply, error);
};

const guard = (hooks: ThrottleHooks, log: OnError): RouteGuard => ({
  preHandler: [hooks.preHandler],
  onError: [hooks.onError, log],
  onResponse: [hooks.onResponse],
});

/**
 * The sign-in routes' throttles (docs/userapi.md, "Throttling") and refusal log. Wrong passwords count per
 * phone and per IP; wrong codes per IP (a code itself dies after 5 tries); SMS sends per phone, per IP and
 * overall; refused cancelLogout tickets and WeChat codes per IP.
 */
export function createSignInGuards(throttle: Throttle, rules: ThrottleRules | null) {
  const r = rules ?? {
    passwordPhone: [],
    passwordIp: [],
    codeIp: [],
    smsPhone: [],
    smsIp: [],
    smsGlobal: [],
    ticketIp: [],
  };
  const friendsUser = r.friendsUser ?? [];
  const friendsIp = r.friendsIp ?? [];
  return {
    password: guard(
      throttle.failures(
        [
          { name: 'pwd-phone', tiers: r.passwordPhone, key: phoneOf },
          { name: 'pwd-ip', tiers: r.passwordIp },
        ],
        [USER_CODES.wrongCredentials],
      ),
      logRefusal('sign-in-refused'),
    ),
    code: guard(
      throttle.failures(
        [{ name: 'code-ip', tiers: r.codeIp }],
        [USER_CODES.codeWrong, USER_CODES.codeExpired, USER_CODES.codeLocked],
      ),
      logRefusal('sign-in-refused'),
    ),
    sms: guard(
      throttle.attempts([
        { name: 'sms-phone', tiers: r.smsPhone, key: phoneOf },
        { name: 'sms-ip', tiers: r.smsIp },
        { name: 'sms-all', tiers: r.smsGlobal, key: () => 'all' },
      ]),
      logThrottled,
    ),
    /** Friends-list updates per signed-in user (`userOf`, after the token check) and per IP. */
    friends: (userOf: (request: FastifyRequest) => string | undefined) =>
      guard(
        throttle.attempts([
          { name: 'friends-user', tiers: friendsUser, key: userOf },
          { name: 'friends-ip', tiers: friendsIp },
        ]),
        logThrottled,
      ),
    ticket: guard(
      throttle.failures(
        [{ name: 'ticket-ip', tiers: r.ticketIp }],
        [USER_CODES.revokeRefused, USER_CODES.wechatCodeInvalid],
      ),
      logRefusal('sign-in-refused'),
    ),
  };
}

export type SignInGuards = ReturnType<typeof createSignInGuards>;
