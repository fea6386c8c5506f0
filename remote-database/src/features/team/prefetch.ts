import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { teamQuery } from './api/queries';

/** /team/:id and /teamLq/:id: the team (its first five fixtures and results come with it). */
export const prefetchTeam: RoutePrefetch = async ({ queryClient, params }) => {
  const id = parseId(params.id);
  if (id !== null) await queryClient.prefetchQuery(teamQuery(id));
};
