import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, showLoginAtom } from '@jincheng/shared';
import { createOrder, getCatalogue, getPayState, getTransactions } from '../api/top-up-api';
import { catalogue, order, renderPage, state } from '../test-utils/fixtures';
import { accountAnswers, type AccountAnswers } from '../../../../../jest/account-answers';

jest.mock('../api/top-up-api');

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.MockedFunction<T>;

let account: AccountAnswers;
let cashierTab: { closed: boolean; opener: unknown; location: { href: string }; close: jest.Mock };

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers();
  mocked(getCatalogue).mockResolvedValue(catalogue());
  account = accountAnswers(() => Promise.resolve({ userId: '10002', balance: 0 }));
  mocked(createOrder).mockResolvedValue(order());
  mocked(getPayState).mockResolvedValue(state());
  cashierTab = { closed: false, opener: window, location: { href: '' }, close: jest.fn() };
  jest.spyOn(window, 'open').mockReturnValue(cashierTab as unknown as Window);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function payFor30(url?: string) {
  const u = user();
  renderPage({ url });
  await u.click(await screen.findByRole('radio', { name: /^30 元/ }));
  await u.click(screen.getByRole('button', { name: '立即充值' }));
  return u;
}

describe('signed out', () => {
  it('explains and opens the login dialog', async () => {
    renderPage({ signedIn: false });
    expect(screen.getByRole('heading', { level: 1, name: '充值中心（首单福利）' })).toBeVisible();
    expect(screen.getByText(/登录后可在这里充值金币/)).toBeVisible();
    expect(appStore.get(showLoginAtom)).toBe(true);
    act(() => appStore.set(showLoginAtom, false));
    await user().click(screen.getByRole('button', { name: '登录 / 注册' }));
    expect(appStore.get(showLoginAtom)).toBe(true);
    expect(getCatalogue).not.toHaveBeenCalled();
  });
});

describe('the top-up form', () => {
  it('shows the balance, the packages as a radio group, the benefit and the summary', async () => {
    accountAnswers(() => Promise.resolve({ userId: '10002', balance: 120 }));
    renderPage();
    await waitFor(() => expect(screen.getByTestId('top-up-balance')).toHaveTextContent('120'));
    const packages = screen.getByRole('group', { name: '选择充值金额' });
    expect(within(packages).getAllByRole('radio')).toHaveLength(3);
    expect(
      within(packages).getByRole('radio', { name: /^30 元，300 金币，赠送 30 金币，首单加赠 300 金币$/ }),
    ).toBeChecked();
    expect(screen.getByRole('complementary', { name: '首单福利' })).toHaveTextContent('首次充值成功');
    const summary = screen.getByRole('region', { name: '订单摘要' });
    expect(summary).toHaveTextContent('¥30.00');
    expect(summary).toHaveTextContent('合计到账630 金币');
    await user().click(screen.getByRole('radio', { name: '支付宝' }));
    expect(summary).toHaveTextContent('支付宝');
  });

  it('leaves the benefit out once it has been used', async () => {
    mocked(getCatalogue).mockResolvedValue(catalogue(false));
    renderPage();
    expect(await screen.findByText(/首单福利已享受/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /^30 元/ })).toHaveAccessibleName(
      '30 元，300 金币，赠送 30 金币',
    );
    expect(screen.getByRole('region', { name: '订单摘要' })).toHaveTextContent('合计到账330 金币');
  });

  it('offers 重试 when the packages cannot be loaded', async () => {
    mocked(getCatalogue).mockRejectedValueOnce(new Error('网络问题'));
    renderPage();
    await user().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('radio', { name: /^30 元/ })).toBeInTheDocument();
  });

  it('says 充值通道暂未开放 instead of the form when the server has no payment provider', async () => {
    mocked(getCatalogue).mockResolvedValue(catalogue(true, false));
    mocked(getTransactions).mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 10 });
    renderPage();
    expect(await screen.findByRole('heading', { name: '充值通道暂未开放' })).toBeVisible();
    expect(screen.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user().click(screen.getByRole('link', { name: '查看账户明细' }));
    expect(await screen.findByRole('tab', { name: '账户明细', selected: true })).toBeInTheDocument();
  });
});

