/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Provider, createStore } from '../lib/app-jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { DataProvider, createQueryClient, type FootballMatchDetail } from '@jincheng/shared';
import { makeMatch } from '../test-utils/live-fixtures';
import { matchDaysQuery, matchesQuery } from '../features/live-list/api/queries';
import { listData } from '../test-utils/render-scores-page';
import FootballScoresPage from '../features/live-list/football-scores-page';
import { matchDetailQuery, type MatchDetailRead } from '../features/match-detail/api/queries';
import FootballDetailPage from '../features/match-detail/football-detail-page';
import { hotTodayQuery } from '../features/widgets/api/queries';
import HotMatches from '../features/widgets/hot-matches';

// No window, no document: what the server (issue 16's SSR step) will do with the same sources, from a cache
// its prefetch filled.
const match = makeMatch({ id: 77 });
const detail: FootballMatchDetail = {
  sport: 'football',
  match,
  events: [],
  stats: null,
  lineups: null,
  commentary: [],
  shots: [],
  momentum: [],
  bestPlayer: null,
  referee: '',
  h2h: [],
  form: { home: [], away: [] },
  standings: [],
};

function html(url: string, pattern: string, Screen: () => React.ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(matchesQuery('football', null).queryKey, listData([match], 100));
  queryClient.setQueryData(matchDaysQuery('football').queryKey, { today: '2026-11-23', days: [] });
  const read: MatchDetailRead = { detail, eventId: 100 };
  queryClient.setQueryData(matchDetailQuery(77).queryKey, read);
  queryClient.setQueryData(hotTodayQuery().queryKey, [
    { list: [match], eventId: 100 },
    { list: [], eventId: 100 },
  ]);
  return renderToString(
    <Provider store={createStore()}>
      <DataProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={pattern} element={<Screen />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}

test('the test really has no browser globals', () => {
  expect(typeof window).toBe('undefined');
  expect(typeof document).toBe('undefined');
});

test('/match renders its first rows on the server', () => {
  const page = html('/match', '/match', FootballScoresPage);
  expect(page).toContain('曼城');
  expect(page).toContain('阿森纳');
  expect(page).toMatch(/全部(<!-- -->)? <span class="count">1</);
});

test('a match detail renders its header on the server, kickoff in Beijing time', () => {
  const page = html('/matchDetail/1/77', '/matchDetail/:type/:id', FootballDetailPage);
  expect(page).toContain('曼彻斯特城');
  expect(page).toMatch(/2026-11-23 20:00(<!-- -->)? 北京时间/);
});

test('the 热门比赛 widget renders on the server', () => {
  expect(html('/home', '*', HotMatches)).toContain('曼城');
});
