import type { RemoteRoutesModule } from '@jincheng/shared';
import { prefetchExpert, prefetchExperts } from './features/experts/prefetch';
import { prefetchIntelligenceDetail, prefetchIntelligenceList } from './features/intelligence/prefetch';
import { prefetchNews } from './features/news/prefetch';
import { prefetchPreview, prefetchPreviews } from './features/previews/prefetch';
import { prefetchSolution } from './features/solutions/prefetch';
import { articleMeta } from './lib/article-meta';

/** Exposed as `remote_content/routes`: per route, its lazily loaded screen and the reads of its first screen. */
export const routes: RemoteRoutesModule<'content'>['routes'] = {
  '/news': {
    screen: () => import('./features/news/news-page'),
    prefetch: prefetchNews,
    meta: articleMeta('search'),
  },
  '/intelligence': {
    screen: () => import('./features/intelligence/intelligence-list-page'),
    prefetch: prefetchIntelligenceList,
  },
  '/intelligenceDetails/:id': {
    screen: () => import('./features/intelligence/intelligence-detail-page'),
    prefetch: prefetchIntelligenceDetail,
    meta: articleMeta('param'),
  },
  '/experts': { screen: () => import('./features/experts/experts-page'), prefetch: prefetchExperts },
  '/expertsDetail': {
    screen: () => import('./features/experts/expert-detail-page'),
    prefetch: prefetchExpert,
  },
  '/solutionDetails': {
    screen: () => import('./features/solutions/solution-detail-page'),
    prefetch: prefetchSolution,
  },
  '/special': { screen: () => import('./features/previews/special-page'), prefetch: prefetchPreviews },
  '/specialDetails': {
    screen: () => import('./features/previews/special-detail-page'),
    prefetch: prefetchPreview,
    meta: articleMeta('search'),
  },
};
