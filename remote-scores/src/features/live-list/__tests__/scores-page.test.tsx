import { act, fireEvent, screen, within } from '@testing-library/react';
import { clearToasts, getToasts, storage } from '@jincheng/shared';
import { FakeEventSource } from '../../../test-utils/fake-event-source';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getMatches } from '../api/matches-api';
import { listData, renderScores } from '../../../test-utils/render-scores-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() =>
    Promise.resolve({ today: '2026-11-23', days: [{ date: '2026-11-23', count: 4, live: 2 }] }),
  ),
}));

const seria = {
  id: 3,
  sport: 'football' as const,
  name: '意大利甲级联赛',
  shortName: '意甲',
  color: '#0578FF',
};
const day = [
  makeMatch({ id: 1 }),
  makeMatch({
    id: 2,
    status: 'half_time',
    statusLabel: '中场',
    minute: 45,
    clockLabel: '中场',
    league: seria,
  }),
  makeMatch({
    id: 3,
    status: 'finished',
    statusLabel: '完场',
    phase: 'finished',
    minute: null,
    clockLabel: '完场',
  }),
  makeMatch({
    id: 4,
    status: 'scheduled',
    statusLabel: '未开赛',
    phase: 'upcoming',
    minute: null,
    clockLabel: '20:00',
    homeScore: null,
    awayScore: null,
    halfTime: null,
    corners: null,
    league: seria,
  }),
];

beforeEach(() => {
  for (const key of ['scoresLeagueFilter', 'follows', 'scoresSound'] as const) storage.remove(key);
  clearToasts();
  jest.mocked(getMatches).mockResolvedValue(listData(day));
});

const rows = () =>
  screen.getAllByRole('link', { name: /^(英超|意甲) / }).map((l) => l.getAttribute('aria-label'));

test('rows show each status, with score, half-time, corners and an accessible name', async () => {
  renderScores();
  expect(await screen.findByRole('link', { name: "英超 曼彻斯特城 2-1 阿森纳 78'" })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '意甲 曼彻斯特城 2-1 阿森纳 中场' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '英超 曼彻斯特城 2-1 阿森纳 完场' })).toBeInTheDocument();
  const upcoming = screen.getByRole('link', { name: /意甲 曼彻斯特城 vs 阿森纳 \d\d:\d\d 未开赛/ });
  expect(within(upcoming).getByText('未开赛')).toBeInTheDocument();
  const live = screen.getByRole('link', { name: /78'/ });
  expect(within(live).getByText('半 1-1')).toBeInTheDocument();
  expect(within(live).getByText('角 5-3')).toBeInTheDocument();
  expect(within(live).getByTitle('黄牌 2')).toBeInTheDocument();
});

test('tabs are counted and filter the list', async () => {
  renderScores();
  await screen.findAllByRole('link', { name: /英超/ });
  expect(screen.getByRole('tab', { name: '全部 4' })).toHaveAttribute('aria-selected', 'true');
  fireEvent.click(screen.getByRole('tab', { name: '进行中 2' }));
  expect(rows()).toEqual(["英超 曼彻斯特城 2-1 阿森纳 78'", '意甲 曼彻斯特城 2-1 阿森纳 中场']);
  fireEvent.click(screen.getByRole('tab', { name: '已完场 1' }));
  expect(rows()).toEqual(['英超 曼彻斯特城 2-1 阿森纳 完场']);
  expect(screen.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'scores-tab-finished');
});

test('the league filter narrows the list and is remembered', async () => {
  renderScores();
  await screen.findAllByRole('link', { name: /意甲/ });
  fireEvent.click(screen.getByRole('button', { name: '赛事筛选' }));
  const dialog = await screen.findByRole('dialog', { name: /赛事筛选/ });
  fireEvent.click(within(dialog).getByRole('button', { name: '反选' }));
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /意甲/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
  expect(rows().length).toBeGreaterThan(0);
  expect(rows().every((name) => name?.startsWith('意甲'))).toBe(true);
  expect(screen.getByRole('tab', { name: '全部 2' })).toBeInTheDocument();
  expect(JSON.parse(storage.get('scoresLeagueFilter') ?? '{}')).toEqual({ football: [1], basketball: [] });
});

