import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { maskPhone } from '@jincheng/shared/core';
import { ApiError } from '../http/envelope';
import { networkOf } from '../security/client-network';
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

/** The phone and the client's network (IPv4 address, IPv6 /64): one network's guesses at one account. */
const phoneNetOf = (request: FastifyRequest): string | undefined => {
  const phone = phoneOf(request);
  return phone === undefined ? undefined : `${phone}@${networkOf(request.ip)}`;
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
    [USER_CODES.challengeRequired]: 'challenge-required',
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
 * The sign-in routes' hard throttles (docs/userapi.md, "Throttling") and refusal log. Each counts one client
 * network only, so nobody locks out another: wrong passwords per phone from one network and per network;
 * wrong codes per network (a code itself dies after 5 tries); SMS sends per network; refused cancelLogout
 * tickets and WeChat codes per network. What is counted per account, phone or for the whole service asks
 * for a challenge instead (sign-in-gates.ts).
 */
export function createSignInGuards(throttle: Throttle, rules: ThrottleRules | null) {
  type Hard = 'passwordPhoneNet' | 'passwordIp' | 'codeIp' | 'smsIp' | 'ticketIp';
  const r: Pick<ThrottleRules, Hard> & Partial<ThrottleRules> = rules ?? {
    passwordPhoneNet: [],
    passwordIp: [],
    codeIp: [],
    smsIp: [],
    ticketIp: [],
  };
  const friendsUser = r.friendsUser ?? [];
  const friendsIp = r.friendsIp ?? [];
  return {
    password: guard(
      throttle.failures(
        [
          { name: 'pwd-phone-net', tiers: r.passwordPhoneNet, key: phoneNetOf },
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
    sms: guard(throttle.attempts([{ name: 'sms-ip', tiers: r.smsIp }]), logThrottled),
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
