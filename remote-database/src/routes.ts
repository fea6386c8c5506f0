import type { RemoteRoutesModule } from '@jincheng/shared';
import { prefetchLeague } from './features/league/prefetch';
import { prefetchPlayer } from './features/player/prefetch';
import { prefetchRanking } from './features/ranking/prefetch';
import { prefetchTeam } from './features/team/prefetch';

/** Exposed as `remote_database/routes`: per route, its lazily loaded screen and the reads of its first screen. */
export const routes: RemoteRoutesModule<'database'>['routes'] = {
  '/league': { screen: () => import('./features/league/league-page'), prefetch: prefetchLeague },
  '/team/:id': { screen: () => import('./features/team/team-page'), prefetch: prefetchTeam },
  '/teamLq/:id': { screen: () => import('./features/team/team-lq-page'), prefetch: prefetchTeam },
  '/player/:playerId/:teamId': {
    screen: () => import('./features/player/player-page'),
    prefetch: prefetchPlayer,
  },
  '/playerLq/:playerId/:teamId': {
    screen: () => import('./features/player/player-lq-page'),
    prefetch: prefetchPlayer,
  },
  '/ranking': { screen: () => import('./features/ranking/ranking-page'), prefetch: prefetchRanking },
  // 数据模型 (issue 50, beyond the spec's routes): its prefetch loads with it, not in every database first load.
  '/model': {
    screen: () => import('./features/model/model-page'),
    prefetch: (ctx) => import('./features/model/prefetch').then((m) => m.prefetchModel(ctx)),
  },
};
