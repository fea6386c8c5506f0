import { queryOptions } from '@tanstack/react-query';
import { getMatchSolutions } from './intelligence-api';

/** 本场专家方案 beside an intelligence article. */
export const matchSolutionsQuery = (matchId: number) =>
  queryOptions({
    queryKey: ['content', 'match-solutions', matchId] as const,
    queryFn: () => getMatchSolutions(matchId),
  });
