import type { RemoteWidgetsModule } from '@jincheng/shared';

/** Exposed as `remote_scores/widgets`: the home page sections this remote provides. */
export const widgets: RemoteWidgetsModule<'scores'>['widgets'] = {
  hotMatches: () => import('./features/widgets/hot-matches'),
  todayStrip: () => import('./features/widgets/today-strip'),
};
