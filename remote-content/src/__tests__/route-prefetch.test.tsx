import { Provider, createStore } from '../lib/app-jotai';
import type { ReactElement } from 'react';
import type { ExpertDetailData, LeagueScheduleData } from '@jincheng/shared';
import { renderAfterPrefetch, type PrefetchCase } from '@jincheng/shared/test-utils';
import { getArticle, getArticles } from '../api/articles-api';
import { getExperts } from '../api/experts-api';
import { getHotLeagues } from '../api/leagues-api';
import { getExpert } from '../features/experts/api/expert-api';
import { getMatchSolutions } from '../features/intelligence/api/intelligence-api';
import { getLeagueRound } from '../features/news/api/news-api';
import { getSolution } from '../features/solutions/api/solution-api';
import { routes } from '../routes';
import { article, articleDetail, expert, match, page, solution } from '../test-utils/fixtures';
import { widgets } from '../widgets';

jest.mock('../api/articles-api');
jest.mock('../api/experts-api');
jest.mock('../api/leagues-api');
jest.mock('../features/experts/api/expert-api');
jest.mock('../features/intelligence/api/intelligence-api');
jest.mock('../features/news/api/news-api');
jest.mock('../features/solutions/api/solution-api');

const ENDPOINTS = [
  getArticle,
  getArticles,
  getExperts,
  getHotLeagues,
  getExpert,
  getMatchSolutions,
  getLeagueRound,
  getSolution,
].map((fn) => jest.mocked(fn as (...args: never[]) => unknown));
const requests = () => ENDPOINTS.reduce((n, fn) => n + fn.mock.calls.length, 0);

const KINDS = { 5: 'news', 6: 'intelligence', 7: 'preview' } as const;
const expertDetail: ExpertDetailData = {
  expert: expert(3, { name: '江指导' }),
  recent: [],
  following: false,
};
const round: LeagueScheduleData = {
  season: { id: 1, name: '2026/27', currentRound: 12, totalRounds: 38 },
  round: 12,
  roundName: '第12轮',
  matches: [match(77, { home: { ...match(77).home, shortName: '阿森纳' } })],
} as LeagueScheduleData;

beforeEach(() => {
  jest
    .mocked(getArticle)
    .mockImplementation(async (id) =>
      articleDetail(id, { kind: KINDS[id as 5 | 6 | 7], title: `文章 ${id}`, leagueId: 1, matchId: 77 }),
    );
  jest
    .mocked(getArticles)
    .mockImplementation(async (q) => page([article(1, { kind: q.kind, title: `${q.kind} 一` })]));
  jest.mocked(getExperts).mockResolvedValue(page([expert(3, { name: '江指导' })]));
  jest.mocked(getHotLeagues).mockResolvedValue([{ id: 1, shortName: '英超' } as never]);
  jest.mocked(getExpert).mockResolvedValue(expertDetail);
  jest.mocked(getMatchSolutions).mockResolvedValue(page([]));
  jest.mocked(getLeagueRound).mockResolvedValue(round);
  jest.mocked(getSolution).mockResolvedValue(solution(9));
});

const inStore = (ui: ReactElement) => <Provider store={createStore()}>{ui}</Provider>;
const at = (route: PrefetchCase['route'], pattern: string, url: string, shows: PrefetchCase['shows']) => ({
  route,
  pattern,
  url,
  shows,
});

const CASES: Array<[string, PrefetchCase]> = [
  ['/news', at(routes['/news'], '/news', '/news', 'news 一')],
  ['/news?id=', at(routes['/news'], '/news', '/news?id=5', '文章 5')],
  ['/intelligence', at(routes['/intelligence'], '/intelligence', '/intelligence', 'intelligence 一')],
  [
    '/intelligenceDetails/:id',
    at(routes['/intelligenceDetails/:id'], '/intelligenceDetails/:id', '/intelligenceDetails/6', '文章 6'),
  ],
  ['/experts', at(routes['/experts'], '/experts', '/experts', '江指导')],
  ['/expertsDetail', at(routes['/expertsDetail'], '/expertsDetail', '/expertsDetail?id=3', '江指导')],
  [
    '/solutionDetails',
    at(routes['/solutionDetails'], '/solutionDetails', '/solutionDetails?id=9', /深度剖析/),
  ],
  ['/special', at(routes['/special'], '/special', '/special', 'preview 一')],
  ['/specialDetails', at(routes['/specialDetails'], '/specialDetails', '/specialDetails?id=7', '文章 7')],
  ['widget 最新资讯', at(widgets.latestNews, '*', '/home', /news 一/)],
  ['widget 专家推荐', at(widgets.topExperts, '*', '/home', /江指导/)],
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

test('a prefetch that misses a read is caught: an article without its 相关比赛 reads once more', async () => {
  const outcome = await renderAfterPrefetch(
    at(
      { screen: routes['/news'].screen, prefetch: routes['/specialDetails'].prefetch },
      '/news',
      '/news?id=5',
      '文章 5',
    ),
    requests,
  );
  expect(outcome.afterwards).toBeGreaterThan(0);
});