test('a starred match is pinned on top and stays starred on the next visit', async () => {
  const first = renderScores();
  const finished = await screen.findByRole('link', { name: '英超 曼彻斯特城 2-1 阿森纳 完场' });
  fireEvent.click(within(finished.parentElement!).getByRole('button', { name: /^关注 / }));
  expect(await screen.findByText('我的关注')).toBeInTheDocument();
  expect(rows()[0]).toBe('英超 曼彻斯特城 2-1 阿森纳 完场');
  first.unmount();
  renderScores();
  await screen.findByText('我的关注');
  expect(rows()[0]).toBe('英超 曼彻斯特城 2-1 阿森纳 完场');
  expect(screen.getAllByRole('button', { name: /^关注 /, pressed: true })).toHaveLength(1);
});

test('a goal highlights the row, toasts and is announced; a correction does not', async () => {
  renderScores();
  await screen.findAllByRole('link', { name: /英超/ });
  const feed = FakeEventSource.latest();
  expect(feed.url).toContain('lastEventId=100');
  const goal = { matchId: 1, sport: 'football', changes: { homeScore: 3 }, at: 0, side: 'home' };
  act(() => feed.emit('goal', 101, { ...goal, minuteLabel: "80'", playerName: '哈兰德', kind: 'goal' }));
  const row = screen.getByRole('link', { name: "英超 曼彻斯特城 3-1 阿森纳 78'" }).parentElement;
  expect(row).toHaveAttribute('data-highlight', 'goal');
  expect(within(row!).getByText('进球')).toBeInTheDocument();
  expect(getToasts().map((t) => t.message)).toEqual(["进球！ 英超 曼城 3-1 阿森纳 80' 哈兰德"]);
  expect(screen.getByRole('status')).toHaveTextContent('进球！ 英超 曼城 3-1 阿森纳');

  act(() =>
    feed.emit('correction', 102, {
      matchId: 2,
      sport: 'football',
      changes: { homeScore: 1 },
      at: 0,
      reason: 'VAR',
    }),
  );
  const corrected = screen.getByRole('link', { name: '意甲 曼彻斯特城 1-1 阿森纳 中场' }).parentElement;
  expect(corrected).not.toHaveAttribute('data-highlight');
  expect(getToasts()).toHaveLength(1);
});

test('basketball rows show the away team on the left and quarter scores', async () => {
  const nba = {
    id: 50,
    sport: 'basketball' as const,
    name: '美国职业篮球联赛',
    shortName: 'NBA',
    color: '#1D428A',
  };
  jest.mocked(getMatches).mockResolvedValue(
    listData([
      makeMatch({
        id: 60,
        sport: 'basketball',
        league: nba,
        status: 'q3',
        statusLabel: '第三节',
        minute: null,
        period: 3,
        clock: 312,
        clockLabel: '第三节 05:12',
        home: { id: 1, name: '洛杉矶湖人', shortName: '湖人', nameEn: 'Lakers', logo: '', rank: 3 },
        away: { id: 2, name: '金州勇士', shortName: '勇士', nameEn: 'Warriors', logo: '', rank: 5 },
        homeScore: 70,
        awayScore: 65,
        halfTime: null,
        corners: null,
        periods: [
          { home: 30, away: 25 },
          { home: 28, away: 30 },
          { home: 12, away: 10 },
        ],
      }),
    ]),
  );
  renderScores('basketball', '/basket');
  const row = await screen.findByRole('link', { name: 'NBA 金州勇士 65-70 洛杉矶湖人 第三节 05:12' });
  const text = row.textContent ?? '';
  expect(text.indexOf('勇士')).toBeLessThan(text.indexOf('湖人'));
  expect(within(row).getByText('65-70')).toBeInTheDocument();
  expect(within(row).getByText('25-30', { exact: false })).toBeInTheDocument();
  expect(within(row).getByText('10-12', { exact: false })).toBeInTheDocument();
});
