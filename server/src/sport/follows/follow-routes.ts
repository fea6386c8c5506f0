import type { FollowKind, FollowSet } from '@jincheng/shared/core';
import { FOLLOW_KINDS, FOLLOW_LIMIT } from '@jincheng/shared/core';
import { inTransaction } from '../../db/query';
import { ok } from '../../http/envelope';
import { loginRequired } from '../auth';
import type { SportContext } from '../context';
import { idSchema } from '../routes/schemas';
import { followedMatches } from './followed-matches';
import { addFollows, followSetOf, setFollow } from './follow-store';

const idList = { type: 'array', maxItems: FOLLOW_LIMIT, items: idSchema } as const;
const ID_CSV = { type: 'string', pattern: `^(\\d{1,9}(,\\d{1,9}){0,${FOLLOW_LIMIT - 1}})?$` } as const;
const csv = (value: string | undefined) => (value ? value.split(',').map(Number) : []);

/**
 * Follows of teams, leagues and matches for signed-in users (a visitor's follows stay in the browser and
 * are merged here at sign-in), and the public read of the matches a set of follows points at.
 */
export function registerUserFollowRoutes(ctx: SportContext): void {
  const { app, db } = ctx;
  const userOf = async (request: Parameters<typeof ctx.auth.userIdFromRequest>[0]) => {
    const userId = await ctx.auth.userIdFromRequest(request);
    if (userId === null) throw loginRequired();
    return userId;
  };

  app.get('/sportapi/follows', { config: { cache: 'private' } }, async (request) =>
    ok(await followSetOf(db.qb, await userOf(request))),
  );

  app.post<{ Body: { kind: FollowKind; id: number; follow: boolean } }>(
    '/sportapi/follows',
    {
      config: { cache: 'private' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['kind', 'id', 'follow'],
          properties: {
            kind: { type: 'string', enum: FOLLOW_KINDS },
            id: idSchema,
            follow: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const userId = await userOf(request);
      const { kind, id, follow } = request.body;
      const set = await inTransaction(db.qb, async (trx) => {
        await setFollow(trx, userId, kind, id, follow);
        return followSetOf(trx, userId);
      });
      return ok(set);
    },
  );

  app.post<{ Body: Partial<FollowSet> }>(
    '/sportapi/follows/merge',
    {
      config: { cache: 'private' },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { teams: idList, leagues: idList, matches: idList },
        },
      },
    },
    async (request) => {
      const userId = await userOf(request);
      const body = request.body;
      const set = await inTransaction(db.qb, async (trx) => {
        await addFollows(trx, userId, 'team', body.teams ?? []);
        await addFollows(trx, userId, 'league', body.leagues ?? []);
        await addFollows(trx, userId, 'match', body.matches ?? []);
        return followSetOf(trx, userId);
      });
      return ok(set);
    },
  );

  app.get<{ Querystring: { teams?: string; leagues?: string; matches?: string } }>(
    '/sportapi/follows/matches',
    {
      config: { cache: 'private' },
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { teams: ID_CSV, leagues: ID_CSV, matches: ID_CSV },
        },
      },
    },
    async (request) => {
      const q = request.query;
      return ok(
        await followedMatches(ctx, { teams: csv(q.teams), leagues: csv(q.leagues), matches: csv(q.matches) }),
      );
    },
  );
}
