import type { ReactNode } from 'react';
import {
  HydrationBoundary,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';

export interface DataProviderProps {
  client: QueryClient;
  /** The dehydrated cache of a server-rendered page (`readPageData()`), if there is one. */
  state?: DehydratedState;
  children: ReactNode;
}

/** The page's query client for every app below it, seeded with what the server already read. */
export function DataProvider({ client, state, children }: DataProviderProps) {
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
