import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DataProvider, createQueryClient } from '@jincheng/shared';

/** Shows the current URL so tests can check what a link or switcher navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `url` under `pattern`, the way the shell routes it, with a fresh query cache. */
export function renderAt(ui: ReactElement, url: string, pattern = '*') {
  const queryClient = createQueryClient();
  const view = render(
    <DataProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
        <Where />
      </MemoryRouter>
    </DataProvider>,
  );
  return { ...view, queryClient };
}
