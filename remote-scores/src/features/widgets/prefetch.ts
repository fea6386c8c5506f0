import type { RoutePrefetch } from '@jincheng/shared';
import { hotTodayQuery } from './api/queries';
import { hotFirstScreen } from './hot-order';

/**
 * 热门比赛 and 今日比分 read the same hot matches of today. On the server the read is kept to the rows the
 * widgets show (hot-order.ts): the page's data block carries those, and the browser reads the rest once
 * hydrated (use-hot-today.ts).
 */
export const prefetchHotToday: RoutePrefetch = ({ queryClient }) => {
  const hot = hotTodayQuery();
  return queryClient.prefetchQuery(
    typeof window === 'undefined'
      ? { ...hot, queryFn: async (context) => hotFirstScreen(await hot.queryFn!(context)) }
      : hot,
  );
};
