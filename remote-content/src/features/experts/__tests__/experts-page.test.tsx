import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expert } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { getExperts } from '../../../api/experts-api';
import ExpertsPage from '../experts-page';
import { EXPERTS_PAGE_SIZE } from '../prefetch';

jest.mock('../../../api/experts-api');

const page = (rates: number[], n: number, hasMore: boolean) => ({
  list: rates.map((hitRate, i) => expert(n + i, { name: `专家${n + i}`, hitRate })),
  page: n === 1 ? 1 : 2,
  pageSize: EXPERTS_PAGE_SIZE,
  total: 4,
  hasMore,
});

describe('experts list', () => {
  it('keeps the order the server sorted in, across 加载更多', async () => {
    jest
      .mocked(getExperts)
      .mockResolvedValueOnce(page([86.1, 84.1], 1, true))
      .mockResolvedValueOnce(page([82.3, 80], 3, false));
    renderScreen(<ExpertsPage />, { url: '/experts' });
    const list = await screen.findByRole('list', { name: '专家列表' });
    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }));
    await screen.findByText('专家4');
    const rates = within(list)
      .getAllByRole('listitem')
      .map((li) => /(\d+(\.\d)?)%/.exec(li.textContent ?? '')?.[1]);
    expect(rates).toEqual(['86.1', '84.1', '82.3', '80']);
    expect(getExperts).toHaveBeenCalledWith(expect.objectContaining({ sort: 'hitRate', page: 2 }));
  });

  it('says a hit rate over fewer than 10 settled picks is not ranked, and the rule of the list', async () => {
    jest.mocked(getExperts).mockResolvedValueOnce({
      list: [
        expert(1, { name: '老将', hitRate: 71.4, settled: 42, red: 30, black: 12, rateRanked: true }),
        expert(2, { name: '新人', hitRate: 100, settled: 2, red: 2, black: 0, rateRanked: false }),
      ],
      page: 1,
      pageSize: EXPERTS_PAGE_SIZE,
      total: 2,
      hasMore: false,
    });
    renderScreen(<ExpertsPage />, { url: '/experts' });
    const list = await screen.findByRole('list', { name: '专家列表' });
    const [veteran, rookie] = within(list).getAllByRole('listitem');
    expect(rookie).toHaveTextContent('100%仅2场');
    expect(veteran).not.toHaveTextContent('仅');
    expect(screen.getByText(/按命中率排序只计已结算满 10 场的专家/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '连红' }));
    expect(screen.queryByText(/按命中率排序只计/)).not.toBeInTheDocument();
  });
});
