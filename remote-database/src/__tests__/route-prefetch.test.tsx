import type { ExpertSummary, Page, PlayerLeaderRow } from '@jincheng/shared';
import { renderAfterPrefetch, type PrefetchCase } from '@jincheng/shared/test-utils';
import { getLeague, getLeagueLeaders, getLeagueSchedule } from '../features/league/api/league-api';
import { getLeagueTree } from '../api/league-tree-api';
import { getPlayer } from '../features/player/api/player-api';
import {
  getRankingExperts,
  getRankingPlayers,
  getRankingStandings,
} from '../features/ranking/api/ranking-api';
import { getTeam } from '../features/team/api/team-api';
import { getModelRecord } from '../features/model/api/model-api';
import { basketballRecord, footballRecord } from '../features/model/__tests__/record-fixture';
import { routes } from '../routes';
import { leagueDetail, leagueItem, leagueTree, match, teamRef } from '../test-utils/fixtures';
import { playerDetail, teamDetail } from '../test-utils/team-fixtures';

jest.mock('../features/league/api/league-api');
jest.mock('../api/league-tree-api');
jest.mock('../features/player/api/player-api');
jest.mock('../features/ranking/api/ranking-api');
jest.mock('../features/team/api/team-api');
jest.mock('../features/model/api/model-api');

const ENDPOINTS = [
  getLeague,
  getLeagueLeaders,
  getLeagueSchedule,
  getLeagueTree,
  getPlayer,
  getRankingExperts,
  getRankingPlayers,
  getRankingStandings,
  getTeam,
  getModelRecord,
].map((fn) => jest.mocked(fn as (...args: never[]) => unknown));
const requests = () => ENDPOINTS.reduce((n, fn) => n + fn.mock.calls.length, 0);

const onePage = <T,>(list: T[]): Page<T> => ({
  list,
  page: 1,
  pageSize: 30,
  total: list.length,
  hasMore: false,
});
const scorer: PlayerLeaderRow = {
  rank: 1,
  playerId: 332,
  playerTeamId: 14,
  name: '射手甲',
  team: teamRef(14, '曼彻斯特联'),
  teamName: '曼彻斯特联',
  value: 12,
  played: 12,
  source: null,
};
const topExpert = {
  id: 30,
  name: '榜首专家',
  avatar: '',
  sport: 'football',
  title: '',
  bio: '',
  hitRate: 86.3,
  streak: 1,
  bestStreak: 5,
  followers: 10,
  settled: 10,
  red: 8,
  black: 2,
  tags: [],
} as ExpertSummary;

beforeEach(() => {
  const epl = leagueItem(1, '英超', { hot: true });
  jest
    .mocked(getLeagueTree)
    .mockImplementation(async (sport) =>
      sport === 'football'
        ? leagueTree('football', [epl])
        : leagueTree('basketball', [leagueItem(108, 'NBA', { sport: 'basketball', hot: true })]),
    );
  jest.mocked(getLeague).mockResolvedValue(leagueDetail());
  jest.mocked(getLeagueSchedule).mockImplementation(async (_id, round) => ({
    season: leagueDetail().season,
    round: round ?? 16,
    roundName: `第${round}轮`,
    matches: [match(900, { home: teamRef(201, '赛程主队') })],
  }));
  jest.mocked(getLeagueLeaders).mockResolvedValue({ ...onePage([scorer]), note: null });
  jest.mocked(getTeam).mockImplementation(async () => teamDetail());
  jest.mocked(getPlayer).mockResolvedValue(playerDetail());
  jest.mocked(getRankingStandings).mockResolvedValue(leagueDetail());
  jest.mocked(getRankingPlayers).mockResolvedValue({ ...onePage([scorer]), note: null });
  jest.mocked(getRankingExperts).mockResolvedValue(onePage([topExpert]));
  jest
    .mocked(getModelRecord)
    .mockImplementation(async (sport) => (sport === 'basketball' ? basketballRecord() : footballRecord()));
});

const at = (route: PrefetchCase['route'], pattern: string, url: string, shows: PrefetchCase['shows']) => ({
  route,
  pattern,
  url,
  shows,
});

const CASES: Array<[string, PrefetchCase]> = [
  ['/league', at(routes['/league'], '/league', '/league', '英超')],
  ['/league?id=', at(routes['/league'], '/league', '/league?id=1', '英格兰超级联赛')],
  ['/league 赛程', at(routes['/league'], '/league', '/league?id=1&tab=schedule&round=3', /赛程主队/)],
  ['/league 射手榜', at(routes['/league'], '/league', '/league?id=1&tab=leaders', /射手甲/)],
  ['/team/:id', at(routes['/team/:id'], '/team/:id', '/team/14', /曼彻斯特联/)],
  ['/teamLq/:id', at(routes['/teamLq/:id'], '/teamLq/:id', '/teamLq/14', /曼彻斯特联/)],
  [
    '/player',
    at(routes['/player/:playerId/:teamId'], '/player/:playerId/:teamId', '/player/332/14', /曼彻斯特联/),
  ],
  [
    '/playerLq',
    at(routes['/playerLq/:playerId/:teamId'], '/playerLq/:playerId/:teamId', '/playerLq/332/14', /足球球员/),
  ],
  ['/ranking', at(routes['/ranking'], '/ranking', '/ranking', /球队101/)],
  ['/ranking 球员榜', at(routes['/ranking'], '/ranking', '/ranking?board=players&type=assists', /射手甲/)],
  ['/ranking 专家榜', at(routes['/ranking'], '/ranking', '/ranking?board=experts&sort=streak', /榜首专家/)],
  ['/model', at(routes['/model'], '/model', '/model', /0\.5963/)],
  ['/model 篮球', at(routes['/model'], '/model', '/model?sport=basketball', /暂无战绩/)],
];

test.each(CASES)('%s: the screen renders after its prefetch without another request', async (_name, c) => {
  const outcome = await renderAfterPrefetch(c, requests);
  expect(outcome.prefetched).toBeGreaterThan(0);
  expect(outcome.afterwards).toBe(0);
});

test('every route of this remote has a case', () => {
  const covered = new Set(CASES.map(([, c]) => c.route));
  for (const route of Object.values(routes)) expect(covered).toContain(route);
});

test("a prefetch that misses a read is caught: the league's 赛程 tab after only the directory's prefetch", async () => {
  const outcome = await renderAfterPrefetch(
    at(
      { screen: routes['/league'].screen, prefetch: routes['/ranking'].prefetch },
      '/league',
      '/league?id=1&tab=schedule',
      /赛程主队/,
    ),
    requests,
  );
  expect(outcome.afterwards).toBeGreaterThan(0);
});
