import type { FastifyRequest } from 'fastify';
import { LOGIN_INVALID_CODE } from '@jincheng/shared/core';
import { ApiError } from '../http/envelope';
import type { CommunityAuth } from './comment-routes';

/** The signed-in caller's id, or 1000 请先登录 (the client signs out). */
export const signedInUser =
  (auth: CommunityAuth) =>
  async (request: FastifyRequest): Promise<number> => {
    const id = await auth.userIdFromRequest(request);
    if (id === null) throw new ApiError(LOGIN_INVALID_CODE, '请先登录', 401);
    return id;
  };
