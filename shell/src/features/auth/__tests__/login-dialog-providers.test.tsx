import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from '../../../lib/app-jotai';
import { MemoryRouter } from 'react-router-dom';
import * as shared from '@jincheng/shared';
import { LoginDialog } from '../login-dialog/login-dialog';

jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  fetchCapabilities: jest.fn(),
  sendSmsCode: jest.fn(),
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const api = shared as jest.Mocked<typeof shared>;
const closed: shared.Capabilities = {
  pay: false,
  sms: false,
  wechat: false,
  wechatAuthorizeUrl: '',
  demo: false,
};

function open() {
  shared.logout(shared.appStore);
  shared.appStore.set(shared.showLoginAtom, true);
  render(
    <Provider store={shared.appStore}>
      <shared.DataProvider client={shared.createQueryClient()}>
        <MemoryRouter initialEntries={['/home']}>
          <LoginDialog />
        </MemoryRouter>
      </shared.DataProvider>
    </Provider>,
  );
}

beforeEach(() => {
  // Each open() has a query client of its own, so the capabilities are read again for every test.
  jest.clearAllMocks();
});

describe('login dialog without SMS and WeChat providers (production)', () => {
  it('says 短信服务暂未开放 on the code tab and cannot send a code', async () => {
    api.fetchCapabilities.mockResolvedValue(closed);
    open();
    expect(await screen.findByText('短信服务暂未开放，请使用密码登录。')).toBeVisible();
    const send = screen.getByRole('button', { name: '短信暂未开放' });
    expect(send).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    expect(screen.queryByText('短信服务暂未开放，请使用密码登录。')).not.toBeInTheDocument();
    expect(api.sendSmsCode).not.toHaveBeenCalled();
  });

  it('says 微信登录暂未开放 instead of a QR code', async () => {
    api.fetchCapabilities.mockResolvedValue(closed);
    open();
    await screen.findByText('短信服务暂未开放，请使用密码登录。');
    await userEvent.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(screen.getByText('微信登录暂未开放')).toBeVisible();
    expect(screen.queryByText('微信登录二维码')).not.toBeInTheDocument();
  });

  it('points the QR code at the authorisation page the server names', async () => {
    api.fetchCapabilities.mockResolvedValue({
      ...closed,
      sms: true,
      wechat: true,
      wechatAuthorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect?appid=wx123',
    });
    open();
    await userEvent.click(screen.getByRole('button', { name: '微信扫码登录' }));
    // The link has its address once the agreement is ticked.
    await userEvent.click(await screen.findByRole('checkbox'));
    const link = await screen.findByRole('link', { name: /在本机打开授权页/ });
    await waitFor(() => expect(link.getAttribute('href')).toContain('open.weixin.qq.com'));
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(href.searchParams.get('appid')).toBe('wx123');
    expect(decodeURIComponent(href.searchParams.get('state') ?? '')).toBe('/home');
    expect(screen.getByRole('button', { name: '返回账号登录' })).toBeEnabled();
  });
});
