import type { RoutePrefetch } from '@jincheng/shared';
import { hotTodayQuery } from './api/queries';

/** 热门比赛 and 今日比分 read the same hot matches of today. */
export const prefetchHotToday: RoutePrefetch = ({ queryClient }) =>
  queryClient.prefetchQuery(hotTodayQuery());
