import type { ReactNode } from 'react';
import {
  hashKey,
  useSuspenseQuery,
  type QueryKey,
  type UseSuspenseQueryOptions,
} from '@tanstack/react-query';
import { QueryBoundary } from '@jincheng/shared';
import { LoadError, NotFound, Skeleton } from './page-state';

export interface QueryViewProps<T, K extends QueryKey> {
  /** A query from a feature's api/queries.ts; `null` data means the API has no such item (404). */
  query: UseSuspenseQueryOptions<T, Error, T, K>;
  /** What a 404 means here, e.g. 球队. */
  what: string;
  lines?: number;
  /** What the not-found block says instead of the default, with a way forward. */
  notFound?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** The four states of one read: skeleton, error with 重试, not-found, the data. */
export function QueryView<T, K extends QueryKey>({
  query,
  what,
  lines,
  notFound,
  children,
}: QueryViewProps<T, K>) {
  return (
    <QueryBoundary
      pending={<Skeleton lines={lines} />}
      failed={(error, retry) => <LoadError message={messageOf(error)} onRetry={retry} />}
      resetKeys={[hashKey(query.queryKey)]}
    >
      <QueryData query={query} what={what} notFound={notFound}>
        {children}
      </QueryData>
    </QueryBoundary>
  );
}

function QueryData<T, K extends QueryKey>({ query, what, notFound, children }: QueryViewProps<T, K>) {
  const { data } = useSuspenseQuery(query);
  if (data === null || data === undefined) return <NotFound what={what}>{notFound}</NotFound>;
  return <>{children(data)}</>;
}
