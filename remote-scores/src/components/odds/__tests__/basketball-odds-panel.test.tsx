import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, type BookMarket, type MatchOddsData, type OddsPrice } from '@jincheng/shared';
import { getMatchOdds } from '../../../api/odds/odds-api';
import { OddsPanel } from '../odds-panel';

jest.mock('../../../api/odds/odds-api');
const mocked = jest.mocked(getMatchOdds);

const pre = (p: OddsPrice, at: string, reason: 'open' | 'move') => ({
  ...p,
  phase: 'pre' as const,
  at,
  minuteLabel: null,
  score: null,
  reason,
});
const market = (opening: OddsPrice, current: OddsPrice, state: BookMarket['state']): BookMarket => ({
  opening,
  current,
  state,
  history: [pre(opening, '2026-11-19T11:00:00Z', 'open'), pre(current, '2026-11-22T10:55:00Z', 'move')],
});

/** A strong away side at a weak home side: the away team is the favourite and gives 7.5 points. */
function basketballOdds(phase: MatchOddsData['phase'] = 'pre'): MatchOddsData {
  const state = phase === 'pre' ? 'open' : 'closed';
  return {
    matchId: 501,
    sport: 'basketball',
    phase,
    note: phase === 'live' ? '篮球不提供滚球指数：比赛开始后封盘，显示终盘' : null,
    opensAt: null,
    books: [
      {
        book: { id: 'jinguan', name: '锦官' },
        euro: market(
          { prices: [2.6, 1.5], line: null, lineLabel: null },
          { prices: [3.1, 1.38], line: null, lineLabel: null },
          state,
        ),
        asia: market(
          { prices: [1.92, 1.89], line: -5.5, lineLabel: '客让5.5' },
          { prices: [1.88, 1.93], line: -7.5, lineLabel: '客让7.5' },
          state,
        ),
        total: market(
          { prices: [1.9, 1.91], line: 221.5, lineLabel: '221.5' },
          { prices: [1.87, 1.94], line: 223.5, lineLabel: '223.5' },
          state,
        ),
      },
    ],
  };
}

function renderPanel() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <OddsPanel matchId={501} sport="basketball" />
    </QueryClientProvider>,
  );
}

describe('篮球指数 tab', () => {
  beforeEach(() => mocked.mockReset());

  it('shows 胜负, 让分 and 大小分 away first, saying which side gives the points', async () => {
    mocked.mockResolvedValue(basketballOdds());
    renderPanel();
    const ml = await screen.findByRole('region', { name: '胜负表格' });
    expect(screen.getByRole('region', { name: '让分表格' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '大小分表格' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '欧赔表格' })).toBeNull();
    expect(within(ml).getAllByRole('columnheader', { name: '客胜' })).toHaveLength(2);
    // 客胜 first: the away favourite's 1.50 → 1.38 is the left cell of each half.
    const row = within(ml).getByRole('row', { name: /锦官/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['1.50', '2.60', '1.38↓降', '3.10↑升']);
    const spread = screen.getByRole('region', { name: '让分表格' });
    const cells = within(within(spread).getByRole('row', { name: /锦官/ })).getAllByRole('cell');
    expect(cells.slice(0, 6).map((c) => c.textContent?.replace(/[↑↓升降]/g, ''))).toEqual([
      '1.89',
      '客让5.5',
      '1.92',
      '1.93',
      '客让7.5',
      '1.88',
    ]);
    expect(screen.getByTestId('odds-basketball-note')).toHaveTextContent('客队在左、主队在右');
  });

  it('opens a book’s history, before the tip by time, prices away first', async () => {
    mocked.mockResolvedValue(basketballOdds());
    renderPanel();
    const button = await screen.findByRole('button', { name: '锦官让分走势' });
    fireEvent.click(button);
    const history = document.getElementById(button.getAttribute('aria-controls') ?? '')!;
    const rows = within(history).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('客队让分主队');
    expect(rows[1]).toHaveTextContent('客让7.5');
    expect(rows[2]).toHaveTextContent('初盘');
  });

  it('in play shows the closing quote (终盘) and says there is no in-play market', async () => {
    mocked.mockResolvedValue(basketballOdds('live'));
    renderPanel();
    const ml = await screen.findByRole('region', { name: '胜负表格' });
    expect(within(ml).getAllByRole('columnheader', { name: '终盘' })).toHaveLength(1);
    expect(screen.getByTestId('odds-basketball-note')).toHaveTextContent('篮球不提供滚球指数');
  });
});
