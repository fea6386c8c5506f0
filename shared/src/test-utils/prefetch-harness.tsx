import type { ReactElement, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, matchPath } from 'react-router-dom';
import { DataProvider } from '../data/data-provider';
import { createQueryClient } from '../data/query-client';
import type { RemoteRoute } from '../federation/contracts';

export interface PrefetchCase {
  /** The route (or widget) object as the remote exposes it. */
  route: RemoteRoute;
  /** Its route pattern ('*' for a widget). */
  pattern: string;
  url: string;
  /** Text of the first screen's content (not a skeleton): the screen has rendered its data. */
  shows: string | RegExp;
  /** Providers around the screen (a jotai store, …). */
  wrap?: (ui: ReactElement) => ReactNode;
}

export interface PrefetchOutcome {
  /** Requests the prefetch made. */
  prefetched: number;
  /** Requests made while the screen rendered its first screen after the prefetch. */
  afterwards: number;
}

/**
 * Runs a route's prefetch the way the shell (or, later, the server) does, then renders its screen on the same
 * query client and counts the requests it still makes: 0 means the prefetch covered the first screen.
 * `requests` counts the calls made so far (the test's mocked endpoint functions).
 */
export async function renderAfterPrefetch(c: PrefetchCase, requests: () => number): Promise<PrefetchOutcome> {
  const queryClient = createQueryClient();
  const url = new URL(c.url, 'http://localhost');
  const params = matchPath(c.pattern, url.pathname)?.params ?? {};
  const start = requests();
  await c.route.prefetch?.({ queryClient, params, searchParams: url.searchParams });
  const prefetched = requests() - start;
  const { default: Screen } = await c.route.screen();
  const ui = (
    <DataProvider client={queryClient}>
      <MemoryRouter initialEntries={[c.url]}>
        <Routes>
          <Route path={c.pattern} element={<Screen />} />
        </Routes>
      </MemoryRouter>
    </DataProvider>
  );
  render(<>{c.wrap ? c.wrap(ui) : ui}</>);
  expect((await screen.findAllByText(c.shows)).length).toBeGreaterThan(0);
  // Reads a screen would still make start while it renders; give them a moment to reach the endpoints.
  await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
  return { prefetched, afterwards: requests() - start - prefetched };
}
