import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import type { PlayedMatch } from '../sport';
import { NICKNAME_CHANGES_PER_DAY } from '../security/throttle-rules';
import { registerCommentRoutes, type CommunityAuth } from './comment-routes';
import { registerModerationRoutes } from './moderation-routes';
import { createModerators, seedDemoModerator } from './moderators';
import { registerProfileRoutes } from './profile-routes';
import { registerRatingRoutes } from './rating-routes';

export type { CommunityAuth } from './comment-routes';
export { assertMayPost, mutedUntil } from './mutes';
export { createModerators } from './moderators';

/**
 * The community API (docs/community.md): comments under articles, fan ratings of players, the chosen nickname,
 * and the moderator view's routes. Registered after the user module, so a demo run's demo moderator exists to
 * be granted.
 */
export async function registerCommunityApi(
  app: FastifyInstance,
  { db, throttle, config }: ModuleContext,
  { auth, playedIn }: { auth: CommunityAuth; playedIn: (matchId: number) => Promise<PlayedMatch | null> },
): Promise<void> {
  const rules = config.throttle;
  const moderators = createModerators(db);
  if (config.demo) await seedDemoModerator(db);
  registerCommentRoutes(app, {
    db,
    auth,
    postGuard: (userOf) =>
      throttle.attempts([
        { name: 'comment-user', tiers: rules?.commentUser ?? [], key: userOf },
        { name: 'comment-ip', tiers: rules?.commentIp ?? [] },
      ]),
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
  registerModerationRoutes(app, { db, auth, moderators });
}
