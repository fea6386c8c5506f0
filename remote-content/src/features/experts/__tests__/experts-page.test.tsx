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
});
