import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@jincheng/shared';
import { getMatchOdds } from '../../../api/odds/odds-api';
import { OddsPanel } from '../odds-panel';
import { liveOdds } from '../../../test-utils/odds-fixture';

jest.mock('../../../api/odds/odds-api');
const mocked = jest.mocked(getMatchOdds);

function renderPanel() {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <OddsPanel matchId={77} />
    </QueryClientProvider>,
  );
}

describe('指数 tab', () => {
  beforeEach(() => mocked.mockReset());

  it('shows each market with book rows, opening against current, moves in colour and in words', async () => {
    mocked.mockResolvedValue(liveOdds());
    renderPanel();
    expect(screen.getByText('指数加载中…')).toBeInTheDocument();
    const euro = await screen.findByRole('region', { name: '欧赔表格' });
    expect(screen.getByRole('region', { name: '亚盘表格' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '大小球表格' })).toBeInTheDocument();
    const row = within(euro).getByRole('row', { name: /锦官/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, 6).map((c) => c.textContent)).toEqual([
      '2.10',
      '3.30',
      '3.40',
      '1.45↓降',
      '4.10↑升',
      '7.20↑升',
    ]);
    expect(cells[3]).toHaveAttribute('data-move', 'down');
    expect(cells[4]).toHaveAttribute('data-move', 'up');
    expect(within(euro).getAllByRole('columnheader', { name: '即时（滚球）' })).toHaveLength(1);
    const total = screen.getByRole('region', { name: '大小球表格' });
    const totalRow = within(total).getByRole('row', { name: /青城/ });
    expect(within(totalRow).getAllByRole('cell')[4]).toHaveTextContent('3↑升');
  });

  it('opens a book’s movement history with the in-play minute, score and reason', async () => {
    mocked.mockResolvedValue(liveOdds());
    renderPanel();
    const button = await screen.findByRole('button', { name: '锦官亚盘走势' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const history = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(history).not.toBeNull();
    const rows = within(history!).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent("滚球 38'");
    expect(rows[0]).toHaveTextContent('1-0');
    expect(rows[0]).toHaveTextContent('进球后');
    expect(rows[1]).toHaveTextContent('赛前');
    expect(rows[1]).toHaveTextContent('初盘');
  });

  it('marks a suspended market in words', async () => {
    mocked.mockResolvedValue(liveOdds(77, 'suspended'));
    renderPanel();
    const euro = await screen.findByRole('region', { name: '欧赔表格' });
    expect(within(euro).getByRole('row', { name: /锦官/ })).toHaveTextContent('封盘');
  });

  it('says why there are no odds yet, and when they open', async () => {
    mocked.mockResolvedValue({
      matchId: 77,
      phase: 'none',
      note: '初盘将于开赛前三天开出',
      opensAt: '2026-11-27T12:30:00Z',
      books: [],
    });
    renderPanel();
    expect(await screen.findByText('暂无指数')).toBeInTheDocument();
    expect(screen.getByText(/初盘将于开赛前三天开出（11-27 20:30）/)).toBeInTheDocument();
  });

  it('offers 重试 after a failed read, and shows the odds once it works', async () => {
    mocked.mockRejectedValueOnce(new Error('network'));
    mocked.mockResolvedValue(liveOdds());
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert')).toHaveTextContent('指数加载失败');
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByRole('region', { name: '欧赔表格' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
