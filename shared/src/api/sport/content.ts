import type { PageQuery, Sport } from './common';
import type { MatchSummary } from './match';
import type { ModelBar, SolutionModelView } from './model';

/**
 * news = 资讯, intelligence = 情报 (tied to one match), preview = 专题 (a round or a big match), report = 战报 (one
 * finished match, written from its events; read on /news like news).
 */
export type ArticleKind = 'news' | 'intelligence' | 'preview' | 'report';

export interface ArticleListQuery extends PageQuery {
  kind: ArticleKind;
  sport?: Sport;
  leagueId?: number;
  matchId?: number;
  /** Shanghai day (`YYYY-MM-DD`) of the article's match: intelligence and previews by match day. */
  date?: string;
}

export interface ArticleSummary {
  id: number;
  kind: ArticleKind;
  sport: Sport;
  title: string;
  summary: string;
  cover: string;
  author: string;
  publishedAt: string;
  views: number;
  tags: string[];
  matchId: number | null;
  leagueId: number | null;
  /** The model's frozen forecast of its match as a compact bar (issue 50); absent when there is none. */
  model?: ModelBar;
}

/** Intelligence sections are, in order: 伤停, 状态, 战意, 战术, 结论. */
export interface ArticleSection {
  title: string;
  paragraphs: string[];
}

export interface ArticleDetailData extends ArticleSummary {
  sections: ArticleSection[];
  match: MatchSummary | null;
  related: ArticleSummary[];
}

export interface ExpertSummary {
  id: number;
  name: string;
  avatar: string;
  sport: Sport;
  title: string;
  bio: string;
  /** Percentage 0–100 over settled solutions. */
  hitRate: number;
  /** Current run of 红 (wins). */
  streak: number;
  bestStreak: number;
  followers: number;
  settled: number;
  red: number;
  black: number;
  tags: string[];
  /**
   * Whether `hitRate` counts in a ranking by 命中率: at least `HIT_RATE_MIN_SETTLED` (10) settled picks; with
   * fewer, 2 of 2 would be 100 % and top every list. Absent from servers before this field (read as ranked).
   */
  rateRanked?: boolean;
}

export type ExpertSort = 'hitRate' | 'streak' | 'followers';

export interface ExpertListQuery extends PageQuery {
  sport?: Sport;
  sort?: ExpertSort;
}

export interface ExpertDetailData {
  expert: ExpertSummary;
  recent: SolutionSummary[];
  /** Whether the caller (header `token`) follows this expert; false when signed out. */
  following: boolean;
}

/** `POST /sportapi/experts/:id/follow` body: the state wanted (setting it twice is harmless). */
export interface FollowExpertBody {
  follow: boolean;
}

export interface FollowExpertData {
  expertId: number;
  following: boolean;
  followers: number;
}

export type SolutionResult = 'pending' | 'red' | 'black';

export interface SolutionListQuery extends PageQuery {
  expertId?: number;
  matchId?: number;
  sport?: Sport;
  result?: SolutionResult;
}

export interface SolutionSummary {
  id: number;
  expertId: number;
  expertName: string;
  expertAvatar: string;
  title: string;
  /** Price in coins (0 = free). */
  price: number;
  summary: string;
  /** 红 / 黑 once the match ended; null while pending. */
  result: SolutionResult;
  resultLabel: string;
  publishedAt: string;
  match: MatchSummary;
  /**
   * The model's view of the match beside the pick (issue 50); null when the model has no forecast of the match.
   * In a list the verdict is given for free solutions only (the pick of a paid one is hidden); absent from
   * servers before it.
   */
  model?: SolutionModelView | null;
}

export interface SolutionDetailData extends SolutionSummary {
  expert: ExpertSummary;
  /** The paid part: present only for a buyer (or a free solution). */
  analysis: string | null;
  /** The pick, revealed with the analysis. */
  pick: string | null;
  purchased: boolean;
  locked: boolean;
}

export interface BuySolutionData {
  solutionId: number;
  /** Coins taken by this call: 0 when it was already bought (never charged twice). */
  charged: number;
  alreadyPurchased: boolean;
  balance: number | null;
  analysis: string;
  pick: string;
  /** The model's view with its verdict on the now visible pick (absent from servers before it). */
  model?: SolutionModelView | null;
}
