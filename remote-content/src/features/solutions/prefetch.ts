import { currentViewer, type RoutePrefetch, parseId } from '@jincheng/shared';
import { solutionQuery } from './api/queries';

/** /solutionDetails?id=: the solution as this viewer sees it (a buyer's holds the analysis). */
export const prefetchSolution: RoutePrefetch = async ({ queryClient, searchParams }) => {
  const id = parseId(searchParams.get('id'));
  if (id !== null) await queryClient.prefetchQuery(solutionQuery(id, currentViewer()));
};
