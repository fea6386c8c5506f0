import type { FastifyRequest } from 'fastify';
import { loginRequired } from '../http/envelope';
import type { CommunityAuth } from './comment-routes';

/** The signed-in caller's id, or 1000 请先登录 (the client signs out). */
export const signedInUser =
  (auth: CommunityAuth) =>
  async (request: FastifyRequest): Promise<number> => {
    const id = await auth.userIdFromRequest(request);
    if (id === null) throw loginRequired();
    return id;
  };
