import { sql, type Selectable } from 'kysely';
import type { SportTables } from '../../db/schema-sport';
import type {
  ArticleSummary,
  ExpertSummary,
  MatchSummary,
  SolutionResult,
  SolutionSummary,
} from '@jincheng/shared/core';
import { SPORT_API } from '@jincheng/shared/core';
import { all } from '../../db/query';
import type { SportContext } from '../context';
import { forecastsForMatches, solutionModelView } from '../model/solution-view';
import { isoUtc, nowS } from '../time';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

type Row<T extends keyof SportTables> = Selectable<SportTables[T]>;

export type ArticleRow = Omit<Row<'sport_articles'>, 'kind' | 'sport'> & {
  kind: ArticleSummary['kind'];
  sport: ArticleSummary['sport'];
};
export type ExpertRow = Omit<Row<'sport_experts'>, 'sport'> & { sport: ExpertSummary['sport'] };
/** A solution with its expert's name. */
export type SolutionRow = Omit<Row<'sport_solutions'>, 'result'> & { result: SolutionResult; e_name: string };

export const SOLUTION_SELECT = sql.raw(
  'SELECT s.*, e.name e_name FROM sport_solutions s JOIN sport_experts e ON e.id = s.expert_id',
);
export const RESULT_LABELS: Record<SolutionResult, string> = { pending: '待开奖', red: '红', black: '黑' };

export function articleSummary(a: ArticleRow): ArticleSummary {
  return {
    id: a.id,
    kind: a.kind,
    sport: a.sport,
    title: a.title,
    summary: a.summary,
    cover: SPORT_API.articleCover(a.id),
    author: a.author,
    publishedAt: isoUtc(a.published_at),
    views: a.views,
    tags: JSON.parse(a.tags) as string[],
    matchId: a.match_id,
    leagueId: a.league_id,
  };
}

/** An expert's record from the solutions of his that settled, oldest first: the seed's and the simulator's. */
export function recordOf(results: string[]): {
  red: number;
  black: number;
  streak: number;
  bestStreak: number;
} {
  let streak = 0;
  let bestStreak = 0;
  for (const r of results) {
    streak = r === 'red' ? streak + 1 : 0;
    bestStreak = Math.max(bestStreak, streak);
  }
  const red = results.filter((r) => r === 'red').length;
  return { red, black: results.length - red, streak, bestStreak };
}

/** Settled picks an expert needs before his 命中率 ranks him (docs/content.md): 2 of 2 is not 100 %. */
export const HIT_RATE_MIN_SETTLED = 10;

/** Hit rate and streaks are his history: computed from his settled solutions, including those settled since the seed. */
export async function expertSummary(ctx: SportContext, e: ExpertRow): Promise<ExpertSummary> {
  const [settled, follows] = await Promise.all([
    ctx.db.qb
      .selectFrom('sport_solutions')
      .select('result')
      .where('expert_id', '=', e.id)
      .where('result', '!=', 'pending')
      .orderBy('published_at', 'asc')
      .orderBy('id', 'asc')
      .execute(),
    ctx.db.qb
      .selectFrom('sport_follows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('expert_id', '=', e.id)
      .executeTakeFirstOrThrow(),
  ]);
  const { red, black, streak, bestStreak } = recordOf(settled.map((s) => s.result));
  return {
    id: e.id,
    name: e.name,
    avatar: SPORT_API.expertAvatar(e.id),
    sport: e.sport,
    title: e.title,
    bio: e.bio,
    hitRate: red + black ? Math.round((red / (red + black)) * 1000) / 10 : 0,
    streak,
    bestStreak,
    // Seeded followers plus the follows users made (sport_follows survives a reseed).
    followers: e.followers + Number(follows.n),
    settled: red + black,
    red,
    black,
    tags: JSON.parse(e.tags) as string[],
    rateRanked: red + black >= HIT_RATE_MIN_SETTLED,
  };
}

/** Match summaries by id (ranks included), for everything that points at matches. */
export async function matchSummaries(ctx: SportContext, ids: number[]): Promise<Map<number, MatchSummary>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await all(ctx.db.qb, sql<MatchRow>`${MATCH_SELECT} WHERE m.id IN (${sql.join(unique)})`);
  const rank = await ctx.standings.lookup(rows.map((r) => r.season_id));
  return new Map(rows.map((r) => [r.id, toSummary(r, rank)]));
}

export async function matchSummaryById(ctx: SportContext, id: number): Promise<MatchSummary | null> {
  return (await matchSummaries(ctx, [id])).get(id) ?? null;
}

/**
 * Solution cards with their matches and the model's view of each (issue 50), read together for the whole
 * list. The model's verdict on a pick is given only where `pickVisible` says the reader may see the pick: by
 * default a free solution's (a list is the same for every reader); a paid one shows the model's forecast alone.
 */
export async function solutionSummaries(
  ctx: SportContext,
  rows: SolutionRow[],
  pickVisible: (s: SolutionRow) => boolean = (s) => s.price === 0,
): Promise<SolutionSummary[]> {
  const matches = await matchSummaries(
    ctx,
    rows.map((s) => s.match_id),
  );
  const forecasts = await forecastsForMatches(ctx, [...matches.values()], nowS());
  return rows.map((s) => {
    const forecast = forecasts.get(s.match_id);
    return {
      id: s.id,
      expertId: s.expert_id,
      expertName: s.e_name,
      expertAvatar: SPORT_API.expertAvatar(s.expert_id),
      title: s.title,
      price: s.price,
      summary: s.summary,
      result: s.result,
      resultLabel: RESULT_LABELS[s.result],
      publishedAt: isoUtc(s.published_at),
      match: matches.get(s.match_id) as SolutionSummary['match'],
      model: forecast ? solutionModelView(forecast, s.pick_side, pickVisible(s)) : null,
    };
  });
}
