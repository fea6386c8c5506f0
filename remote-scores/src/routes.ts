import type { RemoteRoutesModule, RoutePrefetch } from '@jincheng/shared';
import { prefetchMyFollows } from './features/follows/prefetch';
import { prefetchScores } from './features/live-list/prefetch';
import { detailMeta } from './features/match-detail/detail-meta';
import { prefetchDetail } from './features/match-detail/prefetch';

/** Every scores screen also reads the followed matches (their goals and red cards raise alerts). */
const withFollows =
  (prefetch: RoutePrefetch): RoutePrefetch =>
  async (ctx) => {
    await Promise.all([prefetch(ctx), prefetchMyFollows(ctx)]);
  };

/** Exposed as `remote_scores/routes`: per route, its lazily loaded screen and the reads of its first screen. */
export const routes: RemoteRoutesModule<'scores'>['routes'] = {
  '/match': {
    screen: () => import('./features/live-list/football-scores-page'),
    prefetch: withFollows(prefetchScores('football')),
  },
  '/basket': {
    screen: () => import('./features/live-list/basketball-scores-page'),
    prefetch: withFollows(prefetchScores('basketball')),
  },
  '/matchDetail/:type/:id': {
    screen: () => import('./features/match-detail/football-detail-page'),
    prefetch: withFollows(prefetchDetail('football')),
    meta: detailMeta('football'),
  },
  '/basketballDetail/:type/:id': {
    screen: () => import('./features/match-detail/basketball-detail-page'),
    prefetch: withFollows(prefetchDetail('basketball')),
    meta: detailMeta('basketball'),
  },
};
