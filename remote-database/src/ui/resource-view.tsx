import type { ReactNode } from 'react';
import type { UseResource } from '../lib/use-resource';
import { LoadError, NotFound, Skeleton } from './page-state';

export interface ResourceViewProps<T> {
  resource: UseResource<T>;
  /** What a 404 means here, e.g. 球队. */
  what: string;
  lines?: number;
  children: (data: T) => ReactNode;
}

/** The four states of one request: skeleton, error with 重试, not-found, the data. */
export function ResourceView<T>({ resource, what, lines, children }: ResourceViewProps<T>) {
  const { state, retry } = resource;
  if (state.status === 'loading') return <Skeleton lines={lines} />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  if (state.status === 'not-found') return <NotFound what={what} />;
  return <>{children(state.data)}</>;
}
