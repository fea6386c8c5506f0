import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { createTokenStore } from '../user/tokens';
import { createUsersRepo, type UserRow } from '../user/users-repo';
import type { Operators } from './operators';
import { createSecondFactor, type SecondFactor } from './second-factor';

/** How long a session that passed the second factor may use the console before it asks again. */
export const STEP_UP_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * The console's refusals beyond 401 (no session) and 403 (not an operator), each with the step the console
 * shows (docs/releases.md, "Operator sign-in"). HTTP 403 for all of them.
 */
export const OPS_CODES = {
  /** The password was handed out by `npm run ops`: change it first. */
  passwordChangeRequired: 4031,
  /** No confirmed second factor yet: enrol (QR code, first code, recovery codes). */
  enrolRequired: 4032,
  /** This session has not passed the second factor (or did more than 12 hours ago). */
  secondFactorRequired: 4033,
  /** A wrong TOTP or recovery code (counted by the throttle). */
  secondFactorWrong: 4034,
  /** Enrolment asked again after it is done. */
  alreadyEnrolled: 4035,
} as const;

export interface OperatorSession {
  userId: number;
  user: UserRow;
  token: string;
  secondFactorAt: number | null;
}

/** The client network a request comes from: an IPv4 address, or the /64 of an IPv6 one (as the throttle). */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (net.isIPv6(ip)) {
    const [head = '', tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::')
      ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
      : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`;
  }
  return ip;
}

/**
 * Who may use /opsapi/releases: a live session (401) of an operator (403) whose password is their own (4031),
 * who has enrolled a second factor (4032) and whose session passed it within 12 hours (4033). The second
 * factor's own routes use the earlier steps.
 */
export function createOperatorGate(
  db: Db,
  operators: Operators,
  factor: SecondFactor = createSecondFactor(db),
) {
  const tokens = createTokenStore(db);
  const users = createUsersRepo(db);

  async function operator(request: FastifyRequest): Promise<OperatorSession> {
    const header = request.headers.token;
    const token = typeof header === 'string' ? header : '';
    const session = token ? await tokens.session(token) : null;
    const user = session ? await users.findById(session.userId) : undefined;
    if (!session || !user) throw new ApiError(401, '请使用运维账号登录', 401);
    if (!(await operators.isOperator(session.userId))) throw new ApiError(403, '此页面仅限运维人员访问', 403);
    return { userId: session.userId, user, token, secondFactorAt: session.secondFactorAt };
  }

  /** An operator whose password is their own (not the one `npm run ops` printed). */
  async function ownPassword(request: FastifyRequest): Promise<OperatorSession> {
    const session = await operator(request);
    if (session.user.passwordChangeRequired)
      throw new ApiError(
        OPS_CODES.passwordChangeRequired,
        '首次登录请先修改初始密码（运维命令打印的密码只能用来登录一次）',
        403,
      );
    return session;
  }

  return {
    factor,
    operator,
    ownPassword,
    /** Everything the console does: the operator passed the second factor in this session, recently. */
    async ready(request: FastifyRequest, now = Date.now()): Promise<OperatorSession> {
      const session = await ownPassword(request);
      if (!(await factor.status(session.userId)).enrolled)
        throw new ApiError(OPS_CODES.enrolRequired, '请先绑定身份验证器（两步验证）', 403);
      if (session.secondFactorAt === null || session.secondFactorAt <= now - STEP_UP_TTL_MS)
        throw new ApiError(OPS_CODES.secondFactorRequired, '请输入身份验证器上的 6 位验证码', 403);
      return session;
    },
    /** Marks this session as having passed the second factor. */
    passed: (session: OperatorSession, now = Date.now()) => tokens.markSecondFactor(session.token, now),
  };
}

export type OperatorGate = ReturnType<typeof createOperatorGate>;
