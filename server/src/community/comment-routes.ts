import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_REPORT_THRESHOLD,
  COMMENT_SORTS,
  REPORT_REASONS,
  type CommentSort,
  type PostCommentData,
} from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { inTransaction } from '../db/query';
import { ApiError, ok } from '../http/envelope';
import { idParams, idSchema, pagePropsUpTo } from '../http/route-schemas';
import type { ThrottleHooks } from '../security/throttle';
import { articleComments, commentById, commentReplies, insertComment } from './comment-store';
import { report, setLike } from './comment-votes';
import { moderate } from './moderation';
import { assertMayPost, assertMayReport } from './mutes';
import { REPORT_QUEUED, reportGuard, reporterNetwork, type Reporting } from './reporting';
import { signedInWrite, type CallerKey } from './signed-in';

/** Who is asking: the user module's token check (wired in app.ts); null for a visitor. */
export interface CommunityAuth {
  userIdFromRequest(request: FastifyRequest): Promise<number | null>;
}

const pageQuery = pagePropsUpTo(50, 20);

const notFound = (what: string) => new ApiError(404, `${what}不存在`, 404);

export interface CommentRouteDeps {
  db: Db;
  auth: CommunityAuth;
  /** Throttle hooks for posting, counted per user (`callers`) and per IP. */
  postGuard: (userOf: CallerKey) => ThrottleHooks;
  /** Throttle hooks for likes (点赞 and its undoing), counted per user and per IP. */
  likeGuard: (userOf: CallerKey) => ThrottleHooks;
  /** The report throttle and the network key (shared with the chat rooms' reports). */
  reporting: Reporting;
}

/**
 * Comments under articles (docs/community.md): read by anyone, written, liked and reported when signed in.
 * Every text goes through the filter before it is stored; the text as sent is kept beside what is shown.
 */
export function registerCommentRoutes(
  app: FastifyInstance,
  { db, auth, postGuard, likeGuard, reporting }: CommentRouteDeps,
): void {
  const viewerOf = (request: FastifyRequest) => auth.userIdFromRequest(request);
  const articleExists = async (id: number) =>
    (await db.qb.selectFrom('sport_articles').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  // Which comments the reader liked or wrote: public without a token ('viewer', seconds at a shared cache, so a
  // moderator's hide reaches every reader within them), private with one.
  app.get<{ Params: { id: number }; Querystring: { sort: CommentSort; page: number; pageSize: number } }>(
    '/sportapi/articles/:id/comments',
    {
      config: { cache: 'viewer' },
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { sort: { type: 'string', enum: COMMENT_SORTS, default: 'hot' }, ...pageQuery },
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await articleExists(id))) throw notFound('文章');
      const { sort, page, pageSize } = request.query;
      return ok(await articleComments(db.qb, id, sort, { page, pageSize }, await viewerOf(request)));
    },
  );

  app.get<{ Params: { id: number }; Querystring: { page: number; pageSize: number } }>(
    '/sportapi/comments/:id/replies',
    {
      config: { cache: 'viewer' },
      schema: {
        params: idParams,
        querystring: { type: 'object', additionalProperties: false, properties: pageQuery },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      if (!(await commentById(db.qb, request.params.id, viewer))) throw notFound('评论');
      const { page, pageSize } = request.query;
      return ok(await commentReplies(db.qb, request.params.id, { page, pageSize }, viewer));
    },
  );

  // The poster is known before the throttle counts (per user, then per IP).
  const write = signedInWrite(auth, postGuard);
  app.post<{ Params: { id: number }; Body: { text: string; parentId?: number } }>(
    '/sportapi/articles/:id/comments',
    {
      config: { cache: 'private' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          // The filter counts characters; the schema only keeps absurd bodies out.
          properties: { text: { type: 'string', maxLength: COMMENT_MAX_LENGTH * 4 }, parentId: idSchema },
        },
      },
      ...write.options,
    },
    async (request) => {
      const userId = await write.callerOf(request);
      const articleId = request.params.id;
      if (!(await articleExists(articleId))) throw notFound('文章');
      // Cancelled or muted accounts are refused (mutes.ts: the check every community writer makes).
      await assertMayPost(db.qb, userId, Date.now(), '发表评论');
      const parentId = request.body.parentId ?? null;
      if (parentId !== null) {
        const parent = await commentById(db.qb, parentId, userId);
        // One level of replies: an answer to a reply goes under its top-level comment.
        if (!parent || parent.articleId !== articleId) throw notFound('评论');
        if (parent.parentId !== null) throw new ApiError(400, '只能回复一级评论', 400);
      }
      const verdict = moderate(request.body.text, { maxLength: COMMENT_MAX_LENGTH });
      if (verdict.verdict === 'refused')
        throw new ApiError(400, verdict.message ?? '内容不符合社区规范', 400);
      const id = await inTransaction(db.qb, (trx) =>
        insertComment(trx, {
          articleId,
          parentId,
          userId,
          sent: request.body.text,
          shown: verdict.shown,
          now: Date.now(),
        }),
      );
      const comment = await commentById(db.qb, id, userId);
      if (!comment) throw notFound('评论');
      const data: PostCommentData =
        verdict.verdict === 'masked' && verdict.message ? { comment, notice: verdict.message } : { comment };
      return ok(data, verdict.verdict === 'masked' ? (verdict.message ?? '已发表') : '已发表');
    },
  );

  // Likes and reports are throttled like posts: the fan is known first, then counted.
  const liker = signedInWrite(auth, likeGuard);
  const reporter = signedInWrite(auth, (userOf) => reportGuard(reporting, userOf));
  app.post<{ Params: { id: number }; Body: { like: boolean } }>(
    '/sportapi/comments/:id/like',
    {
      config: { cache: 'private' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['like'],
          properties: { like: { type: 'boolean' } },
        },
      },
      ...liker.options,
    },
    async (request) => {
      const userId = await liker.callerOf(request);
      if (!(await commentById(db.qb, request.params.id, userId))) throw notFound('评论');
      return ok(
        await inTransaction(db.qb, (trx) =>
          setLike(trx, request.params.id, userId, request.body.like, Date.now()),
        ),
      );
    },
  );

  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/sportapi/comments/:id/report',
    {
      config: { cache: 'private' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['reason'],
          properties: { reason: { type: 'string', enum: REPORT_REASONS } },
        },
      },
      ...reporter.options,
    },
    async (request) => {
      const userId = await reporter.callerOf(request);
      const comment = await commentById(db.qb, request.params.id, userId);
      if (!comment) throw notFound('评论');
      if (comment.mine) throw new ApiError(400, '不能举报自己的评论', 400);
      await assertMayReport(db.qb, userId, Date.now());
      const network = reporterNetwork(reporting, request);
      const answer = await inTransaction(db.qb, (trx) =>
        report(trx, comment.id, userId, request.body.reason, network, COMMENT_REPORT_THRESHOLD, Date.now()),
      );
      return ok(answer, answer.hidden ? '举报已受理，该评论已隐藏待审核' : REPORT_QUEUED);
    },
  );
}
