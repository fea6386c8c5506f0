import { render } from '@testing-library/react';
import { Provider, createStore } from '../lib/app-jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  DataProvider,
  createQueryClient,
  type MatchListData,
  type MatchSummary,
  type Sport,
} from '@jincheng/shared';
import { LiveFeed, setLiveFeed } from '../lib/live-feed/live-feed';
import { FakeEventSource } from './fake-event-source';
import { ScoresPage } from '../features/live-list/scores-page';

export function listData(list: MatchSummary[], eventId = 100): MatchListData {
  const leagues = [...new Map(list.map((m) => [m.league.id, { ...m.league, count: 0 }])).values()];
  return {
    list,
    page: 1,
    pageSize: 2000,
    total: list.length,
    hasMore: false,
    date: '2026-11-23',
    eventId,
    counts: { all: list.length, live: 0, finished: 0, upcoming: 0 },
    leagues: leagues.map((l) => ({ ...l, count: list.filter((m) => m.league.id === l.id).length })),
  };
}

/** The scores page in a router, with a fresh jotai store, query cache and a live feed on a fake EventSource. */
export function renderScores(sport: Sport = 'football', url = '/match') {
  // jsdom has no scrolling; the window virtualiser sets its initial offset.
  window.scrollTo = () => undefined;
  FakeEventSource.instances = [];
  const store = createStore();
  setLiveFeed(
    new LiveFeed({ store, createEventSource: (u) => new FakeEventSource(u), schedule: (flush) => flush() }),
  );
  const title = sport === 'football' ? '足球比分' : '篮球比分';
  return render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={<ScoresPage sport={sport} title={title} />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}
