import type { FastifyInstance } from 'fastify';
import {
  CHAT_MAX_LENGTH,
  CHAT_PAGE_LIMITS,
  CHAT_REPORT_THRESHOLD,
  REPORT_REASONS,
  type ChatPage,
  type ChatReady,
  type ChatReportData,
  type PostChatData,
} from '@jincheng/shared/core';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/query';
import { ApiError, ok } from '../../http/envelope';
import type { ThrottleHooks } from '../../security/throttle';
import { STREAMS_FULL_RETRY_S, streamRefusal, type PerIpCap } from '../../sport/live/per-ip-cap';
import { idParams, query } from '../../http/route-schemas';
import type { CommunityAuth } from '../comment-routes';
import { assertMayPost, assertMayReport } from '../mutes';
import { REPORT_QUEUED, reportGuard, reporterNetwork, type Reporting } from '../reporting';
import { signedInWrite, type CallerKey } from '../signed-in';
import { moderate } from '../moderation';
import type { ChatHub } from './chat-hub';
import { chatFrame } from './chat-hub';
import { roomMatch, roomState } from './chat-room';
import {
  appendChat,
  chatRowById,
  latestChatId,
  reportChat,
  roomPage,
  roomRowsAfter,
  toChatMessage,
} from './chat-store';

/** A stream resuming after a gap gets at most this many missed rows (the newest), then a `gap` event. */
export const CHAT_REPLAY_MAX = 200;

export interface ChatRouteDeps {
  db: Db;
  auth: CommunityAuth;
  /** Throttle hooks for posting, counted per user (`userOf`) and per IP. */
  postGuard: (userOf: CallerKey) => ThrottleHooks;
  /** The report throttle and the network key (shared with comments' reports). */
  reporting: Reporting;
  hub: ChatHub;
  /** Reads the log's new rows into this instance's hub (the in-process signal after a write here). */
  catchUp: () => Promise<void>;
  /** Open chat streams per client (IPv6 by /64) and in all on this instance. */
  streams: PerIpCap;
}

const notFound = () => new ApiError(404, '比赛不存在', 404);

/**
 * The match chat rooms (docs/community.md, 聊天室): history read by anyone, paged back by id; messages
 * posted when signed in, through the filter and the throttle, while the room is open; a stream of the room's
 * new lines on every instance, resumable with Last-Event-ID; reports that hide a message for everyone live.
 */
