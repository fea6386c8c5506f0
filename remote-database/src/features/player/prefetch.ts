import { parseId } from '@jincheng/shared';
import type { RoutePrefetch } from '@jincheng/shared';
import { playerQuery } from './api/queries';

/** /player/:playerId/:teamId and /playerLq/…: the player. */
export const prefetchPlayer: RoutePrefetch = async ({ queryClient, params }) => {
  const id = parseId(params.playerId);
  if (id !== null) await queryClient.prefetchQuery(playerQuery(id));
};
