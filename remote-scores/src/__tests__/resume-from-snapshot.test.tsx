import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from '../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import { DataProvider, createQueryClient, readPageData, toDataBlockJson } from '@jincheng/shared';
import { getMatches } from '../features/live-list/api/matches-api';
import { matchesQuery } from '../features/live-list/api/queries';
import { ScoresPage } from '../features/live-list/scores-page';
import { listData } from '../test-utils/render-scores-page';
import { LiveFeed, setLiveFeed } from '../lib/live-feed/live-feed';
import { FakeEventSource } from '../test-utils/fake-event-source';
import { makeMatch } from '../test-utils/live-fixtures';
import { putDataBlock } from '../test-utils/server-page';

jest.mock('../features/live-list/api/matches-api', () => ({
  ...(jest.createMockFromModule('../features/live-list/api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));

/** What the server will do: read the day at event 100 and put the dehydrated cache into the page. */
function serverRenderedPage(eventId: number) {
  const server = createQueryClient();
  server.setQueryData(matchesQuery('football', null).queryKey, listData([makeMatch({ id: 1 })], eventId));
  return putDataBlock(server);
}

function renderPage() {
  window.scrollTo = () => undefined;
  FakeEventSource.instances = [];
  const store = createStore();
  setLiveFeed(
    new LiveFeed({ store, createEventSource: (u) => new FakeEventSource(u), schedule: (f) => f() }),
  );
  return render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()} state={readPageData()}>
        <MemoryRouter initialEntries={['/match']}>
          <ScoresPage sport="football" title="足球比分" />
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}

const delta = (homeScore: number) => ({ matchId: 1, sport: 'football', changes: { homeScore }, at: 0 });

test("the feed resumes from the page's snapshot event id: nothing before it twice, nothing after it lost", async () => {
  const cleanUp = serverRenderedPage(100);
  renderPage();
  // The rows come from the page's data: no second read of the day.
  expect(await screen.findByRole('link', { name: "英超 曼彻斯特城 2-1 阿森纳 78'" })).toBeInTheDocument();
  expect(getMatches).not.toHaveBeenCalled();

  const feed = FakeEventSource.latest();
  expect(new URL(feed.url, 'http://x').searchParams.get('lastEventId')).toBe('100');

  // Event 100 is already in the snapshot (a replay): it changes nothing.
  act(() => feed.emit('delta', 100, delta(7)));
  expect(screen.getByRole('link', { name: /2-1/ })).toBeInTheDocument();
  // The first event after the snapshot is applied, and so is the next.
  act(() => feed.emit('delta', 101, delta(3)));
  expect(screen.getByRole('link', { name: "英超 曼彻斯特城 3-1 阿森纳 78'" })).toBeInTheDocument();
  act(() => feed.emit('delta', 102, { ...delta(3), changes: { awayScore: 2 } }));
  expect(screen.getByRole('link', { name: "英超 曼彻斯特城 3-2 阿森纳 78'" })).toBeInTheDocument();
  cleanUp();
});

test('a title with </script> in the data block cannot end the block', () => {
  const json = toDataBlockJson({ title: '</script><img src=x onerror=alert(1)>', line: '\u2028' });
  expect(json).not.toMatch(/[<>\u2028]/);
  expect(JSON.parse(json)).toEqual({ title: '</script><img src=x onerror=alert(1)>', line: '\u2028' });
});
