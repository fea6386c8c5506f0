import { render, screen, waitFor } from '@testing-library/react';
import { Provider, createStore } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import {
  DATA_ELEMENT_ID,
  DataProvider,
  createQueryClient,
  readPageData,
  toDataBlockJson,
  type MatchPhase,
} from '@jincheng/shared';
// eslint-disable-next-line import-x/no-restricted-paths -- issue 26: moves with the LiveStore rewrite
import { LiveFeed, setLiveFeed } from '../../live-feed/live-feed';
import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getMatches } from '../api/get-matches';
import { matchesQuery } from '../api/queries';
import { firstScreenOf } from '../first-screen';
import { ScoresPage } from '../scores-page';
import { listData } from '../../../test-utils/render-scores-page';
import { ROW_HEIGHT } from '../components/virtual-list';

jest.mock('../api/get-matches', () => ({ getMatches: jest.fn() }));
jest.mock('../api/get-match-days', () => ({
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

const PHASES: MatchPhase[] = ['live', 'upcoming', 'finished'];
/** 90 matches: 30 live, 30 upcoming, 30 finished. */
const day = listData(Array.from({ length: 90 }, (_, i) => makeMatch({ id: 500 + i, phase: PHASES[i % 3] })));
day.counts = { all: 90, live: 30, upcoming: 30, finished: 30 };

/** The server's page: the day's first screen in the data block (prefetch.ts on the server). */
function serverRenderedPage() {
  const server = createQueryClient();
  server.setQueryData(
    matchesQuery('football', null).queryKey,
    firstScreenOf(day, { tab: 'all', group: 'time', date: null }),
  );
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = DATA_ELEMENT_ID;
  block.textContent = toDataBlockJson(dehydrate(server));
  document.body.append(block);
  return () => block.remove();
}

test('a first-screen page shows the day’s counts at once and reads the rest of the day under its rows', async () => {
  let answer: (value: typeof day) => void = () => undefined;
  jest.mocked(getMatches).mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const cleanUp = serverRenderedPage();
  window.scrollTo = () => undefined;
  setLiveFeed(
    new LiveFeed({
      store: createStore(),
      createEventSource: (u) => new FakeEventSource(u),
      schedule: (f) => f(),
    }),
  );
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
