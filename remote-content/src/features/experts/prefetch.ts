import { currentViewer, type ExpertSort, type RoutePrefetch, parseId } from '@jincheng/shared';
import { expertListQuery } from '../../api/queries';
import { sportOf, type SportFilter } from '../../components/sport-filter';
import { expertQuery } from './api/queries';

export const EXPERTS_PAGE_SIZE = 12;

/** The experts list's filters: the first screen's read (the route's prefetch asks the same). */
export const expertFilters = (sport: SportFilter = 'all', sort: ExpertSort = 'hitRate') => ({
  sport: sportOf(sport),
  sort,
  pageSize: EXPERTS_PAGE_SIZE,
});

/** /experts: the first page by hit rate. */
export const prefetchExperts: RoutePrefetch = ({ queryClient }) =>
  queryClient.prefetchInfiniteQuery(expertListQuery(expertFilters()));

/** /expertsDetail?id=: the expert as this viewer sees it. */
export const prefetchExpert: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const id = parseId(searchParams.get('id'));
  if (id !== null) await queryClient.prefetchQuery(expertQuery(id, currentViewer()));
};