export function registerChatRoutes(app: FastifyInstance, deps: ChatRouteDeps): void {
  const { db, auth, hub, catchUp } = deps;
  const matchOf = async (id: number) => {
    const match = await roomMatch(db.qb, id);
    if (!match) throw notFound();
    return match;
  };

  app.get<{ Params: { id: number }; Querystring: { before?: number; limit: number } }>(
    '/sportapi/matches/:id/chat',
    {
      config: { cache: 'fresh' },
      schema: {
        params: idParams,
        querystring: query({
          before: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
          limit: {
            type: 'integer',
            minimum: 1,
            maximum: CHAT_PAGE_LIMITS.max,
            default: CHAT_PAGE_LIMITS.default,
          },
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const match = await matchOf(id);
      // The same for everyone, and new every second: a cache may keep it only to ask again.
      reply.header('cache-control', 'no-cache');
      // The position first: a line written while the page is read comes on the stream (clients drop repeats by id).
      const lastId = await latestChatId(db.qb);
      const page = await roomPage(db.qb, id, request.query.before ?? null, request.query.limit);
      const data: ChatPage = { ...page, lastId, room: await roomState(db.qb, id, match, Date.now()) };
      return ok(data);
    },
  );

  // The poster is known before the throttle counts (per user, then per IP).
  const write = signedInWrite(auth, deps.postGuard);
  app.post<{ Params: { id: number }; Body: { text: string } }>(
    '/sportapi/matches/:id/chat',
    {
      config: { cache: 'private' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          // The filter counts characters; the schema only keeps absurd bodies out.
          properties: { text: { type: 'string', maxLength: CHAT_MAX_LENGTH * 4 } },
        },
      },
      ...write.options,
    },
    async (request) => {
      const userId = await write.callerOf(request);
      const matchId = request.params.id;
      const match = await matchOf(matchId);
      const now = Date.now();
      // The community writers' one check: a cancelled account or a muted fan is refused (403, saying why).
      await assertMayPost(db.qb, userId, now);
      const room = await roomState(db.qb, matchId, match, now);
      if (!room.open) throw new ApiError(403, room.reason ?? '聊天室已关闭', 403);
      const verdict = moderate(request.body.text, { maxLength: CHAT_MAX_LENGTH });
      if (verdict.verdict === 'refused')
        throw new ApiError(400, verdict.message ?? '内容不符合社区规范', 400);
      const [id] = await inTransaction(db.qb, (trx) =>
        appendChat(trx, db.engine, [
          { matchId, kind: 'user', userId, sent: request.body.text, shown: verdict.shown, now },
        ]),
      );
      void catchUp();
      const row = await chatRowById(db.qb, id as number);
      if (!row) throw notFound();
      const message = toChatMessage(row);
      const data: PostChatData =
        verdict.verdict === 'masked' && verdict.message ? { message, notice: verdict.message } : { message };
      return ok(data, verdict.verdict === 'masked' ? (verdict.message ?? '已发送') : '已发送');
    },
  );

  const reporter = signedInWrite(auth, (key) => reportGuard(deps.reporting, key));
  app.post<{ Params: { id: number }; Body: { reason: string } }>(
    '/sportapi/chat/:id/report',
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
      const row = await chatRowById(db.qb, request.params.id);
      if (!row || row.kind === 'hide' || row.kind === 'restore' || row.hidden_at !== null)
        throw new ApiError(404, '消息不存在', 404);
      if (row.kind === 'system') throw new ApiError(400, '系统消息不能举报', 400);
      if (row.user_id === userId) throw new ApiError(400, '不能举报自己的发言', 400);
      await assertMayReport(db.qb, userId, Date.now());
      const network = reporterNetwork(deps.reporting, request);
      const hidden = await inTransaction(db.qb, (trx) =>
        reportChat(
          trx,
          db.engine,
          row,
          userId,
          request.body.reason,
          network,
          CHAT_REPORT_THRESHOLD,
          Date.now(),
        ),
      );
      if (hidden) void catchUp();
      const data: ChatReportData = { reported: true, hidden };
      return ok(data, hidden ? '举报已受理，该消息已隐藏待审核' : REPORT_QUEUED);
    },
  );

  app.get<{ Params: { id: number }; Querystring: { after?: number } }>(
    '/sportapi/matches/:id/chat/stream',
    {
      // An event stream: its own headers. Compression would buffer the stream; SSE frames are small anyway.
      config: { cache: 'own', compress: false },
      schema: {
        params: idParams,
        querystring: query({ after: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } }),
      },
    } as never,
    async (request, reply) => {
      const matchId = request.params.id;
      const header = request.headers['last-event-id'];
      const fromHeader = typeof header === 'string' && /^\d{1,15}$/.test(header) ? Number(header) : undefined;
      const asked = fromHeader ?? request.query.after;
      const match = await matchOf(matchId);
      const release = deps.streams.take(request.ip);
      if (typeof release === 'string') {
        if (release === 'total') reply.header('retry-after', String(STREAMS_FULL_RETRY_S));
        throw streamRefusal(release);
      }
      const res = reply.raw;
      // Registered before the replay is read: what arrives meanwhile waits and goes out after it.
      const client = hub.attach(res, matchId, asked ?? hub.lastId);
      const end = () => {
        hub.detach(client);
        release();
      };
      let opening: string;
      let sentUpTo: number;
      try {
        const ready: ChatReady = { room: await roomState(db.qb, matchId, match, Date.now()) };
        // Where the client stands: its Last-Event-ID (an id from the future, e.g. another database's, starts
        // at the present instead of never), or the present.
        const from = asked === undefined ? client.after : Math.min(asked, await latestChatId(db.qb));
        let replay = '';
        sentUpTo = from;
        if (asked !== undefined) {
          const missed = await roomRowsAfter(db.qb, matchId, from, CHAT_REPLAY_MAX);
          if (missed.truncated && missed.rows[0])
            replay += `event: gap\ndata: ${JSON.stringify({ before: missed.rows[0].id })}\n\n`;
          replay += missed.rows
            .filter((r) => r.kind === 'hide' || r.hidden_at === null)
            .map(chatFrame)
            .join('');
          sentUpTo = missed.rows[missed.rows.length - 1]?.id ?? from;
        }
        opening = `retry: 3000\n\nid: ${from}\nevent: ready\ndata: ${JSON.stringify(ready)}\n\n${replay}`;
      } catch (error) {
        end();
        throw error;
      }
      reply.hijack();
      if (res.destroyed) return end();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.socket?.setNoDelay(true);
      hub.start(client, opening, sentUpTo);
      request.raw.on('close', end);
      res.on('error', end);
    },
  );
}
