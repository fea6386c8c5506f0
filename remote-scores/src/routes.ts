import type { RemoteRoutesModule } from '@jincheng/shared';

/** Exposed as `remote_scores/routes`: one lazily loaded screen per route this remote owns. */
export const routes: RemoteRoutesModule<'scores'>['routes'] = {
  '/match': () => import('./features/live-list/football-scores-page'),
  '/basket': () => import('./features/live-list/basketball-scores-page'),
  '/matchDetail/:type/:id': () => import('./features/match-detail/football-detail-page'),
  '/basketballDetail/:type/:id': () => import('./features/match-detail/basketball-detail-page'),
};
