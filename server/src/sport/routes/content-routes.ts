import type {
  ArticleDetailData,
  ArticleKind,
  ArticleSummary,
  ExpertDetailData,
  ExpertSort,
  ExpertSummary,
  Sport,
} from '@jincheng/shared/core';
import { sql } from 'kysely';
import { all, first } from '../../db/query';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import { frozenBars } from '../model/forecast-bars';
import {
  articleSummary,
  expertSummary,
  matchSummaryById,
  SOLUTION_SELECT,
  solutionSummaries,
  type ArticleRow,
  type ExpertRow,
  type SolutionRow,
} from '../repo/content-rows';
import { isFollowing } from './follow-routes';
import { validDay } from './matches-routes';
import { idParams, idSchema, offset, pageOf, pageProps, query, sportSchema, type PageArgs } from './schemas';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

// Sorted on the figures the list shows (seeded record plus solutions settled since, and follows by users),
// so 命中率 reads in order; ties by id. By 命中率, experts with fewer than HIT_RATE_MIN_SETTLED settled picks
// come after every ranked one (most settled first among them): 2 of 2 does not top the list.
const SORTS: Record<ExpertSort, (e: ExpertSummary) => number> = {
  hitRate: (e) => (e.rateRanked ? 1000 + e.hitRate : e.settled),
  streak: (e) => e.streak,
  followers: (e) => e.followers,
};

const NEWEST = 'a.published_at DESC, a.id DESC';
// Intelligence and previews follow the fixtures: matches to come first (nearest kickoff first), then those in
// play, then the played ones (latest first).
const BY_MATCH = sql.raw(`(SELECT CASE WHEN m.status IN ('scheduled','tbd') THEN 0 WHEN m.status IN
  ('finished','postponed','cancelled','abandoned') THEN 2 ELSE 1 END FROM sport_matches m WHERE m.id = a.match_id),
  (SELECT CASE WHEN m.status IN ('scheduled','tbd') THEN m.kickoff ELSE -m.kickoff END FROM sport_matches m
  WHERE m.id = a.match_id), ${NEWEST}`);

