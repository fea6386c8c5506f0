import type { FastifyRequest } from 'fastify';
import { loginRequired } from '../http/envelope';
import type { ThrottleHooks } from '../security/throttle';
import type { CommunityAuth } from './comment-routes';

/** The signed-in caller's id, or 1000 请先登录 (the client signs out). */
export const signedInUser =
  (auth: CommunityAuth) =>
  async (request: FastifyRequest): Promise<number> => {
    const id = await auth.userIdFromRequest(request);
    if (id === null) throw loginRequired();
    return id;
  };

/** The caller's id as a throttle key (undefined until the caller is known). */
export type CallerKey = (request: FastifyRequest) => string | undefined;

/**
 * The route options of a signed-in, throttled community write (a comment, a rating, a chat line, a
 * nickname). The caller is resolved first, so the throttle counts per user, then per IP, before the work
 * starts; a visitor is told 1000 请先登录 without being counted. `callerOf` gives the handler the id the
 * preHandler found.
 */
export function signedInWrite(auth: CommunityAuth, guardOf: (key: CallerKey) => ThrottleHooks) {
  const userOf = signedInUser(auth);
  const callers = new WeakMap<FastifyRequest, number>();
  const callerKey: CallerKey = (request) => {
    const id = callers.get(request);
    return id === undefined ? undefined : String(id);
  };
  const guard = guardOf(callerKey);
  return {
    callerKey,
    options: {
      preHandler: [
        async (request: FastifyRequest) => {
          callers.set(request, await userOf(request));
        },
        guard.preHandler,
      ],
      onError: guard.onError,
      onResponse: guard.onResponse,
    },
    callerOf: async (request: FastifyRequest): Promise<number> =>
      callers.get(request) ?? (await userOf(request)),
  };
}
