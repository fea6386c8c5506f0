import type { RoutePrefetch } from '@jincheng/shared';
import { latestArticlesQuery, topExpertsQuery } from '../../api/queries';

export const LATEST_NEWS_COUNT = 6;
export const TOP_EXPERTS_COUNT = 5;

/** 最新资讯: the newest news. */
export const latestNews = latestArticlesQuery({ kind: 'news', pageSize: LATEST_NEWS_COUNT });
/** 专家推荐: the experts with the best hit rate. */
export const topExperts = topExpertsQuery({ sort: 'hitRate', pageSize: TOP_EXPERTS_COUNT });

export const prefetchLatestNews: RoutePrefetch = ({ queryClient }) => queryClient.prefetchQuery(latestNews);
export const prefetchTopExperts: RoutePrefetch = ({ queryClient }) => queryClient.prefetchQuery(topExperts);
