import type { RoutePrefetch } from '@jincheng/shared';
import { modelRecordQuery } from './api/queries';
import { pickModelSport } from './model-sport';

/** /model: the record of `?sport=` (default football). */
export const prefetchModel: RoutePrefetch = async ({ queryClient, searchParams }) => {
  await queryClient.prefetchQuery(modelRecordQuery(pickModelSport(searchParams.get('sport'))));
};
