import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction, TransactionPage } from '@jincheng/shared';
import { getCatalogue, getTransactions } from '../api/top-up-api';
import { catalogue, renderPage } from '../test-utils/fixtures';
import { accountAnswers } from '../../../../../jest/account-answers';

jest.mock('../api/top-up-api');

const fetchPage = getTransactions as jest.MockedFunction<typeof getTransactions>;

const item = (id: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id,
  kind: 'top-up',
  title: '充值 ¥30.00（微信支付）',
  detail: '订单 JC20250601120000000001，含赠送 30 金币、首单福利 300 金币',
  delta: 630,
  balanceAfter: 630,
  createdAt: Date.UTC(2025, 5, 1, 12, 0, 0),
  ...overrides,
});

const page = (list: Transaction[], total = list.length, n = 1): TransactionPage => ({
  list,
  total,
  page: n,
  pageSize: 10,
});

beforeEach(() => {
  jest.clearAllMocks();
  (getCatalogue as jest.Mock).mockResolvedValue(catalogue());
  accountAnswers(() => Promise.resolve({ userId: '10002', balance: 600 }));
});

describe('账户明细', () => {
  it('is a tab of the same route, listing top-ups and purchases in Shanghai time', async () => {
    fetchPage.mockResolvedValue(
      page([
        item(2, { kind: 'purchase', title: '购买方案', detail: '方案编号 7', delta: -30, balanceAfter: 600 }),
        item(1),
      ]),
    );
    renderPage();
    await userEvent.click(screen.getByRole('tab', { name: '账户明细' }));
    expect(screen.getByRole('tab', { name: '账户明细' })).toHaveAttribute('aria-selected', 'true');
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('购买方案');
    expect(rows[0]).toHaveTextContent('-30 金币');
    expect(rows[1]).toHaveTextContent('+630 金币');
    expect(rows[1]).toHaveTextContent('余额 630');
    expect(within(rows[1] as HTMLElement).getByText('2025-06-01 20:00:00')).toBeVisible();
    expect(screen.getByText('共 2 条记录')).toBeVisible();
  });

  it('opens on ?tab=history, says so when there is nothing yet', async () => {
    fetchPage.mockResolvedValue(page([]));
    renderPage({ url: '/balanceTopUp?tab=history' });
    expect(await screen.findByText(/暂无账户明细/)).toBeVisible();
  });

  it('pages with 上一页 / 下一页', async () => {
    fetchPage.mockImplementation(async (n) =>
      page(
        n === 1 ? Array.from({ length: 10 }, (_, i) => item(30 - i)) : [item(5, { title: '第二页' })],
        11,
        n,
      ),
    );
    renderPage({ url: '/balanceTopUp?tab=history' });
    const pager = await screen.findByRole('navigation', { name: '账户明细分页' });
    expect(within(pager).getByText('第 1 / 2 页')).toBeVisible();
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第二页')).toBeVisible();
    expect(fetchPage).toHaveBeenLastCalledWith(2);
  });

  it('offers 重试 when the history cannot be loaded', async () => {
    fetchPage.mockRejectedValueOnce(new Error('网络问题')).mockResolvedValue(page([item(1)]));
    renderPage({ url: '/balanceTopUp?tab=history' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('moves between the tabs with the arrow keys', async () => {
    fetchPage.mockResolvedValue(page([]));
    renderPage();
    screen.getByRole('tab', { name: '充值' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '账户明细' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: '账户明细' })).toHaveAttribute('aria-selected', 'true');
  });
});
