import type { FollowExpertData } from '../../../../shared/src/api/sport';
import { ApiError, ok } from '../../http/envelope';
import { loginRequired } from '../auth';
import type { SportContext } from '../context';
import { idParams } from './schemas';

/**
 * Following an expert. Experts are not user accounts, so the friends list (/userapi/base/update/friends) cannot
 * hold them; the follow is a (user, expert) row here instead. Setting the same state twice is a no-op.
 */
export function registerFollowRoutes(ctx: SportContext): void {
  const { app, db } = ctx;

  app.post<{ Params: { id: number }; Body: { follow: boolean } }>(
    '/sportapi/experts/:id/follow',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['follow'],
          properties: { follow: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const userId = ctx.auth.userIdFromRequest(request);
      if (userId === null) throw loginRequired();
      const expertId = request.params.id;
      if (!db.prepare('SELECT 1 FROM sport_experts WHERE id = ?').get(expertId)) {
        throw new ApiError(404, '专家不存在', 404);
      }
      if (request.body.follow) {
        db.prepare(
          'INSERT OR IGNORE INTO sport_follows (user_id, expert_id, created_at) VALUES (?, ?, ?)',
        ).run(userId, expertId, Math.floor(Date.now() / 1000));
      } else {
        db.prepare('DELETE FROM sport_follows WHERE user_id = ? AND expert_id = ?').run(userId, expertId);
      }
      const data: FollowExpertData = {
        expertId,
        following: request.body.follow,
        followers: expertFollowers(ctx, expertId),
      };
      return ok(data);
    },
  );
}

/** Seeded followers plus the product's own follows. */
export function expertFollowers(ctx: SportContext, expertId: number): number {
  const row = ctx.db
    .prepare(
      'SELECT e.followers + (SELECT count(*) FROM sport_follows f WHERE f.expert_id = e.id) n FROM sport_experts e WHERE e.id = ?',
    )
    .get(expertId) as { n: number } | undefined;
  return row?.n ?? 0;
}

export function isFollowing(ctx: SportContext, userId: number | null, expertId: number): boolean {
  if (userId === null) return false;
  return (
    ctx.db
      .prepare('SELECT 1 FROM sport_follows WHERE user_id = ? AND expert_id = ?')
      .get(userId, expertId) !== undefined
  );
}
