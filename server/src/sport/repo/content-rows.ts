import type {
  ArticleSummary,
  ExpertSummary,
  SolutionResult,
  SolutionSummary,
} from '../../../../shared/src/api/sport';
import { SPORT_API } from '../../../../shared/src/api/sport';
import type { SportContext } from '../context';
import { isoUtc } from '../time';
import { MATCH_SELECT, toSummary, type MatchRow } from './match-rows';

export interface ArticleRow {
  id: number;
  kind: ArticleSummary['kind'];
  sport: ArticleSummary['sport'];
  title: string;
  summary: string;
  author: string;
  published_at: number;
  views: number;
  tags: string;
  match_id: number | null;
  league_id: number | null;
  sections: string;
}
export interface ExpertRow {
  id: number;
  name: string;
  sport: ExpertSummary['sport'];
  title: string;
  bio: string;
  followers: number;
  tags: string;
  red: number;
  black: number;
  streak: number;
  best_streak: number;
}
export interface SolutionRow {
  id: number;
  expert_id: number;
  match_id: number;
  title: string;
  price: number;
  summary: string;
  analysis: string;
  pick: string;
  pick_side: string;
  result: SolutionResult;
  published_at: number;
  e_name: string;
}

export const SOLUTION_SELECT =
  'SELECT s.*, e.name e_name FROM sport_solutions s JOIN sport_experts e ON e.id = s.expert_id';
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

/** Hit rate and streak include solutions the simulator settled since the seed. */
export function expertSummary(ctx: SportContext, e: ExpertRow): ExpertSummary {
  const settled = ctx.db
    .prepare(
      "SELECT result FROM sport_solutions WHERE expert_id = ? AND result != 'pending' ORDER BY published_at DESC, id DESC",
    )
    .all(e.id) as Array<{ result: SolutionResult }>;
  const red = e.red + settled.filter((s) => s.result === 'red').length;
  const black = e.black + settled.filter((s) => s.result === 'black').length;
  const firstBlack = settled.findIndex((s) => s.result === 'black');
  const streak = firstBlack === -1 ? e.streak + settled.length : firstBlack;
  return {
    id: e.id,
    name: e.name,
    avatar: SPORT_API.expertAvatar(e.id),
    sport: e.sport,
    title: e.title,
    bio: e.bio,
    hitRate: red + black ? Math.round((red / (red + black)) * 1000) / 10 : 0,
    streak,
    bestStreak: Math.max(e.best_streak, streak),
    // Seeded followers plus the follows users made (sport_follows survives a reseed).
    followers:
      e.followers +
      (ctx.db.prepare('SELECT count(*) n FROM sport_follows WHERE expert_id = ?').get(e.id) as { n: number })
        .n,
    settled: red + black,
    red,
    black,
    tags: JSON.parse(e.tags) as string[],
  };
}

export function matchSummaryById(ctx: SportContext, id: number) {
  const row = ctx.db.prepare(`${MATCH_SELECT} WHERE m.id = ?`).get(id) as MatchRow | undefined;
  return row ? toSummary(row, ctx.standings.rank) : null;
}

export function solutionSummary(ctx: SportContext, s: SolutionRow): SolutionSummary {
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
    match: matchSummaryById(ctx, s.match_id) as SolutionSummary['match'],
  };
}
