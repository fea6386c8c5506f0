import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import type { PlayedMatch } from '../sport';
import { registerCommentRoutes, type CommunityAuth } from './comment-routes';
import { registerRatingRoutes } from './rating-routes';

export type { CommunityAuth } from './comment-routes';

/** The community API (docs/community.md): comments under articles and fan ratings of players, for now. */
export function registerCommunityApi(
  app: FastifyInstance,
  { db, throttle, config }: ModuleContext,
  { auth, playedIn }: { auth: CommunityAuth; playedIn: (matchId: number) => Promise<PlayedMatch | null> },
): void {
  const rules = config.throttle;
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
}
