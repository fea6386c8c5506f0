import { fireEvent, screen, within } from '@testing-library/react';
import { storage } from '@jincheng/shared';
import { makeMatch } from '../../../test-utils/live-fixtures';
import { getMatches } from '../api/matches-api';
import { listData, renderScores } from '../../../test-utils/render-scores-page';

jest.mock('../api/matches-api', () => ({
  ...(jest.createMockFromModule('../api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() =>
    Promise.resolve({ today: '2026-11-23', days: [{ date: '2026-11-23', count: 3, live: 1 }] }),
  ),
}));

const u19 = {
  id: 84,
  sport: 'football' as const,
  name: '西班牙U19联赛',
  shortName: '西U19',
  color: '#888888',
};
const upcoming = {
  status: 'scheduled' as const,
  statusLabel: '未开赛',
  phase: 'upcoming' as const,
  minute: null,
  clockLabel: '20:00',
  homeScore: null,
  awayScore: null,
  halfTime: null,
  corners: null,
};
// As the API sends a day: the bigger match first (importance), each marked important or not.
const derby = makeMatch({
  id: 1,
  ...upcoming,
  home: { id: 20, name: '国际米兰', shortName: '国米', nameEn: 'Inter', logo: '/b/20.svg', rank: 1 },
  away: { id: 21, name: 'AC米兰', shortName: 'AC米兰', nameEn: 'Milan', logo: '/b/21.svg', rank: 5 },
  importance: 72,
  important: true,
});
const midTable = makeMatch({ id: 2, ...upcoming, importance: 50, important: false });
const youth = makeMatch({ id: 3, ...upcoming, league: u19, importance: 6, important: false });

beforeEach(() => {
  for (const key of ['scoresLeagueFilter', 'follows', 'scoresSound'] as const) storage.remove(key);
});

const rowNames = () => screen.getAllByRole('link', { name: /vs/ }).map((l) => l.getAttribute('aria-label'));

test('重要 lists only the important matches, counts included, and is a pressed toggle', async () => {
  jest.mocked(getMatches).mockResolvedValue(listData([derby, midTable, youth]));
  renderScores();
  await screen.findAllByRole('link', { name: /vs/ });
  // The server's order is kept: the derby first, the U19 game last.
  expect(rowNames()).toHaveLength(3);
  expect(rowNames()[0]).toMatch(/^英超 国际米兰 vs AC米兰/);
  expect(rowNames()[2]).toMatch(/^西U19 /);
  const chip = screen.getByRole('button', { name: '重要' });
  expect(chip).toHaveAttribute('aria-pressed', 'false');
  fireEvent.click(chip);
  expect(screen.getByRole('button', { name: '重要' })).toHaveAttribute('aria-pressed', 'true');
  expect(rowNames()).toEqual([expect.stringMatching(/^英超 国际米兰 vs AC米兰/)]);
  expect(within(screen.getByRole('tab', { name: /全部/ })).getByText('1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: '重要' }));
  expect(rowNames()).toHaveLength(3);
});

test('a day without important matches says so under 重要 and offers 全部', async () => {
  jest.mocked(getMatches).mockResolvedValue(listData([midTable, youth]));
  renderScores('football', '/match?important=1');
  expect(await screen.findByText('这一天没有重要比赛')).toBeInTheDocument();
  expect(screen.queryAllByRole('link', { name: /vs/ })).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: '全部' }));
  expect(await screen.findAllByRole('link', { name: /vs/ })).toHaveLength(2);
  expect(screen.getByRole('button', { name: '重要' })).toHaveAttribute('aria-pressed', 'false');
});
