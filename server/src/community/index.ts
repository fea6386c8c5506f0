import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import type { PlayedMatch } from '../sport';
import { NICKNAME_CHANGES_PER_DAY } from '../security/throttle-rules';
import { coalesced } from '../sport/live/follow-feed';
import { PerIpCap } from '../sport/live/per-ip-cap';
import type { PgListener } from '../sport/live/pg-listener';
import type { Simulator } from '../sport/live/simulator';
import { ChatHub } from './chat/chat-hub';
import { registerChatRoutes } from './chat/chat-routes';
import { CHAT_CHANNEL, latestChatId, rowsAfter } from './chat/chat-store';
import { systemLineWriter } from './chat/system-lines';
import { registerCommentRoutes, type CommunityAuth } from './comment-routes';
import { registerModerationRoutes } from './moderation-routes';
import { createModerators, seedDemoModerator } from './moderators';
import { retireDemoCommunity, seedDemoCommunity } from './demo-community';
import { registerProfileRoutes } from './profile-routes';
import { registerRatingRoutes } from './rating-routes';
import { loadNetworkKey } from './report-rule';
import type { Reporting } from './reporting';

export type { CommunityAuth } from './comment-routes';
export { assertMayPost, mutedUntil } from './mutes';
export { createModerators } from './moderators';

/** What the chat rooms need of the sport module: the simulator (system lines) and the LISTEN connection. */
export interface CommunityLive {
  simulator: Simulator;
  listener: PgListener;
}

export interface CommunityDeps {
  auth: CommunityAuth;
  /** Who played in a match and when it ends (fan ratings); null for no such match. */
  playedIn: (matchId: number) => Promise<PlayedMatch | null>;
  live: CommunityLive;
}

const CHAT_PAGE = 500;

/**
 * The community API (docs/community.md): comments under articles, fan ratings of players, match chat rooms,
 * the chosen nickname, and the moderator view's routes. Registered after the user module, so a demo run's
 * demo moderator exists to be granted.
 */
export async function registerCommunityApi(
  app: FastifyInstance,
  { db, throttle, config }: ModuleContext,
  { auth, playedIn, live }: CommunityDeps,
): Promise<{ hub: ChatHub }> {
  const rules = config.throttle;
  const moderators = createModerators(db);
  if (config.demo) {
    await seedDemoModerator(db);
    // Before the hub starts at the log's end: the seeded lines are history, not news to stream.
    const seeded = await seedDemoCommunity(db, playedIn);
    app.log.info(
      `演示社区：${seeded.matches.length} 场比赛，${seeded.lines} 条聊天，${seeded.scores} 个球迷评分（演示数据）`,
    );
  } else await retireDemoCommunity(db);
  // One report budget for comments and chat lines; the network key is the installation's (report-rule.ts).
  const reporting: Reporting = {
    guard: (userOf) =>
      throttle.attempts([{ name: 'report-user', tiers: rules?.reportUser ?? [], key: userOf }]),
    networkKey: await loadNetworkKey(db),
  };
  registerCommentRoutes(app, {
    db,
    auth,
    postGuard: (userOf) =>
      throttle.attempts([
        { name: 'comment-user', tiers: rules?.commentUser ?? [], key: userOf },
        { name: 'comment-ip', tiers: rules?.commentIp ?? [] },
      ]),
    likeGuard: (userOf) =>
      throttle.attempts([
        { name: 'like-user', tiers: rules?.likeUser ?? [], key: userOf },
        { name: 'like-ip', tiers: rules?.likeIp ?? [] },
      ]),
    reporting,
  });
  registerRatingRoutes(app, {
    db,
    auth,
    playedIn,
    postGuard: (userOf) =>
      throttle.attempts([
        { name: 'rating-user', tiers: rules?.ratingUser ?? [], key: userOf },
        { name: 'rating-ip', tiers: rules?.ratingIp ?? [] },
      ]),
  });
  registerProfileRoutes(app, {
    db,
    auth,
    moderators,
    tryGuard: (userOf) =>
      throttle.attempts([
        { name: 'nickname-try-user', tiers: rules?.nicknameTryUser ?? [], key: userOf },
        { name: 'nickname-try-ip', tiers: rules?.nicknameTryIp ?? [] },
      ]),
    changeAllowed: (userOf) =>
      throttle.allows([{ name: 'nickname-change', tiers: rules?.nicknameChange ?? [], key: userOf }]),
    changeLimitMessage: `昵称每天最多修改 ${NICKNAME_CHANGES_PER_DAY} 次，请明天再试`,
  });

  const hub = new ChatHub(await latestChatId(db.qb), {
    heartbeatMs: 15_000,
    maxBacklogBytes: 256 * 1024,
    flushMs: 50,
  });
  const catchUp = coalesced(
    async () => {
      for (;;) {
        const rows = await rowsAfter(db.qb, hub.lastId, CHAT_PAGE);
        hub.ingest(rows);
        if (rows.length < CHAT_PAGE) break;
      }
    },
    (error) => app.log.error({ err: error }, 'chat catch-up failed'),
  );
  // Other instances' writes arrive as a NOTIFY (PostgreSQL); this instance's own signal the hub directly.
  live.listener.listen(CHAT_CHANNEL, () => void catchUp(), { poll: true });
  live.simulator.addTickWriter(systemLineWriter(db, () => void catchUp()));
  registerModerationRoutes(app, { db, auth, moderators, chatCatchUp: () => void catchUp() });
  registerChatRoutes(app, {
    db,
    auth,
    postGuard: (userOf) =>
      throttle.attempts([
        { name: 'chat-user', tiers: rules?.chatUser ?? [], key: userOf },
        { name: 'chat-ip', tiers: rules?.chatIp ?? [] },
      ]),
    reporting,
    hub,
    catchUp,
    streams: new PerIpCap(config.limits.sseMaxPerIp, config.limits.chatStreamsMaxTotal),
  });
  app.addHook('preClose', async () => hub.close());
  return { hub };
}
