import { hydrateWatched } from '../../../../../jest/hydrate-watched';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { Provider, createStore } from '../../../lib/app-jotai';
import { getMatches } from '../api/matches-api';
import { ScoresPage } from '../scores-page';
import { ROW_HEIGHT } from '../components/virtual-list';
import { installFakeLiveFeed, phasedDay, serverWithFirstScreen } from '../../../test-utils/server-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

const day = phasedDay(90, 700);

function page(state: ReturnType<typeof dehydrate>) {
  installFakeLiveFeed();
  return (
    <Provider store={createStore()}>
      <DataProvider client={createQueryClient()} state={state}>
        <MemoryRouter initialEntries={['/match']}>
          <ScoresPage sport="football" title="足球比分" />
        </MemoryRouter>
      </DataProvider>
    </Provider>
  );
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
}

afterEach(() => {
  scrollWindowTo(0);
});

test('a fan who scrolled the server’s list before its scripts ran: hydration keeps the server’s rows and the fan’s place', async () => {
  jest.mocked(getMatches).mockReturnValue(new Promise(() => undefined));
  const state = dehydrate(serverWithFirstScreen(day));
  const html = renderToString(page(state));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(container.querySelectorAll('[role="listitem"]').length).toBeGreaterThan(10);
  const firstMatchRow = container.querySelector('[data-match-id]');
  expect(firstMatchRow).not.toBeNull();

  // The fan scrolled well down the server's page: the window virtualiser, asked now, would show other rows.
  const scrolls: unknown[] = [];
  window.scrollTo = ((...args: unknown[]) => void scrolls.push(args)) as typeof window.scrollTo;
  scrollWindowTo(20 * ROW_HEIGHT.football.wide);
  (await hydrateWatched(container, page(state))).expectClean();
  // The section was hydrated, not rendered again: the server's first match row is the same element.
  expect(firstMatchRow?.isConnected).toBe(true);
  expect(container.querySelector(`[data-match-id="${firstMatchRow?.getAttribute('data-match-id')}"]`)).toBe(
    firstMatchRow,
  );
  // The fan is not moved: nothing scrolled the window anywhere but where it already was.
  for (const args of scrolls)
    expect(args).toEqual([{ top: 20 * ROW_HEIGHT.football.wide, behavior: undefined }]);
  container.remove();
});
