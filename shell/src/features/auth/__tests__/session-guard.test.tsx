import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as shared from '@jincheng/shared';
import { Provider } from '../../../lib/app-jotai';
import { SessionGuard } from '../session-guard';
import { TEST_PROFILE, accountAnswers } from '../../../../../jest/account-answers';

const account = () => Promise.resolve({ userId: '10001', balance: 0 });

function renderGuard(client = shared.createQueryClient()) {
  render(
    <Provider store={shared.appStore}>
      <shared.DataProvider client={client}>
        <MemoryRouter initialEntries={['/balanceTopUp']}>
          <SessionGuard />
          <Routes>
            <Route path="/" element={<p>首页</p>} />
            <Route path="/balanceTopUp" element={<p>充值中心</p>} />
          </Routes>
        </MemoryRouter>
      </shared.DataProvider>
    </Provider>,
  );
  return client;
}

beforeEach(() => {
  jest.restoreAllMocks();
  shared.logout(shared.appStore);
});

test('signed in, the profile is read once and gives the session its userId (spec §4)', async () => {
  const info = jest.fn(() => Promise.resolve(TEST_PROFILE));
  accountAnswers(account, info);
  act(() => shared.appStore.set(shared.tokenAtom, 'tok-guard-1'));
  renderGuard();
  await waitFor(() => expect(shared.appStore.get(shared.userIdAtom)).toBe('10001'));
  expect(shared.appStore.get(shared.userInfoAtom)).toEqual(TEST_PROFILE);
  expect(info).toHaveBeenCalledTimes(1);
  expect(screen.getByText('充值中心')).toBeInTheDocument();
});

test('a session whose profile cannot be read is logged out and sent to /', async () => {
  accountAnswers(account, () => Promise.reject(new Error('登录已过期')));
  act(() => shared.appStore.set(shared.tokenAtom, 'tok-guard-2'));
  renderGuard();
  expect(await screen.findByText('首页')).toBeInTheDocument();
  expect(shared.appStore.get(shared.tokenAtom)).toBe('');
  expect(shared.appStore.get(shared.userIdAtom)).toBe('');
});

test('a later read of the profile that fails keeps the session', async () => {
  const info = jest.fn(() => Promise.resolve(TEST_PROFILE));
  accountAnswers(account, info);
  act(() => shared.appStore.set(shared.tokenAtom, 'tok-guard-3'));
  const client = renderGuard();
  await waitFor(() => expect(shared.appStore.get(shared.userIdAtom)).toBe('10001'));
  info.mockImplementation(() => Promise.reject(new Error('网络问题')));
  await act(() => client.refetchQueries({ queryKey: shared.userInfoQuery(shared.currentViewer()).queryKey }));
  expect(info).toHaveBeenCalledTimes(2);
  expect(shared.appStore.get(shared.tokenAtom)).toBe('tok-guard-3');
  expect(screen.getByText('充值中心')).toBeInTheDocument();
});
