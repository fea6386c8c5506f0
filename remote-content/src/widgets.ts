import type { RemoteWidgetsModule } from '@jincheng/shared';

/** Exposed as `remote_content/widgets`: the home page sections this remote provides. */
export const widgets: RemoteWidgetsModule<'content'>['widgets'] = {
  latestNews: () => import('./features/widgets/latest-news'),
  topExperts: () => import('./features/widgets/top-experts'),
};
