import type { RemoteWidgetsModule } from '@jincheng/shared';
import { prefetchLatestNews, prefetchTopExperts } from './features/widgets/prefetch';

/** Exposed as `remote_content/widgets`: the home page sections this remote provides, with their reads. */
export const widgets: RemoteWidgetsModule<'content'>['widgets'] = {
  latestNews: { screen: () => import('./features/widgets/latest-news'), prefetch: prefetchLatestNews },
  topExperts: { screen: () => import('./features/widgets/top-experts'), prefetch: prefetchTopExperts },
};
