import type { RemoteRoutesModule } from '@jincheng/shared';

/** Exposed as `remote_content/routes`: one lazily loaded screen per route this remote owns. */
export const routes: RemoteRoutesModule<'content'>['routes'] = {
  '/news': () => import('./features/news/news-page'),
  '/intelligence': () => import('./features/intelligence/intelligence-list-page'),
  '/intelligenceDetails/:id': () => import('./features/intelligence/intelligence-detail-page'),
  '/experts': () => import('./features/experts/experts-page'),
  '/expertsDetail': () => import('./features/experts/expert-detail-page'),
  '/solutionDetails': () => import('./features/solutions/solution-detail-page'),
  '/special': () => import('./features/previews/special-page'),
  '/specialDetails': () => import('./features/previews/special-detail-page'),
};
