import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current URL so tests can check what a link or switcher navigated to. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a screen at `url` under `pattern`, the way the shell routes it. */
export function renderAt(ui: ReactElement, url: string, pattern = '*') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={ui} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}
