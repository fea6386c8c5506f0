import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { articleListQuery, articleQuery } from '../../api/queries';
import { sportFilterOf, sportOf, type SportFilter } from '../../components/sport-filter';

export const PREVIEW_PAGE_SIZE = 10;

/** The preview list's filters: the first screen's read (the route's prefetch asks the same). */
export const previewFilters = (sport: SportFilter = 'all') => ({
  kind: 'preview' as const,
  sport: sportOf(sport),
  pageSize: PREVIEW_PAGE_SIZE,
});

/** /special[?sport=]: the first page of previews (of one sport). */
export const prefetchPreviews: RoutePrefetch = ({ queryClient, searchParams }) =>
  queryClient.prefetchInfiniteQuery(
    articleListQuery(previewFilters(sportFilterOf(searchParams.get('sport')))),
  );

/** /specialDetails?id=: the preview. */
export const prefetchPreview: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const id = parseId(searchParams.get('id'));
  if (id !== null) await queryClient.prefetchQuery(articleQuery(id));
};
