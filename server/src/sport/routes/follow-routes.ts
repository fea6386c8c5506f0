import type { FollowExpertData } from '@jincheng/shared/core';
import { sql } from 'kysely';
import { first } from '../../db/query';
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
      config: { cache: 'private' },
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
      const userId = await ctx.auth.userIdFromRequest(request);
      if (userId === null) throw loginRequired();
      const expertId = request.params.id;
      const expert = await db.qb
        .selectFrom('sport_experts')
        .select('id')
        .where('id', '=', expertId)
        .executeTakeFirst();
      if (!expert) throw new ApiError(404, '专家不存在', 404);
      if (request.body.follow) {
        await db.qb
          .insertInto('sport_follows')
          .values({ user_id: userId, expert_id: expertId, created_at: Math.floor(Date.now() / 1000) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      } else {
        await db.qb
          .deleteFrom('sport_follows')
          .where('user_id', '=', userId)
          .where('expert_id', '=', expertId)
          .execute();
      }
      const data: FollowExpertData = {
        expertId,
        following: request.body.follow,
        followers: await expertFollowers(ctx, expertId),
      };
      return ok(data);
    },
  );
}

/** Seeded followers plus the product's own follows. */
export async function expertFollowers(ctx: SportContext, expertId: number): Promise<number> {
  const row = await first(
    ctx.db.qb,
    sql<{ n: number }>`SELECT e.followers + (SELECT count(*) FROM sport_follows f WHERE f.expert_id = e.id) n
      FROM sport_experts e WHERE e.id = ${expertId}`,
  );
  return Number(row?.n ?? 0);
}

export async function isFollowing(
  ctx: SportContext,
  userId: number | null,
  expertId: number,
): Promise<boolean> {
  if (userId === null) return false;
  const row = await ctx.db.qb
    .selectFrom('sport_follows')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('expert_id', '=', expertId)
    .executeTakeFirst();
  return row !== undefined;
}
