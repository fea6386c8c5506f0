import type { RemoteWidgetsModule } from '@jincheng/shared';
import { prefetchMyFollows } from './features/follows/prefetch';
import { prefetchHotToday } from './features/widgets/prefetch';

/** Exposed as `remote_scores/widgets`: the home page sections this remote provides, with their reads. */
export const widgets: RemoteWidgetsModule<'scores'>['widgets'] = {
  hotMatches: { screen: () => import('./features/widgets/hot-matches'), prefetch: prefetchHotToday },
  todayStrip: { screen: () => import('./features/widgets/today-strip'), prefetch: prefetchHotToday },
  myFollows: { screen: () => import('./features/follows/my-follows'), prefetch: prefetchMyFollows },
};
