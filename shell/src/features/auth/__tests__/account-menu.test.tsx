import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import * as shared from '@jincheng/shared';
import { AccountMenu } from '../account-menu/account-menu';
import { accountAnswers } from '../../../../../jest/account-answers';

jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  logoutSession: jest.fn(),
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const api = shared as jest.Mocked<typeof shared>;
function renderSignedIn() {
  const store = shared.appStore;
  store.set(shared.tokenAtom, 'tok-live');
  store.set(shared.userIdAtom, '10001');
  const client = shared.createQueryClient();
  render(
    <Provider store={store}>
      <shared.DataProvider client={client}>
        <MemoryRouter>
          <AccountMenu />
        </MemoryRouter>
      </shared.DataProvider>
    </Provider>,
  );
  return { store, client };
}

beforeEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  accountAnswers(() => Promise.resolve({ userId: '10001', balance: 1000 }));
});

describe('退出登录', () => {
  it('revokes the token on the server first, then clears the session', async () => {
    let tokenWhenCalled = '';
    api.logoutSession.mockImplementation(async () => {
      tokenWhenCalled = shared.appStore.get(shared.tokenAtom);
      return null;
    });
    const { store } = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(store.get(shared.tokenAtom)).toBe(''));
    expect(api.logoutSession).toHaveBeenCalledTimes(1);
    expect(tokenWhenCalled).toBe('tok-live');
    expect(store.get(shared.userIdAtom)).toBe('');
    expect(api.toast.success).toHaveBeenCalledWith('已退出登录');
  });

  it('still signs this browser out when the server cannot be reached', async () => {
    api.logoutSession.mockRejectedValue(new Error('网络问题'));
    const { store } = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(store.get(shared.tokenAtom)).toBe(''));
    expect(api.toast.success).toHaveBeenCalledWith('已退出登录');
  });
});

describe('the profile', () => {
  it('names the account from its base/info answer', async () => {
    renderSignedIn();
    expect(await screen.findByRole('button', { name: '账户菜单：球迷小王' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    expect(screen.getByText('球迷小王', { selector: 'p' })).toBeInTheDocument();
  });
});

describe('余额', () => {
  it('says it is loading until the account answers, never a 0 the account does not have', async () => {
    let answer: (value: { userId: string; balance: number }) => void = () => undefined;
    accountAnswers(() => new Promise((resolve) => (answer = resolve)));
    renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    expect(screen.getByText('余额: 加载中…')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('余额: 0')).toBeNull();
    answer({ userId: '10001', balance: 1000 });
    expect(await screen.findByText('余额: 1000')).toHaveAttribute('aria-busy', 'false');
  });

  it('says the balance is unavailable when the account call fails, and shows one a purchase sets later', async () => {
    accountAnswers(() => Promise.reject(new Error('网络问题')));
    const { client } = renderSignedIn();
    await userEvent.click(screen.getByRole('button', { name: /^账户菜单/ }));
    expect(await screen.findByText('余额: 暂时无法获取')).toBeInTheDocument();
    act(() => shared.putBalance(client, shared.currentViewer(), 972));
    expect(await screen.findByText('余额: 972')).toBeInTheDocument();
  });
});
