import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  NICKNAME_MAX_LENGTH,
  SPORT_API,
  type CommunityProfile,
  type NicknameUpdate,
} from '@jincheng/shared/core';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/query';
import { ApiError, ok } from '../http/envelope';
import { THROTTLED_CODE, type ThrottleHooks } from '../security/throttle';
import type { CommunityAuth } from './comment-routes';
import { checkNickname, nicknameKey } from './moderation';
import type { Moderators } from './moderators';
import { mutedUntil } from './mutes';
import { signedInUser, signedInWrite, type CallerKey } from './signed-in';

export const NICKNAME_TAKEN = '该昵称已被使用';

export interface ProfileRouteDeps {
  db: Db;
  auth: CommunityAuth;
  moderators: Moderators;
  /** Every try (a name refused or taken included), per user and per IP: guessing names costs. */
  tryGuard: (userOf: CallerKey) => ThrottleHooks;
  /** Counts a change that is about to be made; false past the daily allowance. */
  changeAllowed: (userOf: CallerKey) => (request: FastifyRequest) => Promise<boolean>;
  /** What the refusal past the allowance says (昵称每天最多修改 N 次). */
  changeLimitMessage: string;
}

/**
 * The caller's community profile and the chosen nickname (docs/community.md, "Nicknames"). A name is
 * checked by the moderation core, then taken by writing its comparison form into users.nickname_key: the
 * unique index decides between two fans taking one name at once, on any instance.
 */
export function registerProfileRoutes(app: FastifyInstance, deps: ProfileRouteDeps): void {
  const { db, moderators } = deps;
  const userOf = signedInUser(deps.auth);

  const profileOf = async (userId: number): Promise<CommunityProfile> => {
    const user = await db.qb
      .selectFrom('users')
      .select(['user_name', 'nickname_key'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new ApiError(1000, '请先登录', 401);
    return {
      userId: String(userId),
      nickname: user.user_name,
      nicknameChosen: user.nickname_key !== null,
      moderator: await moderators.isModerator(userId),
      mutedUntil: await mutedUntil(db.qb, userId, Date.now()),
    };
  };

  app.get(SPORT_API.communityMe, { config: { cache: 'private' } }, async (request) =>
    ok(await profileOf(await userOf(request))),
  );

  // The fan is known before the throttle counts every try (per user, then per IP).
  const write = signedInWrite(deps.auth, deps.tryGuard);
  const changeAllowed = deps.changeAllowed(write.callerKey);
  app.post<{ Body: NicknameUpdate }>(
    SPORT_API.communityNickname,
    {
      config: { cache: 'private' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['nickname'],
          // The check counts characters; the schema only keeps absurd bodies out.
          properties: { nickname: { type: 'string', maxLength: NICKNAME_MAX_LENGTH * 4 } },
        },
      },
      ...write.options,
    },
    async (request) => {
      const userId = await write.callerOf(request);
      const current = await db.qb
        .selectFrom('users')
        .select(['user_name', 'nickname_key'])
        .where('id', '=', userId)
        .executeTakeFirst();
      // The account's own sign-up name (用户 + letters/digits) stays valid for it, and for it only.
      const check = checkNickname(request.body.nickname, { own: current?.user_name });
      if (!check.ok) throw new ApiError(400, check.message, 400);
      const key = nicknameKey(check.name);
      if (current?.user_name === check.name && current.nickname_key === key)
        return ok(await profileOf(userId), '昵称未改变');
      const holder = await db.qb
        .selectFrom('users')
        .select('id')
        .where('nickname_key', '=', key)
        .where('id', '!=', userId)
        .executeTakeFirst();
      if (holder) throw new ApiError(400, NICKNAME_TAKEN, 400);
      if (!(await changeAllowed(request))) throw new ApiError(THROTTLED_CODE, deps.changeLimitMessage, 429);
      try {
        await db.qb
          .updateTable('users')
          .set({ user_name: check.name, nickname_key: key })
          .where('id', '=', userId)
          .execute();
      } catch (error) {
        // Another fan took it between the look-up and the write (maybe on another instance).
        if (isUniqueViolation(error)) throw new ApiError(400, NICKNAME_TAKEN, 400);
        throw error;
      }
      return ok(await profileOf(userId), '昵称已更新');
    },
  );
}
