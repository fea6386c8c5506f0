import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { articleListQuery, articleQuery, hotLeaguesQuery } from '../../api/queries';
import { sportOf, type SportFilter } from '../../components/sport-filter';
import { leagueRoundQuery } from './api/queries';

export const NEWS_PAGE_SIZE = 10;

/** What the news list shows: 新闻, or the 战报 of finished matches. */
export type NewsKind = 'news' | 'report';

/** The news list's filters: the first screen's read (the route's prefetch asks the same). */
export const newsFilters = (
  sport: SportFilter = 'all',
  leagueId: number | null = null,
  kind: NewsKind = 'news',
) => ({
  kind,
  sport: sportOf(sport),
  leagueId: leagueId ?? undefined,
  pageSize: NEWS_PAGE_SIZE,
});

/** /news: the list with its league filter, or with `?id=` the article and its 相关比赛. */
export const prefetchNews: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const raw = searchParams.get('id');
  if (raw === null) {
    await Promise.all([
      queryClient.prefetchInfiniteQuery(articleListQuery(newsFilters())),
      queryClient.prefetchQuery(hotLeaguesQuery(undefined)),
    ]);
    return;
  }
  const id = parseId(raw);
  if (id === null) return;
  await queryClient.prefetchQuery(articleQuery(id));
  const article = queryClient.getQueryData(articleQuery(id).queryKey);
  if ((article?.kind === 'news' || article?.kind === 'report') && article.leagueId) {
    await queryClient.prefetchQuery(leagueRoundQuery(article.leagueId));
  }
};
