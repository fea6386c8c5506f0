import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@jincheng/shared';
import { pageReload } from '../login-dialog/complete-login';
import { openLoginDialog } from '../test-utils/open-login-dialog';

jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  resetPassword: jest.fn(),
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const api = shared as jest.Mocked<typeof shared>;
const AGREEMENT = '请同意用户协议和隐私条款';

beforeEach(() => {
  jest.clearAllMocks();
  pageReload.run = jest.fn();
});

async function toWechat() {
  await userEvent.click(screen.getByRole('button', { name: '微信扫码登录' }));
}

async function fillReset() {
  await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
  await userEvent.click(screen.getByRole('button', { name: '忘记密码？' }));
  await userEvent.type(screen.getByLabelText('手机号'), '13800000002');
  await userEvent.type(screen.getByLabelText('验证码'), '123456');
  await userEvent.type(screen.getByLabelText('新密码'), 'Newpass123');
}

describe('the agreement gates every way to sign in', () => {
  it('WeChat: no QR code until the box is ticked, then the code appears', async () => {
    await openLoginDialog();
    await toWechat();
    expect(screen.queryByText('微信登录二维码')).not.toBeInTheDocument();
    expect(screen.getByText(/请先阅读并勾选下方的用户协议和隐私政策/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByText('微信登录二维码')).toBeInTheDocument();
  });

  it('WeChat: the same-device link warns with the spec message and does not leave the page', async () => {
    await openLoginDialog();
    await toWechat();
    const link = screen.getByRole('link', { name: /在本机打开授权页/ });
    // Nothing to open, copy or middle-click: no address until the box is ticked, marked unavailable.
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link).toHaveAccessibleDescription(/请先阅读并勾选下方的用户协议和隐私政策/);
    const allowed = fireEvent.click(link);
    expect(allowed).toBe(false); // default prevented: no navigation to the authorisation page
    expect(api.toast.warning).toHaveBeenCalledWith(AGREEMENT);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(api.toast.warning).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('checkbox'));
    const live = screen.getByRole('link', { name: /在本机打开授权页/ });
    expect(live.getAttribute('href')).toMatch(/\/userapi\/wechat\/authorize\?scope=snsapi_login&state=/);
    expect(live).not.toHaveAttribute('aria-disabled');
  });

  it('password reset: refused with the spec message until ticked, then sent', async () => {
    api.resetPassword.mockResolvedValue({ token: 'tok-r', userId: '10002', expiresAt: 0 });
    await openLoginDialog();
    await fillReset();
    await userEvent.click(screen.getByRole('button', { name: '重置并登录' }));
    expect(api.toast.warning).toHaveBeenCalledWith(AGREEMENT);
    expect(api.resetPassword).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '重置并登录' }));
    expect(api.resetPassword).toHaveBeenCalledWith(
      expect.anything(),
      { phone: '13800000002', code: '123456', pwd: 'Newpass123' },
      { handles: [1014] },
    );
    await waitFor(() => expect(shared.appStore.get(shared.tokenAtom)).toBe('tok-r'));
  });

  it('a box ticked once holds for the other views of the same dialog', async () => {
    await openLoginDialog();
    await userEvent.click(screen.getByRole('checkbox'));
    await toWechat();
    expect(screen.getByText('微信登录二维码')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });
});
