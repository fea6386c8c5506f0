import type { FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import { THROTTLED_CODE, formatWait, type ThrottleHooks } from '../security/throttle';
import { REPORTS_PER_HOUR } from '../security/throttle-rules';
import { networkHash } from './report-rule';
import type { CallerKey } from './signed-in';

/**
 * What the two report routes (comments, chat lines) share: the throttle that caps reports per reporter (one
 * budget for both, `reportUser`), and the reporter's network as stored with the report.
 */
export interface Reporting {
  /** Throttle hooks for reports, counted per user (`userOf`). */
  guard: (userOf: CallerKey) => ThrottleHooks;
  /** The installation's key for network hashes (report-rule.ts, loadNetworkKey). */
  networkKey: string;
}

/** A report that did not hide anything: it waits in the moderators' queue. */
export const REPORT_QUEUED = '举报已受理，管理员会尽快审核';

/** The caller's network as a report stores it (a keyed hash of the throttle's network key). */
export const reporterNetwork = (reporting: Reporting, request: FastifyRequest) =>
  networkHash(reporting.networkKey, request.ip);

/**
 * The report throttle's hooks with its refusal said for reports: 举报过于频繁 with the hourly cap and the wait
 * (the throttle sets Retry-After before it refuses).
 */
export function reportGuard(reporting: Reporting, userOf: CallerKey): ThrottleHooks {
  const hooks = reporting.guard(userOf);
  return {
    ...hooks,
    preHandler: async (request, reply) => {
      try {
        await hooks.preHandler(request, reply);
      } catch (error) {
        if (!(error instanceof ApiError) || error.retcode !== THROTTLED_CODE) throw error;
        const wait = Number(reply.getHeader('retry-after')) || 1;
        throw new ApiError(
          THROTTLED_CODE,
          `举报过于频繁：每小时最多举报 ${REPORTS_PER_HOUR} 次，请 ${formatWait(wait)}后再试`,
          429,
        );
      }
    },
  };
}
