import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  STALE_TIME,
  orNotFound,
  type ArticleListQuery,
  type ExpertListQuery,
  type Page,
  type Sport,
} from '@jincheng/shared';
import { getArticle, getArticles } from './articles-api';
import { getExperts } from './experts-api';
import { getHotLeagues } from './leagues-api';

type Filters<Q> = Omit<Q, 'page'>;

/** Page 1 first, then one page per 加载更多 while the last page says `hasMore`. */
export const nextPage = (last: Page<unknown>) => (last.hasMore ? last.page + 1 : undefined);

/** One article (news, intelligence or preview); null when there is no such article. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'article', id] as const,
    queryFn: () => orNotFound(getArticle(id)),
  });

/** A 加载更多 list of articles, one page per fetch. */
export const articleListQuery = (filters: Filters<ArticleListQuery>) =>
  infiniteQueryOptions({
    queryKey: ['content', 'articles', filters] as const,
    queryFn: ({ pageParam }) => getArticles({ ...filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The first few articles only (home widgets). */
export const latestArticlesQuery = (filters: Filters<ArticleListQuery>) =>
  queryOptions({
    queryKey: ['content', 'latest-articles', filters] as const,
    queryFn: () => getArticles(filters),
  });

/** A 加载更多 list of experts. */
export const expertListQuery = (filters: Filters<ExpertListQuery>) =>
  infiniteQueryOptions({
    queryKey: ['content', 'experts', filters] as const,
    queryFn: ({ pageParam }) => getExperts({ ...filters, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

/** The first few experts only (home widget). */
export const topExpertsQuery = (filters: Filters<ExpertListQuery>) =>
  queryOptions({
    queryKey: ['content', 'top-experts', filters] as const,
    queryFn: () => getExperts(filters),
  });

/** The hot leagues of one sport, or of both (undefined), for the league filters. */
export const hotLeaguesQuery = (sport: Sport | undefined) =>
  queryOptions({
    queryKey: ['content', 'hot-leagues', sport ?? 'all'] as const,
    queryFn: async () => {
      const sports: Sport[] = sport ? [sport] : ['football', 'basketball'];
      return (await Promise.all(sports.map(getHotLeagues))).flat();
    },
    staleTime: STALE_TIME.reference,
  });
