import type { RemoteRoutesModule } from '@jincheng/shared';

/** Exposed as `remote_account/routes`: one lazily loaded screen per route this remote owns. */
export const routes: RemoteRoutesModule<'account'>['routes'] = {
  '/balanceTopUp': () => import('./features/top-up/top-up-page'),
};
