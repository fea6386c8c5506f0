import type { RemoteRoutesModule } from '@jincheng/shared';

/** Exposed as `remote_database/routes`: one lazily loaded screen per route this remote owns. */
export const routes: RemoteRoutesModule<'database'>['routes'] = {
  '/league': () => import('./features/league/league-page'),
  '/team/:id': () => import('./features/team/team-page'),
  '/teamLq/:id': () => import('./features/team/team-lq-page'),
  '/player/:playerId/:teamId': () => import('./features/player/player-page'),
  '/playerLq/:playerId/:teamId': () => import('./features/player/player-lq-page'),
  '/ranking': () => import('./features/ranking/ranking-page'),
};
