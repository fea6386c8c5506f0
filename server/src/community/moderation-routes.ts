import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MODERATION_QUEUES,
  MODERATION_REASON_MAX,
  MUTE_DURATIONS,
  SPORT_API,
  type AuditAction,
  type ModerationQueue,
  type MuteAction,
  type MuteDuration,
  type MuteState,
} from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { inTransaction } from '../db/query';
import { ApiError, ok } from '../http/envelope';
import { idParams } from '../http/route-schemas';
import type { CommunityAuth } from './comment-routes';
import {
  audit,
  auditLog,
  commentState,
  hideComment,
  moderationQueue,
  muteUser,
  restoreComment,
  unmuteUser,
} from './moderation-store';
import type { Moderators } from './moderators';
import { beijingMinute } from './mutes';
import { signedInUser } from './signed-in';

const HOUR = 3_600_000;
export const MUTE_MS: Record<MuteDuration, number> = { '1h': HOUR, '24h': 24 * HOUR, '7d': 7 * 24 * HOUR };

/** What the audit log says when the moderator gave no reason. */
const DEFAULT_REASON: Record<AuditAction, string> = {
  hide: '违反社区规范',
  restore: '复核后恢复',
  mute: '违反社区规范',
  unmute: '提前解除禁言',
};

const pageQuery = {
  page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
} as const;
const reasonProperty = { reason: { type: 'string', maxLength: MODERATION_REASON_MAX } } as const;
const reasonBody = { type: 'object', additionalProperties: false, properties: reasonProperty } as const;

export interface ModerationRouteDeps {
  db: Db;
  auth: CommunityAuth;
  moderators: Moderators;
}

/**
 * The moderator view's API (docs/community.md, "Moderation"): the queues of reported and hidden comments,
 * hide, restore, mute for a time, unmute, and the audit log every action writes in the same transaction.
 * Signed out: 1000 请先登录; signed in without the role: 403 无权限.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  { db, auth, moderators }: ModerationRouteDeps,
) {
  const userOf = signedInUser(auth);
  const moderatorOf = new WeakMap<FastifyRequest, number>();
  const onlyModerators = async (request: FastifyRequest) => {
    const userId = await userOf(request);
    if (!(await moderators.isModerator(userId))) throw new ApiError(403, '无权限', 403);
    moderatorOf.set(request, userId);
  };
  const actor = (request: FastifyRequest) => {
    const id = moderatorOf.get(request);
    if (id === undefined) throw new ApiError(403, '无权限', 403);
    return id;
  };
  const reasonOf = (action: AuditAction, body: { reason?: string } | undefined) =>
    body?.reason?.trim() || DEFAULT_REASON[action];
  const commentOrThrow = async (id: number) => {
    const comment = await commentState(db.qb, id);
    if (!comment) throw new ApiError(404, '评论不存在', 404);
    return comment;
  };
  const userOrThrow = async (id: number) => {
    const user = await db.qb.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError(404, '用户不存在', 404);
  };

  app.get<{ Querystring: { queue: ModerationQueue; page: number; pageSize: number } }>(
    SPORT_API.moderationComments,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            queue: { type: 'string', enum: MODERATION_QUEUES, default: 'reported' },
            ...pageQuery,
          },
        },
      },
      preHandler: onlyModerators,
    },
    async (request) => {
      const { queue, page, pageSize } = request.query;
      return ok(await moderationQueue(db.qb, queue, { page, pageSize }, Date.now()));
    },
  );

  app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
    '/sportapi/moderation/comments/:id/hide',
    { schema: { params: idParams, body: reasonBody }, preHandler: onlyModerators },
    async (request) => {
      const by = actor(request);
      await commentOrThrow(request.params.id);
      const reason = reasonOf('hide', request.body);
      const now = Date.now();
      const hidden = await inTransaction(db.qb, async (trx) => {
        if (!(await hideComment(trx, request.params.id, by, now))) return false;
        await audit(trx, {
          actor: by,
          action: 'hide',
          kind: 'comment',
          target: request.params.id,
          reason,
          now,
        });
        return true;
      });
      if (!hidden) throw new ApiError(400, '该评论已隐藏', 400);
      return ok({ id: request.params.id, hidden: true }, '评论已隐藏');
    },
  );

  app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
    '/sportapi/moderation/comments/:id/restore',
    { schema: { params: idParams, body: reasonBody }, preHandler: onlyModerators },
    async (request) => {
      const by = actor(request);
      await commentOrThrow(request.params.id);
      const reason = reasonOf('restore', request.body);
      const now = Date.now();
      const restored = await inTransaction(db.qb, async (trx) => {
        if (!(await restoreComment(trx, request.params.id, now))) return false;
        await audit(trx, {
          actor: by,
          action: 'restore',
          kind: 'comment',
          target: request.params.id,
          reason,
          now,
        });
        return true;
      });
      if (!restored) throw new ApiError(400, '该评论未被隐藏或举报', 400);
      return ok({ id: request.params.id, hidden: false }, '评论已恢复显示');
    },
  );

  app.post<{ Params: { id: number }; Body: MuteAction }>(
    '/sportapi/moderation/users/:id/mute',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['duration'],
          properties: { duration: { type: 'string', enum: MUTE_DURATIONS }, ...reasonProperty },
        },
      },
      preHandler: onlyModerators,
    },
    async (request) => {
      const by = actor(request);
      const userId = request.params.id;
      if (userId === by) throw new ApiError(400, '不能禁言自己', 400);
      await userOrThrow(userId);
      const reason = reasonOf('mute', request.body);
      const now = Date.now();
      const until = now + MUTE_MS[request.body.duration];
      await inTransaction(db.qb, async (trx) => {
        await muteUser(trx, { userId, until, reason, by, now });
        await audit(trx, { actor: by, action: 'mute', kind: 'user', target: userId, reason, until, now });
      });
      const state: MuteState = { userId: String(userId), mutedUntil: until };
      return ok(state, `已禁言至 ${beijingMinute(until)}`);
    },
  );

  app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
    '/sportapi/moderation/users/:id/unmute',
    { schema: { params: idParams, body: reasonBody }, preHandler: onlyModerators },
    async (request) => {
      const by = actor(request);
      const userId = request.params.id;
      await userOrThrow(userId);
      const reason = reasonOf('unmute', request.body);
      const now = Date.now();
      const lifted = await inTransaction(db.qb, async (trx) => {
        if (!(await unmuteUser(trx, userId, now))) return false;
        await audit(trx, { actor: by, action: 'unmute', kind: 'user', target: userId, reason, now });
        return true;
      });
      if (!lifted) throw new ApiError(400, '该用户未被禁言', 400);
      const state: MuteState = { userId: String(userId), mutedUntil: null };
      return ok(state, '已解除禁言');
    },
  );

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    SPORT_API.moderationAudit,
    {
      schema: { querystring: { type: 'object', additionalProperties: false, properties: pageQuery } },
      preHandler: onlyModerators,
    },
    async (request) => ok(await auditLog(db.qb, request.query)),
  );
}
