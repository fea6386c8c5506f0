import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RequestError, appStore, createQueryClient, showLoginAtom, tokenAtom } from '@jincheng/shared';
import { Provider } from '../../../lib/app-jotai';
import ReleaseConsolePage from '../release-console-page';
import { releases } from './releases-fixture';

const get = jest.fn();
const post = jest.fn();
jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  apiClient: () => ({ get, post }),
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const refused = (code: number, retmsg: string) =>
  new RequestError(retmsg, 'business', code, { retcode: code, retmsg, data: null });

function renderConsole() {
  render(
    <Provider store={appStore}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/ops/releases']}>
          <ReleaseConsolePage />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  get.mockReset();
  post.mockReset();
  appStore.set(tokenAtom, 'printed-password-session');
  appStore.set(showLoginAtom, false);
});

it('first sign-in: the printed password is changed, the authenticator enrolled, the recovery codes shown once', async () => {
  const user = userEvent.setup();
  // What the server answers at each stage, however often the page reads.
  let stage: 'password' | 'enrol' | 'ready' = 'password';
  get.mockImplementation(() => {
    if (stage === 'password')
      return Promise.reject(refused(4031, '首次登录请先修改初始密码（运维命令打印的密码只能用来登录一次）'));
    if (stage === 'enrol') return Promise.reject(refused(4032, '请先绑定身份验证器（两步验证）'));
    return Promise.resolve(releases);
  });
  const codes = [...'23456789ab'].map((c) => `abcd${c}-efgh${c}`);
  post.mockImplementation((path: string, body: Record<string, string>) => {
    if (path === '/userapi/base/update/password')
      if (body.oldPwd !== 'Printed16chars00')
        return Promise.reject(refused(1031, '当前密码不正确，请重新输入'));
      else {
        stage = 'enrol';
        return Promise.resolve({ token: 'own-password-session', userId: '10001', expiresAt: 1 });
      }
    if (path === '/opsapi/second-factor/enrol')
      return Promise.resolve({
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
      });
    if (path === '/opsapi/second-factor/confirm')
      if (body.code !== '123456')
        return Promise.reject(refused(4034, '验证码不正确或已使用，请输入身份验证器上最新的 6 位验证码'));
      else {
        stage = 'ready';
        return Promise.resolve({ recoveryCodes: codes });
      }
    return Promise.reject(new Error(`unexpected ${path}`));
  });
  renderConsole();

  // Step 1: the password change; a refusal keeps what was typed.
  const form = await screen.findByRole('form', { name: '修改初始密码' });
  expect(screen.queryByRole('region', { name: /比分/ })).not.toBeInTheDocument();
  expect(within(form).getByLabelText('初始密码')).toHaveFocus();
  await user.type(within(form).getByLabelText('初始密码'), 'wrong');
  await user.type(within(form).getByLabelText('新密码'), 'MyOwn2026x');
  await user.type(within(form).getByLabelText('确认新密码'), 'MyOwn2026x');
  await user.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent('当前密码不正确，请重新输入');
  expect(within(form).getByLabelText('新密码')).toHaveValue('MyOwn2026x');
  await user.clear(within(form).getByLabelText('初始密码'));
  await user.type(within(form).getByLabelText('初始密码'), 'Printed16chars00');
  await user.click(within(form).getByRole('button', { name: '修改密码' }));
  expect(post).toHaveBeenCalledWith(
    '/userapi/base/update/password',
    { oldPwd: 'Printed16chars00', pwd: 'MyOwn2026x' },
    expect.objectContaining({ json: true }),
  );
  await waitFor(() => expect(appStore.get(tokenAtom)).toBe('own-password-session'));

  // Step 2: enrolment: the secret as text (and a QR code), then a first code.
  expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  const codeForm = screen.getByRole('form', { name: 'App 上的 6 位验证码' });
  await user.type(within(codeForm).getByRole('textbox', { name: 'App 上的 6 位验证码' }), '12345');
  await user.click(within(codeForm).getByRole('button', { name: '完成绑定' }));
  expect(within(codeForm).getByRole('alert')).toHaveTextContent('请输入 6 位数字验证码，或 10 位恢复码');
  await user.clear(within(codeForm).getByRole('textbox', { name: 'App 上的 6 位验证码' }));
  await user.type(within(codeForm).getByRole('textbox', { name: 'App 上的 6 位验证码' }), '654321');
  await user.click(within(codeForm).getByRole('button', { name: '完成绑定' }));
  expect(await within(codeForm).findByRole('alert')).toHaveTextContent('验证码不正确或已使用');
  await user.clear(within(codeForm).getByRole('textbox', { name: 'App 上的 6 位验证码' }));
  await user.type(within(codeForm).getByRole('textbox', { name: 'App 上的 6 位验证码' }), '123456');
  await user.click(within(codeForm).getByRole('button', { name: '完成绑定' }));

  // The recovery codes stay on screen until the operator says they are saved.
  const list = await screen.findByRole('list', { name: '恢复码' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(codes);
  expect(screen.queryByRole('region', { name: /比分/ })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '我已保存，进入控制台' }));
  expect(await screen.findByRole('region', { name: /比分/ })).toBeVisible();
});

it('a new session asks for the code (or a recovery code) before the console', async () => {
  const user = userEvent.setup();
  get.mockRejectedValueOnce(refused(4033, '请输入身份验证器上的 6 位验证码')).mockResolvedValue(releases);
  post.mockResolvedValue({ via: 'recovery', recoveryCodesLeft: 9 });
  renderConsole();
  const field = await screen.findByRole('textbox', { name: '验证码或恢复码' });
  expect(field).toHaveFocus();
  await user.type(field, 'ABCDE-FGHJK{Enter}');
  expect(post).toHaveBeenCalledWith(
    '/opsapi/second-factor/verify',
    { code: 'ABCDE-FGHJK' },
    expect.objectContaining({ json: true }),
  );
  expect(await screen.findByRole('region', { name: /比分/ })).toBeVisible();
});
