import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider, createQueryClient } from '@jincheng/shared';
import { getMatches } from '../api/matches-api';
import { ScoresPage } from '../scores-page';
import { ROW_HEIGHT } from '../components/virtual-list';
import { installFakeLiveFeed, phasedDay } from '../../../test-utils/server-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

const day = phasedDay(90, 800);

function shownIds(): string[] {
  return [...document.querySelectorAll('[data-match-id]')].map((row) => row.getAttribute('data-match-id')!);
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

test('the virtualiser, loaded after the list is live, follows the page’s scroll and keeps the list windowed', async () => {
  jest.mocked(getMatches).mockResolvedValue(day);
  window.scrollTo = () => undefined;
  installFakeLiveFeed();
  render(
    <Provider store={createStore()}>
      <DataProvider client={createQueryClient()} state={undefined}>
        <MemoryRouter initialEntries={['/match']}>
          <ScoresPage sport="football" title="足球比分" />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
  await screen.findAllByRole('listitem');
  const top = shownIds();
  expect(top.length).toBeGreaterThan(5);
  expect(top.length).toBeLessThan(90);

  // The virtualiser's chunk comes in once the list is live.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  // Far down the day: only the virtualiser knows which rows are there now.
  await act(async () => scrollWindowTo(70 * ROW_HEIGHT.football.wide));
  await waitFor(() => expect(shownIds().some((id) => !top.includes(id))).toBe(true));
  const below = shownIds();
  expect(below.length).toBeLessThan(90);
  expect(below).not.toContain(top[0]);
});
