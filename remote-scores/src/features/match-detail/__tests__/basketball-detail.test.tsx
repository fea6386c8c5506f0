import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  DataProvider,
  createQueryClient,
  type BasketballMatchDetail,
  type BoxScoreRow,
  type MatchSummary,
  type StandingRow,
} from '@jincheng/shared';
import { Provider, createStore } from '../../../lib/app-jotai';
import { LiveFeed, setLiveFeed } from '../../../lib/live-feed/live-feed';
import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getMatchDetail, getMatchIntelligence } from '../api/match-detail-api';
import BasketballDetailPage from '../basketball-detail-page';
import { BoxScore, formatPlusMinus } from '../components/box-score';

jest.mock('../api/match-detail-api', () => ({
  ...(jest.createMockFromModule('../api/match-detail-api') as object),
  getMatchDetail: jest.fn(),
  getLiveStatus: jest.fn(() => Promise.resolve({ lastEventId: 5 })),
  getMatchIntelligence: jest.fn(),
  getMatchReport: jest.fn(() => Promise.resolve({ list: [] })),
}));

const team = (id: number, name: string, shortName: string) => ({
  id,
  name,
  shortName,
  nameEn: shortName,
  logo: `/b/${id}.svg`,
  rank: 1,
});
const LAKERS = team(20, '洛杉矶湖人', '湖人');
const CELTICS = team(21, '波士顿凯尔特人', '凯尔特人');
const NBA = {
  id: 9,
  sport: 'basketball' as const,
  name: '美国职业篮球联赛',
  shortName: 'NBA',
  color: '#1d428a',
};

/** 凯尔特人 (away) at 湖人 (home), finished 110-104 to the away side. */
const match: MatchSummary = makeMatch({
  id: 88,
  sport: 'basketball',
  league: NBA,
  status: 'finished',
  phase: 'finished',
  home: LAKERS,
  away: CELTICS,
  homeScore: 104,
  awayScore: 110,
  hasIntelligence: true,
});

const standing = (t: typeof LAKERS, group: string, rank: number, won: number, lost: number): StandingRow => ({
  rank,
  team: t,
  played: won + lost,
  won,
  drawn: 0,
  lost,
  goalsFor: 0,
  goalsAgainst: 0,
  goalDifference: 0,
  points: 0,
  winPct: won / (won + lost),
  gamesBehind: rank === 1 ? 0 : 2.5,
  form: 'WWLWL',
  zone: null,
  group,
});

const row = (over: Partial<BoxScoreRow>): BoxScoreRow => ({
  playerId: 1,
  name: '球员',
  number: 0,
  position: 'G',
  starter: false,
  minutes: 20,
  plusMinus: 0,
  points: 10,
  fieldGoalsMade: 4,
  fieldGoalsAttempted: 9,
  threesMade: 1,
  threesAttempted: 3,
  freeThrowsMade: 1,
  freeThrowsAttempted: 2,
  rebounds: 3,
  assists: 2,
  steals: 1,
  blocks: 0,
  turnovers: 1,
  fouls: 2,
  efficiency: 9,
  ...over,
});

const detail: BasketballMatchDetail = {
  sport: 'basketball',
  match,
  quarters: [],
  teamStats: null,
  boxScore: null,
  playByPlay: [],
  h2h: [
    makeMatch({
      id: 70,
      sport: 'basketball',
      league: NBA,
      kickoff: '2026-10-30T11:30:00Z',
      status: 'finished',
      home: CELTICS,
      away: LAKERS,
      homeScore: 121,
      awayScore: 99,
    }),
  ],
  form: {
    home: [
      {
        matchId: 61,
        kickoff: '2026-11-19T11:30:00Z',
        leagueShortName: 'NBA',
        opponentId: 30,
        opponentName: '勇士',
        atHome: true,
        goalsFor: 118,
        goalsAgainst: 112,
        result: 'W',
      },
    ],
    away: [
      {
        matchId: 62,
        kickoff: '2026-11-18T11:30:00Z',
        leagueShortName: 'NBA',
        opponentId: 31,
        opponentName: '尼克斯',
        atHome: false,
        goalsFor: 101,
        goalsAgainst: 108,
        result: 'L',
      },
    ],
  },
  standings: [
    standing(CELTICS, '东部', 1, 12, 3),
    ...Array.from({ length: 6 }, (_, i) => standing(team(40 + i, `球队${i}`, `队${i}`), '东部', i + 2, 8, 7)),
    standing(team(50, '俄克拉荷马城雷霆', '雷霆'), '西部', 1, 13, 2),
    standing(LAKERS, '西部', 4, 9, 6),
  ],
};

