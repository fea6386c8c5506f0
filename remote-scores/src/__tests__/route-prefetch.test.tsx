import { Provider, createStore } from '../lib/app-jotai';
import type { ReactElement } from 'react';
import {
  storage,
  type BasketballMatchDetail,
  type FootballMatchDetail,
  type LeagueTreeData,
  type Sport,
} from '@jincheng/shared';
import { renderAfterPrefetch, type PrefetchCase } from '@jincheng/shared/test-utils';
import { LiveFeed, setLiveFeed } from '../lib/live-feed/live-feed';
import { FakeEventSource } from '../test-utils/fake-event-source';
import { makeMatch } from '../test-utils/live-fixtures';
import { getFollowedMatches } from '../api/follows/follows-api';
import { getMatchDays, getMatches } from '../features/live-list/api/matches-api';
import { listData } from '../test-utils/render-scores-page';
import {
  getLiveStatus,
  getMatchDetail,
  getMatchIntelligence,
} from '../features/match-detail/api/match-detail-api';
import { getMatchOdds } from '../api/odds/odds-api';
import { liveOdds } from '../test-utils/odds-fixture';
import { getLeagueTree, getLeagueMatches } from '../features/widgets/api/widgets-api';
import { routes } from '../routes';
import { widgets } from '../widgets';

jest.mock('../api/follows/follows-api');
jest.mock('../features/live-list/api/matches-api');
jest.mock('../features/match-detail/api/match-detail-api');
jest.mock('../api/odds/odds-api');
jest.mock('../features/widgets/api/widgets-api');

const ENDPOINTS = [
  getMatches,
  getMatchDays,
  getLiveStatus,
  getMatchDetail,
  getMatchIntelligence,
  getMatchOdds,
  getLeagueTree,
  getLeagueMatches,
  getFollowedMatches,
].map((fn) => jest.mocked(fn as (...args: never[]) => unknown));
const requests = () => ENDPOINTS.reduce((n, fn) => n + fn.mock.calls.length, 0);

const football = makeMatch({ id: 77 });
const basketball = makeMatch({
  id: 78,
  sport: 'basketball',
  league: { id: 108, sport: 'basketball', name: '美国职业篮球联赛', shortName: 'NBA', color: '#1D428A' },
  home: { id: 1, name: '洛杉矶湖人', shortName: '湖人', nameEn: 'Lakers', logo: '', rank: 3 },
  away: { id: 2, name: '金州勇士', shortName: '勇士', nameEn: 'Warriors', logo: '', rank: 5 },
  status: 'q3',
  statusLabel: '第三节',
  minute: null,
  period: 3,
  clock: 312,
  clockLabel: '第三节 05:12',
  halfTime: null,
  corners: null,
});
const analysis = { referee: '', h2h: [], form: { home: [], away: [] }, standings: [] };
const footballDetail: FootballMatchDetail = {
  sport: 'football',
  match: football,
  events: [],
  stats: null,
  lineups: null,
  commentary: [],
  shots: [],
  momentum: [],
  bestPlayer: null,
  ...analysis,
};
const basketballDetail: BasketballMatchDetail = {
  sport: 'basketball',
  match: basketball,
  quarters: [],
  teamStats: null,
  boxScore: null,
  playByPlay: [],
  ...analysis,
};
const tree = (sport: Sport): LeagueTreeData => ({
  sport,
  hot: [
    { ...(sport === 'football' ? football : basketball).league, kind: 'league' } as LeagueTreeData['hot'][0],
  ],
  regions: [],
});

