import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Account, FriendsList, FriendsUpdate, UserInfo } from '@jincheng/shared/core';
import { maskPhone } from '@jincheng/shared/core';
import { ok } from '../../http/envelope';
import type { UserDeps } from '../deps';
import { loginInvalid } from '../codes';
import { bodySchema, userIdSchema } from '../schemas';
import { createFriends, MAX_FRIENDS } from '../friends';

/** base/info, base/update/friends, base/user/acct (prefix /userapi); all need a live token. */
export function registerBaseRoutes(app: FastifyInstance, deps: UserDeps): void {
  const { users, accounts } = deps;
  const friends = createFriends(deps.db);

  app.post('/base/info', { config: { cache: 'private' } }, async (request) => {
    const user = await users.findById(await deps.requireUser(request));
    if (!user) throw loginInvalid();
    const info: UserInfo = {
      userId: String(user.id),
      userName: user.userName,
      userImage: user.userImage,
      userTag: user.userTag,
      phone: user.phone ? maskPhone(user.phone) : '',
      hasPassword: user.passwordHash !== null,
      createdAt: user.createdAt,
    };
    return ok(info);
  });

  // The caller is known before the throttle runs, so it counts per user (docs/userapi.md, "Throttling").
  const callers = new WeakMap<FastifyRequest, number>();
  const friendsGuard = deps.guards.friends((request) => {
    const id = callers.get(request);
    return id === undefined ? undefined : String(id);
  });
  app.post<{ Body: FriendsUpdate }>(
    '/base/update/friends',
    {
      config: { cache: 'private' },
      schema: {
        body: bodySchema(
          { friendIds: { type: 'array', maxItems: MAX_FRIENDS, uniqueItems: true, items: userIdSchema } },
          ['friendIds'],
        ),
      },
      preHandler: [
        async (request: FastifyRequest) => {
          callers.set(request, await deps.requireUser(request));
        },
        ...friendsGuard.preHandler,
      ],
      onError: friendsGuard.onError,
      onResponse: friendsGuard.onResponse,
    },
    async (request) => {
      const userId = callers.get(request) ?? (await deps.requireUser(request));
      const list: FriendsList = {
        friends: await friends.replace(userId, request.body.friendIds.map(Number)),
      };
      return ok(list, '好友列表已更新');
    },
  );

  app.post('/base/user/acct', { config: { cache: 'private' } }, async (request) => {
    const userId = await deps.requireUser(request);
    const account: Account = { userId: String(userId), balance: await accounts.getBalance(userId) };
    return ok(account);
  });
}
