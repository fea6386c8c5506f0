import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountQuery, apiClient, PAY_API, RequestError, showLoginAtom, viewerId } from '@jincheng/shared';
import { accountAnswers } from '../../../../../jest/account-answers';
import { solution } from '../../../test-utils/fixtures';
import { renderScreen } from '../../../test-utils/render';
import { buySolution, getSolution } from '../api/solution-api';
import SolutionDetailPage from '../solution-detail-page';

jest.mock('../api/solution-api');

const getMock = jest.mocked(getSolution);
const buyMock = jest.mocked(buySolution);
const url = '/solutionDetails?id=9';

/** The header's balance for the signed-in test viewer (token 't'), as the account query holds it. */
const balanceOf = (view: ReturnType<typeof renderScreen>) =>
  view.queryClient.getQueryData(accountQuery(viewerId('t')).queryKey)?.balance;

async function openConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: '购买方案（28 金币）' }));
  return screen.getByRole('dialog', { name: '确认购买' });
}

describe('buying a solution', () => {
  beforeEach(() => {
    getMock.mockReset();
    buyMock.mockReset();
    getMock.mockResolvedValue(solution(9));
    accountAnswers(() => Promise.resolve({ userId: '10001', balance: 100 }));
  });

  it('shows the free summary to everyone and opens the login dialog for a visitor', async () => {
    const { store } = renderScreen(<SolutionDetailPage />, { url });
    expect(await screen.findByText('免费摘要：两队近况')).toBeInTheDocument();
    expect(screen.queryByText('专家分析')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '购买方案（28 金币）' }));
    expect(store.get(showLoginAtom)).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buyMock).not.toHaveBeenCalled();
  });

  it('asks first, then unlocks the analysis and sets the header balance from the answer', async () => {
    buyMock.mockResolvedValue({
      solutionId: 9,
      charged: 28,
      alreadyPurchased: false,
      balance: 72,
      analysis: '主队控球占优，客队防线老化。',
      pick: '主胜',
    });
    const view = renderScreen(<SolutionDetailPage />, { url, token: 't' });
    const dialog = await openConfirm();
    expect(dialog).toHaveTextContent('当前余额：100 金币');
    expect(screen.getByRole('button', { name: '支付 28 金币' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '支付 28 金币' }));

    expect(await screen.findByText('主队控球占优，客队防线老化。')).toBeInTheDocument();
    expect(screen.getByText('推荐：主胜')).toBeInTheDocument();
    expect(buyMock).toHaveBeenCalledWith(9);
    expect(balanceOf(view)).toBe(72);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /专家分析/ })).toHaveFocus();
  });

  // Tab staying inside is the browser's (a modal <dialog>), checked in a real browser by e2e.
  it('opens modal with focus on 支付, cancels with Escape and gives the focus back to 购买', async () => {
    renderScreen(<SolutionDetailPage />, { url, token: 't' });
    const dialog = await openConfirm();
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/当前余额：100 金币/);
    expect(screen.getByRole('button', { name: '支付 28 金币' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '购买方案（28 金币）' })).toHaveFocus();
    expect(buyMock).not.toHaveBeenCalled();
  });

  it('says the balance is too low and links to the top-up centre', async () => {
    buyMock.mockRejectedValue(new RequestError('余额不足，当前余额 10', 'business', 402));
    const view = renderScreen(<SolutionDetailPage />, { url, token: 't' });
    await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: '支付 28 金币' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('余额不足，当前余额 10，本方案需要 28 金币');
    expect(screen.getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      `/balanceTopUp?back=${encodeURIComponent(url)}`,
    );
    expect(screen.queryByText('专家分析')).not.toBeInTheDocument();
    expect(balanceOf(view)).toBe(100);
    // A purchase is a write that moves money: one request per 支付, never retried by the data layer.
    expect(buyMock).toHaveBeenCalledTimes(1);
  });

  /** The account with `balance`, and the top-up catalogue saying whether coins can be bought. */
  function answers(balance: number, payAvailable: boolean) {
    jest.spyOn(apiClient(), 'post').mockImplementation((path: string) => {
      if (path === '/userapi/base/user/acct') return Promise.resolve({ userId: '10001', balance }) as never;
      if (path === PAY_API.catalogue) return Promise.resolve({ payAvailable }) as never;
      return Promise.reject(new Error(`unexpected ${path}`));
    });
  }

  it('with a balance short of the price, offers 去充值 (and the way back), never a payment it would refuse', async () => {
    answers(0, true);
    renderScreen(<SolutionDetailPage />, { url, token: 't', pattern: '/solutionDetails' });
    await userEvent.click(await screen.findByRole('button', { name: '购买方案（28 金币）' }));
    const dialog = await screen.findByRole('dialog', { name: '余额不足' });
    expect(dialog).toHaveTextContent('当前余额 0 金币，还差 28 金币');
    expect(screen.queryByRole('button', { name: /支付/ })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '去充值' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/balanceTopUp?back=${encodeURIComponent(url)}`,
      ),
    );
    expect(buyMock).not.toHaveBeenCalled();
  });

  it('with a balance short and no pay provider, says 充值通道暂未开放 instead of sending to a closed top-up', async () => {
    answers(0, false);
    renderScreen(<SolutionDetailPage />, { url, token: 't' });
    await userEvent.click(await screen.findByRole('button', { name: '购买方案（28 金币）' }));
    const dialog = await screen.findByRole('dialog', { name: '余额不足' });
    expect(await within(dialog).findByText('充值通道暂未开放，暂时无法充值金币。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '去充值' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '知道了' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(buyMock).not.toHaveBeenCalled();
  });

  it('shows a bought solution at once, without a buy button, and 红 once the match ended', async () => {
    getMock.mockResolvedValue(
      solution(9, {
        purchased: true,
        locked: false,
        analysis: '已购分析',
        pick: '客胜',
        result: 'red',
        resultLabel: '红',
      }),
    );
    renderScreen(<SolutionDetailPage />, { url, token: 't' });
    expect(await screen.findByText('已购分析')).toBeInTheDocument();
    expect(screen.getByText('已购买')).toBeInTheDocument();
    expect(screen.getByText('红')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /购买方案/ })).not.toBeInTheDocument();
  });

  it('sends the visitor back to the experts when the id is missing', () => {
    renderScreen(<SolutionDetailPage />, { url: '/solutionDetails' });
    expect(screen.getByRole('alert')).toHaveTextContent('没有找到这个方案');
    expect(getMock).not.toHaveBeenCalled();
  });

  it('turns an expired session on buy into the login dialog', async () => {
    buyMock.mockRejectedValue(new RequestError('登录状态已失效，请重新登录', 'login-invalid', 1000));
    const { store } = renderScreen(<SolutionDetailPage />, { url, token: 't' });
    await openConfirm();
    await userEvent.click(screen.getByRole('button', { name: '支付 28 金币' }));
    await waitFor(() => expect(store.get(showLoginAtom)).toBe(true));
  });
});
