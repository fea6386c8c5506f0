import type { ReactNode } from 'react';
import {
  hashKey,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { QueryBoundary, type QueryBoundaryProps } from './query-boundary';

export interface QueryViewProps<T, K extends QueryKey> {
  /** A query from a feature's api/queries.ts; `null` data means the API has no such item (`orNotFound()`). */
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  /** The skeleton while it reads (a `LoadingState`). */
  pending: ReactNode;
  /** The failure with 重试 (a `LoadFailed`). */
  failed: QueryBoundaryProps['failed'];
  /** What a `null` answer shows (a `NotFoundState`). */
  notFound: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

/**
 * The four states of one read: skeleton, failure with 重试, not-found, the data. A new query key tries a
 * shown failure again.
 */
export function QueryView<T, K extends QueryKey>({ pending, failed, ...read }: QueryViewProps<T, K>) {
  return (
    <QueryBoundary pending={pending} failed={failed} resetKeys={[hashKey(read.query.queryKey)]}>
      <QueryData {...read} />
    </QueryBoundary>
  );
}

function QueryData<T, K extends QueryKey>({
  query,
  notFound,
  children,
}: Pick<QueryViewProps<T, K>, 'query' | 'notFound' | 'children'>) {
  const { data } = useSuspenseQuery(query);
  if (data === null || data === undefined) return <>{notFound}</>;
  return <>{children(data)}</>;
}
