import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { articleListQuery, articleQuery, hotLeaguesQuery } from '../../api/queries';
import { sportFilterOf, sportOf, type SportFilter } from '../../components/sport-filter';
import { matchSolutionsQuery } from './api/queries';

export const INTELLIGENCE_PAGE_SIZE = 10;

/** The intelligence list's filters: the first screen's read (the route's prefetch asks the same). */
export const intelligenceFilters = (
  date = '',
  leagueId: number | null = null,
  sport: SportFilter = 'all',
) => ({
  kind: 'intelligence' as const,
  sport: sportOf(sport),
  date: date || undefined,
  leagueId: leagueId ?? undefined,
  pageSize: INTELLIGENCE_PAGE_SIZE,
});

/** /intelligence[?sport=]: every match day's intelligence (of one sport), with the league filter. */
export const prefetchIntelligenceList: RoutePrefetch = ({ queryClient, searchParams }) => {
  const sport = sportFilterOf(searchParams.get('sport'));
  return Promise.all([
    queryClient.prefetchInfiniteQuery(articleListQuery(intelligenceFilters('', null, sport))),
    queryClient.prefetchQuery(hotLeaguesQuery(sportOf(sport))),
  ]);
};

/** /intelligenceDetails/:id: the article, then its match's 本场专家方案. */
export const prefetchIntelligenceDetail: RoutePrefetch = async ({ queryClient, params }) => {
  const id = parseId(params.id);
  if (id === null) return;
  await queryClient.prefetchQuery(articleQuery(id));
  const article = queryClient.getQueryData(articleQuery(id).queryKey);
  if (article?.kind === 'intelligence' && article.matchId) {
    await queryClient.prefetchQuery(matchSolutionsQuery(article.matchId));
  }
};
