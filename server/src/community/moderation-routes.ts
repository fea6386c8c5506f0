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
import type { Db, Exec } from '../db/database';
import { inTransaction } from '../db/query';
import { ApiError, ok } from '../http/envelope';
import { idParams } from '../http/route-schemas';
import { chatLineState, chatQueue, hideChatLine, restoreChatLine } from './chat/chat-moderation';
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
const queueQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { queue: { type: 'string', enum: MODERATION_QUEUES, default: 'reported' }, ...pageQuery },
} as const;
const reasonProperty = { reason: { type: 'string', maxLength: MODERATION_REASON_MAX } } as const;
const reasonBody = { type: 'object', additionalProperties: false, properties: reasonProperty } as const;

export interface ModerationRouteDeps {
  db: Db;
  auth: CommunityAuth;
  moderators: Moderators;
  /** Reads the chat log's new rows into this instance's hub (after a chat line was hidden or restored). */
  chatCatchUp: () => void;
}

/** A kind of text the moderator view hides and restores; `hide`/`restore` answer false when nothing changed. */
interface ReviewTarget {
  kind: 'comment' | 'chat';
  /** /sportapi/moderation/<path>/:id/hide|restore */
  path: string;
  /** What the answers call it (评论, 消息). */
  noun: string;
  /** Throws 404 (or 400) when the id is nothing a moderator can act on. */
  find: (id: number) => Promise<void>;
  hide: (trx: Exec, id: number, by: number, now: number) => Promise<boolean>;
  restore: (trx: Exec, id: number, now: number) => Promise<boolean>;
  changed?: () => void;
}

/**
 * The moderator view's API (docs/community.md, "Moderation"): the queues of reported and hidden comments and
 * chat lines, hide, restore, mute for a time, unmute, and the audit log every action writes in the same
 * transaction.
 * Signed out: 1000 请先登录; signed in without the role: 403 无权限.
 */
export function registerModerationRoutes(
  app: FastifyInstance,
  { db, auth, moderators, chatCatchUp }: ModerationRouteDeps,
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
  const chatLine = async (exec: Exec, id: number) => {
    const line = await chatLineState(exec, id);
    if (!line) throw new ApiError(404, '消息不存在', 404);
    return line;
  };
  const userOrThrow = async (id: number) => {
    const user = await db.qb.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw new ApiError(404, '用户不存在', 404);
  };

  app.get<{ Querystring: { queue: ModerationQueue; page: number; pageSize: number } }>(
    SPORT_API.moderationComments,
    { config: { cache: 'private' }, schema: { querystring: queueQuery }, preHandler: onlyModerators },
    async (request) => {
      const { queue, page, pageSize } = request.query;
      return ok(await moderationQueue(db.qb, queue, { page, pageSize }, Date.now()));
    },
  );

  app.get<{ Querystring: { queue: ModerationQueue; page: number; pageSize: number } }>(
    SPORT_API.moderationChat,
    { config: { cache: 'private' }, schema: { querystring: queueQuery }, preHandler: onlyModerators },
    async (request) => {
      const { queue, page, pageSize } = request.query;
      return ok(await chatQueue(db.qb, queue, { page, pageSize }, Date.now()));
    },
  );

  /** What a moderator hides and restores: article comments and chat lines, each in its own words. */
  const targets: ReviewTarget[] = [
    {
      kind: 'comment',
      path: 'comments',
      noun: '评论',
      find: async (id) => {
        if (!(await commentState(db.qb, id))) throw new ApiError(404, '评论不存在', 404);
      },
      hide: (trx, id, by, now) => hideComment(trx, id, by, now),
      restore: (trx, id, now) => restoreComment(trx, id, now),
    },
    {
      kind: 'chat',
      path: 'chat',
      noun: '消息',
      find: async (id) => {
        const line = await chatLineState(db.qb, id);
        if (!line || (line.kind !== 'user' && line.kind !== 'system'))
          throw new ApiError(404, '消息不存在', 404);
        if (line.kind === 'system') throw new ApiError(400, '系统消息不能隐藏', 400);
      },
      hide: async (trx, id, by, now) => hideChatLine(trx, db.engine, await chatLine(trx, id), by, now),
      restore: async (trx, id, now) => restoreChatLine(trx, db.engine, await chatLine(trx, id), now),
      // Open streams on this instance hear it now; the others through NOTIFY (PostgreSQL).
      changed: chatCatchUp,
    },
  ];

  for (const target of targets) {
    for (const action of ['hide', 'restore'] as const) {
      app.post<{ Params: { id: number }; Body: { reason?: string } | undefined }>(
        `/sportapi/moderation/${target.path}/:id/${action}`,
        {
          config: { cache: 'private' },
          schema: { params: idParams, body: reasonBody },
          preHandler: onlyModerators,
        },
        async (request) => {
          const by = actor(request);
          const { id } = request.params;
          await target.find(id);
          const reason = reasonOf(action, request.body);
          const now = Date.now();
          const done = await inTransaction(db.qb, async (trx) => {
            const changed =
              action === 'hide' ? await target.hide(trx, id, by, now) : await target.restore(trx, id, now);
            if (changed) await audit(trx, { actor: by, action, kind: target.kind, target: id, reason, now });
            return changed;
          });
          const { noun } = target;
          if (!done)
            throw new ApiError(400, action === 'hide' ? `该${noun}已隐藏` : `该${noun}未被隐藏或举报`, 400);
          target.changed?.();
          return ok(
            { id, hidden: action === 'hide' },
            action === 'hide' ? `${noun}已隐藏` : `${noun}已恢复显示`,
          );
        },
      );
    }
  }

  app.post<{ Params: { id: number }; Body: MuteAction }>(
    '/sportapi/moderation/users/:id/mute',
    {
      config: { cache: 'private' },
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
    {
      config: { cache: 'private' },
      schema: { params: idParams, body: reasonBody },
      preHandler: onlyModerators,
    },
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
      config: { cache: 'private' },
      schema: { querystring: { type: 'object', additionalProperties: false, properties: pageQuery } },
      preHandler: onlyModerators,
    },
    async (request) => ok(await auditLog(db.qb, request.query)),
  );
}
