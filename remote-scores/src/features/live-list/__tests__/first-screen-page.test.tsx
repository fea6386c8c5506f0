import { render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider, createQueryClient, readPageData } from '@jincheng/shared';
import { getMatches } from '../api/matches-api';
import { ScoresPage } from '../scores-page';
import { ROW_HEIGHT } from '../components/virtual-list';
import {
  installFakeLiveFeed,
  phasedDay,
  putDataBlock,
  serverWithFirstScreen,
} from '../../../test-utils/server-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

/** 90 matches: 30 live, 30 upcoming, 30 finished. */
const day = phasedDay(90, 500);

test('a first-screen page shows the day’s counts at once and reads the rest of the day under its rows', async () => {
  let answer: (value: typeof day) => void = () => undefined;
  jest.mocked(getMatches).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const cleanUp = putDataBlock(serverWithFirstScreen(day));
  window.scrollTo = () => undefined;
  installFakeLiveFeed();
  render(
    <Provider store={createStore()}>
      <DataProvider client={createQueryClient()} state={readPageData()}>
        <MemoryRouter initialEntries={['/match']}>
          <ScoresPage sport="football" title="足球比分" />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
  // The whole day's counts from the first render, on the tabs and the section header.
  expect(screen.getByRole('tab', { name: '全部 90' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '进行中 30' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: '未开赛 30' })).toBeInTheDocument();
  const list = screen.getByRole('list');
  expect(list).toHaveTextContent('进行中30');
  const firstRow = screen.getAllByRole('listitem')[1];
  // Once hydrated the whole day is read: the list grows to every row, the first rows stay the same elements.
  await waitFor(() => expect(getMatches).toHaveBeenCalledTimes(1));
  answer(day);
  const whole = 90 * ROW_HEIGHT.football.wide + 3 * ROW_HEIGHT.header.wide;
  await waitFor(() => expect(list.style.height).toBe(`${whole}px`));
  expect(screen.getAllByRole('listitem')[1]).toBe(firstRow);
  expect(firstRow?.isConnected).toBe(true);
  expect(screen.getByRole('tab', { name: '全部 90' })).toBeInTheDocument();
  cleanUp();
});
