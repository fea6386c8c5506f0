import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maskPhone } from '@jincheng/shared/core';
import { ApiError, ok } from '../http/envelope';
import type { Throttle } from '../security/throttle';
import type { ThrottleRules } from '../security/throttle-rules';
import {
  networkOf,
  OPS_CODES,
  STEP_UP_TTL_MS,
  type OperatorGate,
  type OperatorSession,
} from './operator-gate';
import { SECOND_FACTOR_INPUT } from './second-factor';

const codeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', pattern: SECOND_FACTOR_INPUT.source } },
} as const;

const wrongCode = () =>
  new ApiError(OPS_CODES.secondFactorWrong, '验证码不正确或已使用，请输入身份验证器上最新的 6 位验证码', 400);

/**
 * /opsapi/second-factor (docs/releases.md, "Operator sign-in"): the console's step-up. An operator whose
 * password is their own enrols once (the secret as text and as a QR code, then a first code, then ten
 * recovery codes shown once), and passes it with a 6-digit code or a recovery code in every new session.
 * Wrong codes are throttled per account on one network, per account and per network.
 */
export function registerSecondFactorRoutes(
  app: FastifyInstance,
  gate: OperatorGate,
  throttle: Throttle,
  rules: ThrottleRules | null,
): void {
  const { factor } = gate;
  const callers = new WeakMap<FastifyRequest, OperatorSession>();
  const guard = throttle.failures(
    [
      {
        name: 'totp-user-net',
        tiers: rules?.secondFactorUserNet ?? [],
        key: (request) => {
          const session = callers.get(request);
          return session ? `${session.userId}@${networkOf(request.ip)}` : undefined;
        },
      },
      {
        name: 'totp-user',
        tiers: rules?.secondFactorUser ?? [],
        key: (request) => {
          const session = callers.get(request);
          return session ? String(session.userId) : undefined;
        },
      },
      { name: 'totp-ip', tiers: rules?.secondFactorIp ?? [] },
    ],
    [OPS_CODES.secondFactorWrong],
  );
  const guarded = {
    schema: { body: codeBody },
    preHandler: [
      async (request: FastifyRequest) => {
        callers.set(request, await gate.ownPassword(request));
      },
      guard.preHandler,
    ],
    onError: [
      guard.onError,
      async (request: FastifyRequest, _reply: unknown, error: Error) => {
        const session = callers.get(request);
        if (session && error instanceof ApiError && error.retcode === OPS_CODES.secondFactorWrong)
          request.log.warn(
            { event: 'second-factor-refused', userId: session.userId, ip: request.ip },
            'operator second factor refused',
          );
      },
    ],
    onResponse: guard.onResponse,
  };
  const sessionOf = async (request: FastifyRequest) => callers.get(request) ?? gate.ownPassword(request);

  app.get('/opsapi/second-factor', { config: { cache: 'private' } }, async (request) => {
    const session = await gate.ownPassword(request);
    const status = await factor.status(session.userId);
    const passed =
      status.enrolled &&
      session.secondFactorAt !== null &&
      session.secondFactorAt > Date.now() - STEP_UP_TTL_MS;
    return ok({ ...status, passed });
  });

  app.post('/opsapi/second-factor/enrol', { config: { cache: 'private' } }, async (request) => {
    const session = await gate.ownPassword(request);
    const label = session.user.phone ? maskPhone(session.user.phone) : session.user.userName;
    const enrolment = await factor.startEnrolment(session.userId, label);
    if (!enrolment)
      throw new ApiError(OPS_CODES.alreadyEnrolled, '已绑定身份验证器，请输入验证码或恢复码', 409);
    return ok(enrolment);
  });

  app.post<{ Body: { code: string } }>(
    '/opsapi/second-factor/confirm',
    { ...guarded, config: { cache: 'private' } },
    async (request) => {
      const session = await sessionOf(request);
      const codes = await factor.confirm(session.userId, request.body.code.trim());
      if (!codes) throw wrongCode();
      await gate.passed(session);
      request.log.warn(
        { event: 'second-factor-enrolled', userId: session.userId },
        'operator enrolled a TOTP',
      );
      return ok({ recoveryCodes: codes }, '已绑定身份验证器，请保存恢复码');
    },
  );

  app.post<{ Body: { code: string } }>(
    '/opsapi/second-factor/verify',
    { ...guarded, config: { cache: 'private' } },
    async (request) => {
      const session = await sessionOf(request);
      if (!(await factor.status(session.userId)).enrolled)
        throw new ApiError(OPS_CODES.enrolRequired, '请先绑定身份验证器（两步验证）', 403);
      const result = await factor.verify(session.userId, request.body.code);
      if (!result.ok) throw wrongCode();
      await gate.passed(session);
      const { recoveryCodesLeft } = await factor.status(session.userId);
      if (result.via === 'recovery')
        request.log.warn(
          { event: 'recovery-code-used', userId: session.userId, left: recoveryCodesLeft },
          'operator used a recovery code',
        );
      return ok({ via: result.via, recoveryCodesLeft }, '验证通过');
    },
  );

  // Ten new codes (the old ones stop working), for an operator who passed the second factor in this session.
  app.post('/opsapi/second-factor/recovery-codes', { config: { cache: 'private' } }, async (request) => {
    const session = await gate.ready(request);
    return ok({ recoveryCodes: await factor.regenerateRecoveryCodes(session.userId) }, '已生成新的恢复码');
  });
}