/** Articles (news, 战报, intelligence, previews), experts and the expert leaderboard. */
export function registerContentRoutes(ctx: SportContext): void {
  const { app, db } = ctx;

  /** Each article tied to a match with a frozen forecast gets its compact bar (issue 50): one query a list. */
  const withBars = async (articles: ArticleSummary[]): Promise<ArticleSummary[]> => {
    const bars = await frozenBars(
      db.qb,
      articles.flatMap((a) => (a.matchId === null ? [] : [a.matchId])),
    );
    for (const a of articles) {
      const bar = a.matchId === null ? undefined : bars.get(a.matchId);
      if (bar) a.model = bar;
    }
    return articles;
  };

  app.get<{
    Querystring: {
      kind: ArticleKind;
      sport?: Sport;
      leagueId?: number;
      matchId?: number;
      date?: string;
    } & PageArgs;
  }>(
    '/sportapi/articles',
    {
      config: { cache: 'live' },
      schema: {
        querystring: query(
          {
            kind: { type: 'string', enum: ['news', 'intelligence', 'preview', 'report'] },
            sport: sportSchema,
            leagueId: idSchema,
            matchId: idSchema,
            date: DATE,
            ...pageProps,
          },
          ['kind'],
        ),
      },
    },
    async (request) => {
      const q = request.query;
      const where = [sql`kind = ${q.kind}`];
      if (q.sport) where.push(sql`sport = ${q.sport}`);
      if (q.leagueId) where.push(sql`league_id = ${q.leagueId}`);
      if (q.matchId) where.push(sql`match_id = ${q.matchId}`);
      // The Shanghai day of the article's match (intelligence and previews are filed under their game's day).
      if (q.date !== undefined)
        where.push(sql`match_id IN (SELECT id FROM sport_matches WHERE day = ${validDay(q.date)})`);
      const from = sql`FROM sport_articles a WHERE ${sql.join(where, sql` AND `)}`;
      const [count, rows] = await Promise.all([
        first(db.qb, sql<{ n: number }>`SELECT count(*) n ${from}`),
        all(
          db.qb,
          sql<ArticleRow>`SELECT a.* ${from} ORDER BY ${q.kind === 'news' || q.kind === 'report' ? sql.raw(NEWEST) : BY_MATCH}
            LIMIT ${q.pageSize} OFFSET ${offset(q)}`,
        ),
      ]);
      return ok(pageOf(await withBars(rows.map(articleSummary)), Number(count?.n ?? 0), q));
    },
  );

  // Also counts a view: a kept copy counts none, so only seconds at a shared cache ('live').
  app.get<{ Params: { id: number } }>(
    '/sportapi/articles/:id',
    { config: { cache: 'live' }, schema: { params: idParams } },
    async (request) => {
      const a = (await db.qb
        .selectFrom('sport_articles')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst()) as ArticleRow | undefined;
      if (!a) throw new ApiError(404, '文章不存在', 404);
      const related = (await db.qb
        .selectFrom('sport_articles')
        .selectAll()
        .where('kind', '=', a.kind)
        .where('id', '!=', a.id)
        .$if(a.league_id !== null, (qb) => qb.where('league_id', '=', a.league_id))
        .orderBy('published_at', 'desc')
        .limit(5)
        .execute()) as ArticleRow[];
      const [summary] = await withBars([articleSummary(a)]);
      const data: ArticleDetailData = {
        ...summary!,
        sections: JSON.parse(a.sections) as ArticleDetailData['sections'],
        match: a.match_id ? await matchSummaryById(ctx, a.match_id) : null,
        related: related.map(articleSummary),
      };
      await db.qb
        .updateTable('sport_articles')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', a.id)
        .execute();
      return ok(data);
    },
  );

  const expertList = async (q: { sport?: Sport; sort: ExpertSort } & PageArgs) => {
    const value = SORTS[q.sort];
    const experts = (await db.qb
      .selectFrom('sport_experts')
      .selectAll()
      .$if(q.sport !== undefined, (qb) => qb.where('sport', '=', q.sport as Sport))
      .execute()) as ExpertRow[];
    const list = (await Promise.all(experts.map((e) => expertSummary(ctx, e)))).sort(
      (a, b) => value(b) - value(a) || a.id - b.id,
    );
    return ok(pageOf(list.slice(offset(q), offset(q) + q.pageSize), list.length, q));
  };
  const expertQuery = {
    querystring: query({
      sport: sportSchema,
      sort: { type: 'string', enum: Object.keys(SORTS), default: 'hitRate' },
      ...pageProps,
    }),
  };
  app.get<{ Querystring: { sport?: Sport; sort: ExpertSort } & PageArgs }>(
    '/sportapi/experts',
    { config: { cache: 'reference' }, schema: expertQuery },
    async (request) => expertList(request.query),
  );
  app.get<{ Querystring: { sport?: Sport; sort: ExpertSort } & PageArgs }>(
    '/sportapi/rankings/experts',
    { config: { cache: 'reference' }, schema: expertQuery },
    async (request) => expertList(request.query),
  );

  // Whether the reader follows the expert: public without a token, private with one ('viewer').
  app.get<{ Params: { id: number } }>(
    '/sportapi/experts/:id',
    { config: { cache: 'viewer' }, schema: { params: idParams } },
    async (request) => {
      const e = (await db.qb
        .selectFrom('sport_experts')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst()) as ExpertRow | undefined;
      if (!e) throw new ApiError(404, '专家不存在', 404);
      const userId = await ctx.auth.userIdFromRequest(request);
      const recent = await all(
        db.qb,
        sql<SolutionRow>`${SOLUTION_SELECT} WHERE s.expert_id = ${e.id}
          ORDER BY s.published_at DESC, s.id DESC LIMIT 100`,
      );
      const data: ExpertDetailData = {
        expert: await expertSummary(ctx, e),
        recent: await solutionSummaries(ctx, recent),
        following: await isFollowing(ctx, userId, e.id),
      };
      return ok(data);
    },
  );
}
