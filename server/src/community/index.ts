import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module-context';
import { registerCommentRoutes, type CommunityAuth } from './comment-routes';

export type { CommunityAuth } from './comment-routes';

/** The community API (docs/community.md): comments under articles, for now. */
export function registerCommunityApi(
  app: FastifyInstance,
  { db, throttle, config }: ModuleContext,
  { auth }: { auth: CommunityAuth },
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
}
