import type { RemoteRoutesModule } from '@jincheng/shared';
import { prefetchTopUp } from './features/top-up/prefetch';

/** Exposed as `remote_account/routes`: per route, its lazily loaded screen and the reads of its first screen. */
export const routes: RemoteRoutesModule<'account'>['routes'] = {
  '/balanceTopUp': { screen: () => import('./features/top-up/top-up-page'), prefetch: prefetchTopUp },
};
