import { queryOptions } from '@tanstack/react-query';
import { orNotFound } from '@jincheng/shared';
import { getExpert } from './expert-api';

/** One expert (null: no such expert); `following` is the viewer's, so the viewer is part of the key. */
export const expertQuery = (id: number, viewer: string) =>
  queryOptions({
    queryKey: ['content', 'expert', id, { viewer }] as const,
    queryFn: () => orNotFound(getExpert(id)),
  });
