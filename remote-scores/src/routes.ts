import type { RemoteRoutesModule } from '@jincheng/shared';
import { prefetchScores } from './features/live-list/prefetch';
import { detailMeta } from './features/match-detail/detail-meta';
import { prefetchDetail } from './features/match-detail/prefetch';

/** Exposed as `remote_scores/routes`: per route, its lazily loaded screen and the reads of its first screen. */
export const routes: RemoteRoutesModule<'scores'>['routes'] = {
  '/match': {
    screen: () => import('./features/live-list/football-scores-page'),
    prefetch: prefetchScores('football'),
  },
  '/basket': {
    screen: () => import('./features/live-list/basketball-scores-page'),
    prefetch: prefetchScores('basketball'),
  },
  '/matchDetail/:type/:id': {
    screen: () => import('./features/match-detail/football-detail-page'),
    prefetch: prefetchDetail('football'),
    meta: detailMeta('football'),
  },
  '/basketballDetail/:type/:id': {
    screen: () => import('./features/match-detail/basketball-detail-page'),
    prefetch: prefetchDetail('basketball'),
    meta: detailMeta('basketball'),
  },
};
