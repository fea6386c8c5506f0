import { act, fireEvent, screen } from '@testing-library/react';
import { storage, type DayOddsData } from '@jincheng/shared';
import { makeMatch } from '../test-utils/live-fixtures';
import { getMatches } from '../features/live-list/api/matches-api';
import { listData, renderScores } from '../test-utils/render-scores-page';
import { getDayOdds } from '../api/odds/odds-api';

jest.mock('../features/live-list/api/matches-api', () => ({
  ...(jest.createMockFromModule('../features/live-list/api/matches-api') as object),
  getMatches: jest.fn(),
  getMatchDays: jest.fn(() => Promise.resolve({ today: '2026-11-23', days: [] })),
}));
jest.mock('../api/odds/odds-api');

const day: DayOddsData = {
  date: '2026-11-23',
  book: { id: 'jinguan', name: '锦官' },
  books: [{ id: 'jinguan', name: '锦官' }],
  matches: [
    {
      matchId: 1,
      phase: 'live',
      state: 'open',
      euro: { prices: [1.9, 3.4, 4.1], line: null, lineLabel: null },
      asia: { prices: [0.92, 0.94], line: 0.5, lineLabel: '半球' },
    },
  ],
};

describe('/match odds column', () => {
  beforeEach(() => {
    storage.remove('scoresOdds');
    jest.mocked(getMatches).mockResolvedValue(listData([makeMatch({ id: 1 })]));
    jest.mocked(getDayOdds).mockResolvedValue(day);
  });

  it('is off by default and reads no odds', async () => {
    renderScores();
    const toggle = await screen.findByRole('button', { name: '指数：关' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(getDayOdds).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /锦官亚盘/ })).toBeNull();
  });

  it('shows one book’s 亚盘 per row when switched on, and remembers it', async () => {
    renderScores();
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: '指数：关' })));
    const row = await screen.findByRole('link', { name: /锦官亚盘 半球 主0.92 客0.94$/ });
    expect(row).toHaveTextContent('半球 0.92/0.94');
    expect(screen.getByRole('button', { name: '指数：开' })).toHaveAttribute('aria-pressed', 'true');
    expect(storage.get('scoresOdds')).toBe('on');
    expect(getDayOdds).toHaveBeenCalledWith(undefined, 'jinguan', expect.anything());
  });
});