beforeEach(() => {
  window.scrollTo = () => undefined;
  setLiveFeed(
    new LiveFeed({
      store: createStore(),
      createEventSource: (u) => new FakeEventSource(u),
      schedule: (f) => f(),
    }),
  );
  jest
    .mocked(getMatches)
    .mockImplementation(async (sport) => listData([sport === 'football' ? football : basketball]));
  jest
    .mocked(getMatchDays)
    .mockResolvedValue({ today: '2026-11-23', days: [{ date: '2026-11-23', count: 1, live: 1 }] });
  jest.mocked(getLiveStatus).mockResolvedValue({ lastEventId: 100 } as never);
  jest
    .mocked(getMatchDetail)
    .mockImplementation(async (id) => (id === 77 ? footballDetail : basketballDetail));
  jest.mocked(getMatchIntelligence).mockResolvedValue({
    list: [
      { id: 5, title: '曼城伤停情报', summary: '', author: '编辑', publishedAt: '2026-11-23T08:00:00Z' },
    ],
  } as never);
  jest.mocked(getMatchOdds).mockResolvedValue(liveOdds());
  jest.mocked(getLeagueTree).mockImplementation(async (sport) => tree(sport));
  jest.mocked(getFollowedMatches).mockResolvedValue({ eventId: 100, matches: [football] });
  storage.set('follows', JSON.stringify({ teams: [], leagues: [], matches: [77] }));
  jest
    .mocked(getLeagueMatches)
    .mockImplementation(async (sport) => listData([sport === 'football' ? football : basketball]));
});

const inStore = (ui: ReactElement) => <Provider store={createStore()}>{ui}</Provider>;

const CASES: Array<[string, PrefetchCase]> = [
  ['/match', { route: routes['/match'], pattern: '/match', url: '/match', shows: '阿森纳' }],
  [
    '/match on another day',
    { route: routes['/match'], pattern: '/match', url: '/match?date=2026-11-22&tab=live', shows: '阿森纳' },
  ],
  ['/basket', { route: routes['/basket'], pattern: '/basket', url: '/basket', shows: /湖人/ }],
  [
    '/matchDetail',
    {
      route: routes['/matchDetail/:type/:id'],
      pattern: '/matchDetail/:type/:id',
      url: '/matchDetail/1/77',
      shows: '曼彻斯特城',
    },
  ],
  [
    '/matchDetail 情报 tab',
    {
      route: routes['/matchDetail/:type/:id'],
      pattern: '/matchDetail/:type/:id',
      url: '/matchDetail/1/77?tab=intel',
      shows: '曼城伤停情报',
    },
  ],
  [
    '/matchDetail 指数 tab',
    {
      route: routes['/matchDetail/:type/:id'],
      pattern: '/matchDetail/:type/:id',
      url: '/matchDetail/1/77?tab=odds',
      shows: '锦官',
    },
  ],
  [
    '/basketballDetail',
    {
      route: routes['/basketballDetail/:type/:id'],
      pattern: '/basketballDetail/:type/:id',
      url: '/basketballDetail/2/78',
      shows: '洛杉矶湖人',
    },
  ],
  ['widget 热门比赛', { route: widgets.hotMatches, pattern: '*', url: '/home', shows: '湖人' }],
  ['widget 今日比分', { route: widgets.todayStrip, pattern: '*', url: '/home', shows: /湖人/ }],
  ['widget 我的关注', { route: widgets.myFollows, pattern: '*', url: '/home', shows: '阿森纳' }],
];

test.each(CASES)('%s: the screen renders after its prefetch without another request', async (_name, c) => {
  const outcome = await renderAfterPrefetch({ ...c, wrap: inStore }, requests);
  expect(outcome.prefetched).toBeGreaterThan(0);
  expect(outcome.afterwards).toBe(0);
});

test('every route and widget of this remote has a case', () => {
  const covered = new Set(CASES.map(([, c]) => c.route));
  for (const route of [...Object.values(routes), ...Object.values(widgets)]) expect(covered).toContain(route);
});

test('a prefetch that misses a read is caught: the 情报 tab after only the list prefetch reads again', async () => {
  const outcome = await renderAfterPrefetch(
    {
      route: { screen: routes['/matchDetail/:type/:id'].screen, prefetch: routes['/match'].prefetch },
      pattern: '/matchDetail/:type/:id',
      url: '/matchDetail/1/77?tab=intel',
      shows: '曼城伤停情报',
      wrap: inStore,
    },
    requests,
  );
  expect(outcome.afterwards).toBeGreaterThan(0);
});
