import type {
  ArticleDetailData,
  ArticleKind,
  ExpertDetailData,
  ExpertSort,
  ExpertSummary,
  Sport,
} from '../../../../shared/src/api/sport';
import { ApiError, ok } from '../../http/envelope';
import type { SportContext } from '../context';
import {
  articleSummary,
  expertSummary,
  matchSummaryById,
  SOLUTION_SELECT,
  solutionSummary,
  type ArticleRow,
  type ExpertRow,
  type SolutionRow,
} from '../repo/content-rows';
import { isFollowing } from './follow-routes';
import { validDay } from './matches-routes';
import { idParams, idSchema, offset, pageOf, pageProps, query, sportSchema, type PageArgs } from './schemas';

const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

// Sorted on the figures the list shows (seeded record plus solutions settled since, and follows by users),
// so 命中率 reads in order; ties by id.
const SORTS: Record<ExpertSort, (e: ExpertSummary) => number> = {
  hitRate: (e) => e.hitRate,
  streak: (e) => e.streak,
  followers: (e) => e.followers,
};

const NEWEST = 'a.published_at DESC, a.id DESC';
// Intelligence and previews follow the fixtures: matches to come first (nearest kickoff first), then those in
// play, then the played ones (latest first).
const BY_MATCH = `(SELECT CASE WHEN m.status IN ('scheduled','tbd') THEN 0 WHEN m.status IN
  ('finished','postponed','cancelled','abandoned') THEN 2 ELSE 1 END FROM sport_matches m WHERE m.id = a.match_id),
  (SELECT CASE WHEN m.status IN ('scheduled','tbd') THEN m.kickoff ELSE -m.kickoff END FROM sport_matches m
  WHERE m.id = a.match_id), ${NEWEST}`;

/** Articles (news, intelligence, previews), experts and the expert leaderboard. */
export function registerContentRoutes(ctx: SportContext): void {
  const { app, db } = ctx;

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
      schema: {
        querystring: query(
          {
            kind: { type: 'string', enum: ['news', 'intelligence', 'preview'] },
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
      const where = ['kind = ?'];
      const params: unknown[] = [q.kind];
      if (q.sport) {
        where.push('sport = ?');
        params.push(q.sport);
      }
      if (q.leagueId) {
        where.push('league_id = ?');
        params.push(q.leagueId);
      }
      if (q.matchId) {
        where.push('match_id = ?');
        params.push(q.matchId);
      }
      if (q.date !== undefined) {
        // The Shanghai day of the article's match (intelligence and previews are filed under their game's day).
        where.push('match_id IN (SELECT id FROM sport_matches WHERE day = ?)');
        params.push(validDay(q.date));
      }
      const sql = `FROM sport_articles a WHERE ${where.join(' AND ')}`;
      const total = (db.prepare(`SELECT count(*) n ${sql}`).get(...params) as { n: number }).n;
      const rows = db
        .prepare(`SELECT a.* ${sql} ORDER BY ${q.kind === 'news' ? NEWEST : BY_MATCH} LIMIT ? OFFSET ?`)
        .all(...params, q.pageSize, offset(q)) as ArticleRow[];
      return ok(pageOf(rows.map(articleSummary), total, q));
    },
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/articles/:id',
    { schema: { params: idParams } },
    async (request) => {
      const a = db.prepare('SELECT * FROM sport_articles WHERE id = ?').get(request.params.id) as
        ArticleRow | undefined;
      if (!a) throw new ApiError(404, '文章不存在', 404);
      const related = db
        .prepare(
          'SELECT * FROM sport_articles WHERE kind = ? AND id != ? AND (league_id = ? OR ? IS NULL) ORDER BY published_at DESC LIMIT 5',
        )
        .all(a.kind, a.id, a.league_id, a.league_id) as ArticleRow[];
      const data: ArticleDetailData = {
        ...articleSummary(a),
        sections: JSON.parse(a.sections) as ArticleDetailData['sections'],
        match: a.match_id ? matchSummaryById(ctx, a.match_id) : null,
        related: related.map(articleSummary),
      };
      db.prepare('UPDATE sport_articles SET views = views + 1 WHERE id = ?').run(a.id);
      return ok(data);
    },
  );

  const expertList = (q: { sport?: Sport; sort: ExpertSort } & PageArgs) => {
    const where = q.sport ? 'WHERE sport = ?' : '';
    const params = q.sport ? [q.sport] : [];
    const value = SORTS[q.sort];
    const all = (db.prepare(`SELECT * FROM sport_experts ${where}`).all(...params) as ExpertRow[])
      .map((e) => expertSummary(ctx, e))
      .sort((a, b) => value(b) - value(a) || a.id - b.id);
    return ok(pageOf(all.slice(offset(q), offset(q) + q.pageSize), all.length, q));
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
    { schema: expertQuery },
    async (request) => expertList(request.query),
  );
  app.get<{ Querystring: { sport?: Sport; sort: ExpertSort } & PageArgs }>(
    '/sportapi/rankings/experts',
    { schema: expertQuery },
    async (request) => expertList(request.query),
  );

  app.get<{ Params: { id: number } }>(
    '/sportapi/experts/:id',
    { schema: { params: idParams } },
    async (request) => {
      const e = db.prepare('SELECT * FROM sport_experts WHERE id = ?').get(request.params.id) as
        ExpertRow | undefined;
      if (!e) throw new ApiError(404, '专家不存在', 404);
      const recent = db
        .prepare(`${SOLUTION_SELECT} WHERE s.expert_id = ? ORDER BY s.published_at DESC, s.id DESC LIMIT 10`)
        .all(e.id) as SolutionRow[];
      const data: ExpertDetailData = {
        expert: expertSummary(ctx, e),
        recent: recent.map((s) => solutionSummary(ctx, s)),
        following: isFollowing(ctx, ctx.auth.userIdFromRequest(request), e.id),
      };
      return ok(data);
    },
  );
}
