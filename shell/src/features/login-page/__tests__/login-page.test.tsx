import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  DataProvider,
  apiClient,
  appStore,
  createQueryClient,
  showLoginAtom,
  tokenAtom,
} from '@jincheng/shared';
import LoginPage from '../login-page';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function openAt(url: string) {
  render(
    <StrictMode>
      <DataProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/loginPage" element={<LoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </StrictMode>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('/loginPage return path', () => {
  it.each([
    '%2F%5Cevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '%2F%09%2Fevil.example',
  ])('never links back to another site (state=%s)', (state) => {
    openAt(`/loginPage?state=${state}`);
    expect(screen.getByText('缺少授权码，请重新扫码登录。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/');
  });

  it('returns to the page the sign-in started on', () => {
    openAt(`/loginPage?state=${encodeURIComponent(encodeURIComponent('/match?tab=live'))}`);
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/match?tab=live');
  });
});

describe('/loginPage opened without a code', () => {
  it('says so and offers the login: back to the page it started on, with the login dialog open', async () => {
    appStore.set(showLoginAtom, false);
    openAt(`/loginPage?state=${encodeURIComponent(encodeURIComponent('/news'))}`);
    expect(screen.getByText('缺少授权码，请重新扫码登录。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(appStore.get(showLoginAtom)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/news');
  });
});

describe('/loginPage code exchange', () => {
  const WECHAT = '/userapi/login/user/weChatAuth';

  it('exchanges the one-time code once, even when React runs the effect twice, and says when it was refused', async () => {
    const post = jest.spyOn(apiClient(), 'post').mockRejectedValue(new Error('授权码无效'));
    openAt('/loginPage?code=used-1&state=%2F');
    expect(screen.getByText('正在完成微信登录，请稍候…')).toBeInTheDocument();
    expect(await screen.findByText('授权已失效或已被使用，请重新扫码登录。')).toBeInTheDocument();
    expect(post.mock.calls.filter(([path]) => path === WECHAT)).toHaveLength(1);
    expect(post).toHaveBeenCalledWith(WECHAT, expect.objectContaining({ code: 'used-1' }));
    expect(appStore.get(tokenAtom)).toBe('');
  });

  it('an account in its cancellation period is told to sign in by phone, and no session is made', async () => {
    jest.spyOn(apiClient(), 'post').mockResolvedValue({
      logoutTime: Date.UTC(2026, 10, 20),
      userId: '10009',
      cancelTicket: 't-1',
    } as never);
    openAt('/loginPage?code=cancel-1&state=%2F');
    expect(
      await screen.findByText('该账号处于注销冷静期。请使用手机号登录，以撤销注销后继续使用。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/');
    expect(appStore.get(tokenAtom)).toBe('');
  });
});
