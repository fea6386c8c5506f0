import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@jincheng/shared';
import { pageReload } from '../login-dialog/complete-login';
import { openLoginDialog as open } from '../test-utils/open-login-dialog';

jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  sendSmsCode: jest.fn(),
  loginByCode: jest.fn(),
  loginByPassword: jest.fn(),
  cancelLogout: jest.fn(),
  fetchCapabilities: jest.fn(() => new Promise(() => undefined)),
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const api = shared as jest.Mocked<typeof shared>;

const phone = () => screen.getByLabelText('手机号');

beforeEach(() => {
  jest.clearAllMocks();
  pageReload.run = jest.fn();
});
afterEach(() => jest.useRealTimers());

describe('login dialog', () => {
  it('opens on the SMS-code tab and checks each field on blur with the spec messages', async () => {
    await open();
    expect(screen.getByRole('tab', { name: '验证码登录' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(phone());
    await userEvent.tab();
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    await userEvent.type(phone(), '12345678901');
    await userEvent.tab();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    await userEvent.clear(phone());
    await userEvent.type(phone(), ' 13800000001 ');
    await userEvent.tab();
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('验证码'));
    await userEvent.tab();
    expect(screen.getByText('请输入验证码')).toBeInTheDocument();
  });

  it('asks for the password on the password tab, and switching tab clears validation', async () => {
    await open();
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.click(screen.getByLabelText('密码'));
    await userEvent.tab();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('请输入手机号')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '验证码登录' }));
    expect(screen.queryByText('请输入手机号')).not.toBeInTheDocument();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
  });

  it('warns about an invalid phone instead of sending a code', async () => {
    await open();
    await userEvent.type(phone(), '123');
    await userEvent.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(api.toast.warning).toHaveBeenCalledWith('请输入正确的手机号');
    expect(api.sendSmsCode).not.toHaveBeenCalled();
  });

  it('sends a code, clears the code field, and blocks resending for 60 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.sendSmsCode.mockResolvedValue({ sent: true } as never);
    await open();
    await user.type(phone(), '13800000001');
    await user.type(screen.getByLabelText('验证码'), '99');
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(api.sendSmsCode).toHaveBeenCalledWith(expect.anything(), '13800000001', undefined, {
      handles: [1014],
    });
    await waitFor(() => expect(screen.getByLabelText('验证码')).toHaveValue(''));
    expect(api.toast.success).toHaveBeenCalledWith('验证码已发送');
    const button = screen.getByRole('button', { name: /秒后重发/ });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('60秒后重发');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(button).toHaveTextContent('30秒后重发');
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: '重新发送' })).toBeEnabled();
  });

  it('refuses to log in until the agreement is ticked', async () => {
    await open();
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.type(phone(), '13800000001');
    await userEvent.type(screen.getByLabelText('密码'), 'Jincheng123');
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(api.toast.warning).toHaveBeenCalledWith('请同意用户协议和隐私条款');
    expect(api.loginByPassword).not.toHaveBeenCalled();
  });

  it('logs in with trimmed input, stores the token, says 登录成功 and reloads', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    api.loginByPassword.mockResolvedValue({ token: 'tok-1', userId: '10001', expiresAt: 0 });
    const store = await open();
    await user.click(screen.getByRole('tab', { name: '密码登录' }));
    await user.type(phone(), ' 13800000001');
    await user.type(screen.getByLabelText('密码'), 'Jincheng123 ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(api.loginByPassword).toHaveBeenCalledWith(
      expect.anything(),
      { phone: '13800000001', pwd: 'Jincheng123' },
      { handles: [1014] },
    );
    await waitFor(() => expect(store.get(shared.tokenAtom)).toBe('tok-1'));
    expect(api.toast.success).toHaveBeenCalledWith('登录成功');
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(pageReload.run).toHaveBeenCalled();
  });

  it('offers to revoke a cancellation and signs in with the returned token', async () => {
    api.loginByPassword.mockResolvedValue({
      logoutTime: Date.now() + 86_400_000,
      userId: '10003',
      cancelTicket: 'ticket-from-login',
    });
    api.cancelLogout.mockResolvedValue({ token: 'tok-3', userId: '10003', expiresAt: 0 });
    const store = await open();
    await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
    await userEvent.type(phone(), '13800000003');
    await userEvent.type(screen.getByLabelText('密码'), 'Jincheng123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('该账号处于注销冷静期')).toBeInTheDocument();
    expect(store.get(shared.tokenAtom)).toBe('');
    await userEvent.click(screen.getByRole('button', { name: '撤销注销并登录' }));
    expect(api.cancelLogout).toHaveBeenCalledWith(expect.anything(), '10003', 'ticket-from-login');
    await waitFor(() => expect(store.get(shared.tokenAtom)).toBe('tok-3'));
  });

  it('switches to the WeChat QR and back; the QR carries the current full path as state', async () => {
    await open();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '微信扫码登录' }));
    expect(screen.getByText('微信登录二维码')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /在本机打开授权页/ });
    const state = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('state');
    expect(decodeURIComponent(state ?? '')).toBe('/match?date=2026-11-22');
    await userEvent.click(screen.getByRole('button', { name: '返回账号登录' }));
    expect(screen.getByRole('tab', { name: '验证码登录' })).toBeInTheDocument();
  });

  it('opens the user agreement in a framed dialog', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: '《用户协议》' }));
    expect(screen.getByTitle('用户协议')).toHaveAttribute('src', '/legal/user-agreement.html');
  });
});
