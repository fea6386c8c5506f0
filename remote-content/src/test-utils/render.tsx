import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from '../lib/app-jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataProvider, createQueryClient, tokenAtom } from '@jincheng/shared';

export interface RenderOptions {
  /** The URL the screen sees, e.g. `/solutionDetails?id=3`. */
  url?: string;
  /** Route pattern for screens with path params, e.g. `/intelligenceDetails/:id`. */
  pattern?: string;
  token?: string;
}

/** Where the router is (hidden): `screen.getByTestId('location')` reads path and query after a navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location" hidden>{`${pathname}${search}`}</output>;
}

/** Renders a screen inside a router, a fresh query cache and jotai store (signed in when `token` is given). */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const { url = '/', pattern = '*', token = '' } = options;
  const store = createStore();
  store.set(tokenAtom, token);
  const queryClient = createQueryClient();
  const view = render(
    <Provider store={store}>
      <DataProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
  return { ...view, store, queryClient };
}