describe('paying', () => {
  it('creates the order, opens the cashier, and on 支付成功 updates the shared balance', async () => {
    await payFor30();
    expect(createOrder).toHaveBeenCalledWith({
      amountFen: 3000,
      payMethod: 'wechat',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(cashierTab.location.href).toBe(order().cashierUrl);
    expect(await screen.findByRole('img', { name: '支付二维码' })).toBeVisible();
    expect(screen.getByRole('link', { name: '打开支付页面' })).toHaveAttribute('href', order().cashierUrl);

    accountAnswers(() => Promise.resolve({ userId: '10002', balance: 630 }));
    mocked(getPayState).mockResolvedValue(state({ state: 'paid', paidAt: 1_750_000_100_000 }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(screen.getByText('630 金币已到账（含首单福利 300 金币）。')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('top-up-balance')).toHaveTextContent('630'));
  });

  it('sent from a purchase the balance was short for, offers 返回继续购买 once paid; never to another site', async () => {
    const back = '/solutionDetails?id=9';
    await payFor30(`/balanceTopUp?back=${encodeURIComponent(back)}`);
    await screen.findByRole('img', { name: '支付二维码' });
    mocked(getPayState).mockResolvedValue(state({ state: 'paid', paidAt: 1_750_000_100_000 }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(screen.getByRole('link', { name: '返回继续购买' })).toHaveAttribute('href', back);
    expect(screen.getByRole('button', { name: '继续充值' })).toBeVisible();
  });

  it('offers no way back for a foreign ?back=, nor after a payment that failed', async () => {
    await payFor30(`/balanceTopUp?back=${encodeURIComponent('//evil.example/x')}`);
    await screen.findByRole('img', { name: '支付二维码' });
    mocked(getPayState).mockResolvedValue(state({ state: 'paid', paidAt: 1_750_000_100_000 }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
    expect(screen.queryByRole('link', { name: '返回继续购买' })).not.toBeInTheDocument();
  });

  it('shows 已取消 and leaves the balance alone when the payer cancels', async () => {
    await payFor30();
    await screen.findByRole('img', { name: '支付二维码' });
    const calls = account.reads();
    mocked(getPayState).mockResolvedValue(state({ state: 'closed', closeReason: 'cancelled' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '已取消' })).toBeVisible();
    expect(account.reads()).toBe(calls);
    expect(screen.getByTestId('top-up-balance')).toHaveTextContent('0');
  });

  it('says 支付失败 for an expired order', async () => {
    await payFor30();
    await screen.findByRole('img', { name: '支付二维码' });
    mocked(getPayState).mockResolvedValue(state({ state: 'failed', closeReason: 'expired' }));
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '支付失败' })).toBeVisible();
    expect(screen.getByText(/订单已过期/)).toBeVisible();
  });

  it('backs off, stops after the bound, and 重新查询 starts again', async () => {
    await payFor30();
    await screen.findByRole('img', { name: '支付二维码' });
    await act(() => jest.advanceTimersByTimeAsync(1000 + 1500 + 2250));
    expect(getPayState).toHaveBeenCalledTimes(3);
    await act(() => jest.advanceTimersByTimeAsync(180_000));
    const calls = mocked(getPayState).mock.calls.length;
    expect(calls).toBeLessThanOrEqual(3 + Math.ceil(180_000 / 5000));
    const again = screen.getByRole('button', { name: '仍未完成支付，点击重新查询' });
    await act(() => jest.advanceTimersByTimeAsync(30_000));
    expect(getPayState).toHaveBeenCalledTimes(calls);

    mocked(getPayState).mockResolvedValue(state({ state: 'paid' }));
    await user().click(again);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeVisible();
  });

  it('closes the blank tab and keeps the form when the order cannot be created', async () => {
    mocked(createOrder).mockRejectedValueOnce(new Error('网络问题'));
    const u = await payFor30();
    await waitFor(() => expect(cashierTab.close).toHaveBeenCalled());
    const firstKey = mocked(createOrder).mock.calls[0]?.[0].idempotencyKey;
    await u.click(await screen.findByRole('button', { name: '立即充值' }));
    // Trying the same purchase again reuses the key, so a lost answer never means a second order.
    await waitFor(() => expect(createOrder).toHaveBeenCalledTimes(2));
    expect(mocked(createOrder).mock.calls[1]?.[0].idempotencyKey).toBe(firstKey);
  });
});