function renderDetail(url: string) {
  const store = createStore();
  setLiveFeed(
    new LiveFeed({ store, createEventSource: (u) => new FakeEventSource(u), schedule: (f) => f() }),
  );
  return render(
    <Provider store={store}>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/basketballDetail/:type/:id" element={<BasketballDetailPage />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </Provider>,
  );
}

beforeEach(() => {
  jest.mocked(getMatchDetail).mockResolvedValue(detail);
  jest.mocked(getMatchIntelligence).mockResolvedValue({
    list: [{ id: 901, title: '湖人vs凯尔特人：数据解读' }],
    page: 1,
    pageSize: 20,
    total: 1,
    hasMore: false,
  } as never);
});

test('the basketball page has an 分析 tab: 交锋 away first, both teams’ form, their conference rows, the 情报', async () => {
  renderDetail('/basketballDetail/2/88');
  fireEvent.click(await screen.findByRole('tab', { name: '分析' }));
  const panel = screen.getByRole('tabpanel');
  // 交锋: 客 score-score 主, as every basketball score reads (湖人 lost 99-121 at 凯尔特人).
  const meeting = within(panel).getByRole('link', { name: /2026-10-30 NBA 湖人 99-121 凯尔特人 ?（主）/ });
  expect(meeting).toHaveAttribute('href', '/basketballDetail/2/70');
  // 近期战绩: the away team first, each game with its result and score, opening that game.
  const forms = within(panel).getAllByRole('heading', { level: 4 });
  expect(forms.map((h) => h.textContent)).toEqual(['波士顿凯尔特人', '洛杉矶湖人']);
  expect(within(panel).getByRole('link', { name: '尼克斯 101-108' })).toHaveAttribute(
    'href',
    '/basketballDetail/2/62',
  );
  expect(within(panel).getByRole('link', { name: '勇士 118-112' })).toBeInTheDocument();
  // 积分榜: only the two teams' rows, away first, W-L, win % and the place in their own conference.
  const table = within(panel).getByRole('table');
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
    ['凯尔特人（客）', '东部第 1', '12-3', '80.0%', '—'],
    ['湖人（主）', '西部第 4', '9-6', '60.0%', '2.5'],
  ]);
  // The 情报 of the same match, one tap away.
  expect(await within(panel).findByRole('link', { name: '湖人vs凯尔特人：数据解读' })).toHaveAttribute(
    'href',
    '/intelligenceDetails/901',
  );
  expect(getMatchIntelligence).toHaveBeenCalledWith(88, expect.anything());
});

test('a competition without a table and teams without meetings say so in Chinese', async () => {
  jest.mocked(getMatchIntelligence).mockClear();
  jest.mocked(getMatchDetail).mockResolvedValue({
    ...detail,
    match: { ...match, hasIntelligence: false },
    h2h: [],
    standings: [],
  });
  renderDetail('/basketballDetail/2/88?tab=analysis');
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('两队本赛季及往季没有交锋记录')).toBeInTheDocument();
  expect(within(panel).getByText('这项赛事没有积分榜')).toBeInTheDocument();
  expect(within(panel).queryByText('本场情报')).toBeNull();
  expect(getMatchIntelligence).not.toHaveBeenCalled();
});

test('the box score puts the five starters under 首发 and the rest under 替补, with a signed +/- column', () => {
  render(
    <BoxScore
      team="洛杉矶湖人（主）"
      rows={[
        row({ playerId: 1, name: '替补甲', plusMinus: -3 }),
        ...[2, 3, 4, 5, 6].map((id) =>
          row({ playerId: id, name: `首发${id}`, starter: true, plusMinus: id === 2 ? 7 : 0 }),
        ),
        row({ playerId: 7, name: '替补乙', plusMinus: 12 }),
      ]}
    />,
  );
  const table = screen.getByRole('table', { name: '洛杉矶湖人（主）' });
  expect(within(table).getByRole('columnheader', { name: '+/-' })).toBeInTheDocument();
  const groups = within(table).getAllByRole('rowgroup').slice(1);
  expect(groups.map((g) => within(g).getAllByRole('rowheader')[0]?.textContent)).toEqual(['首发', '替补']);
  expect(within(groups[0] as HTMLElement).getAllByRole('row')).toHaveLength(6);
  expect(within(groups[1] as HTMLElement).getAllByRole('row')).toHaveLength(3);
  const cells = (name: string) => {
    const header = within(table).getByRole('rowheader', { name: new RegExp(name) });
    return [...(header.parentElement as HTMLElement).children].map((c) => c.textContent);
  };
  expect(cells('首发2').at(-1)).toBe('+7');
  expect(cells('首发3').at(-1)).toBe('0');
  expect(cells('替补甲').at(-1)).toBe('−3');
  expect(cells('替补乙').at(-1)).toBe('+12');
});

test('+/- reads with its sign', () => {
  expect([7, -3, 0].map(formatPlusMinus)).toEqual(['+7', '−3', '0']);
});
