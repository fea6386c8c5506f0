import { queryOptions } from '@tanstack/react-query';
import { orNotFound } from '@jincheng/shared';
import { getSolution } from './solution-api';

/** One solution (null: no such solution); a buyer's answer holds the analysis, so the viewer is in the key. */
export const solutionQuery = (id: number, viewer: string) =>
  queryOptions({
    queryKey: ['content', 'solution', id, { viewer }] as const,
    queryFn: () => orNotFound(getSolution(id)),
  });
