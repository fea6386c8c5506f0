import { webcrypto } from 'node:crypto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as shared from '@jincheng/shared';
import { CHALLENGE_TEXT, challengeSolver, solveChallenge } from '../login-dialog/challenge';
import { pageReload } from '../login-dialog/complete-login';
import { openLoginDialog as open } from '../test-utils/open-login-dialog';

jest.mock('@jincheng/shared', () => ({
  ...jest.requireActual('@jincheng/shared'),
  sendSmsCode: jest.fn(),
  loginByCode: jest.fn(),
  loginByPassword: jest.fn(),
  fetchCapabilities: jest.fn(() => Promise.resolve({ sms: true, wechat: true, pay: true })),
  toast: { success: jest.fn(), warning: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock('../../../ui/qr-code', () => ({
  QrCode: ({ label }: { label: string }) => <span>{label}二维码</span>,
}));

const api = shared as jest.Mocked<typeof shared>;
const CHALLENGE: shared.SignInChallenge = {
  algorithm: 'SHA-256',
  challenge: 'c'.repeat(64),
  maxnumber: 1000,
  salt: 'salt?scope=pwd&expires=1&',
  signature: 's'.repeat(64),
};
/** The server's 1014 answer, as the request layer rejects it. */
const challengeRequired = () =>
  new shared.RequestError('请完成安全验证后继续', 'business', 1014, {
    retcode: 1014,
    retmsg: '请完成安全验证后继续',
    data: { challenge: CHALLENGE },
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const realSolve = challengeSolver.solve;
beforeEach(() => {
  jest.clearAllMocks();
  pageReload.run = jest.fn();
});
afterEach(() => {
  challengeSolver.solve = realSolve;
});

async function fillPassword() {
  await userEvent.click(screen.getByRole('tab', { name: '密码登录' }));
  await userEvent.type(screen.getByLabelText('手机号'), '13800000001');
  await userEvent.type(screen.getByLabelText('密码'), 'Jincheng123');
  await userEvent.click(screen.getByRole('checkbox'));
}

describe('the sign-in challenge in the login dialog', () => {
  it('says 正在进行安全验证… while it solves the challenge, then sends the password again with the solution', async () => {
    const solving = deferred<string>();
    challengeSolver.solve = jest.fn(() => solving.promise);
    api.loginByPassword
      .mockRejectedValueOnce(challengeRequired())
      .mockResolvedValueOnce({ token: 'tok-c', userId: '10001', expiresAt: 0 });
    const store = await open();
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(CHALLENGE_TEXT.solving));
    expect(screen.getByRole('button', { name: CHALLENGE_TEXT.solving })).toBeDisabled();
    expect(challengeSolver.solve).toHaveBeenCalledWith(CHALLENGE);
    // The first answer was the form's to handle: no error toast for it.
    expect(api.loginByPassword).toHaveBeenNthCalledWith(
      1,
      expect.anything(),
      { phone: '13800000001', pwd: 'Jincheng123' },
      { handles: [1014] },
    );
    expect(api.toast.error).not.toHaveBeenCalled();

    await act(async () => solving.resolve('solved-payload'));
    await waitFor(() => expect(store.get(shared.tokenAtom)).toBe('tok-c'));
    expect(api.loginByPassword).toHaveBeenNthCalledWith(
      2,
      expect.anything(),
      { phone: '13800000001', pwd: 'Jincheng123', altcha: 'solved-payload' },
      {},
    );
    // Signed in: the dialog has closed.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('a challenge that cannot be solved is told in Chinese and loses nothing typed', async () => {
    challengeSolver.solve = jest.fn(() => Promise.reject(new Error('no WebCrypto')));
    api.loginByPassword.mockRejectedValueOnce(challengeRequired());
    await open();
    await fillPassword();
    await userEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(api.toast.error).toHaveBeenCalledWith(CHALLENGE_TEXT.failed));
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.getByLabelText('密码')).toHaveValue('Jincheng123');
    // The way forward: the button is back, and the next try goes out.
    const retry = await screen.findByRole('button', { name: '登录' });
    expect(retry).toBeEnabled();
    expect(api.loginByPassword).toHaveBeenCalledTimes(1);
  });

  it('solves a challenge before an SMS send past the free sends, then sends with the solution', async () => {
    const solving = deferred<string>();
    challengeSolver.solve = jest.fn(() => solving.promise);
    api.sendSmsCode.mockRejectedValueOnce(challengeRequired()).mockResolvedValueOnce({ resendAfter: 60 });
    await open();
    await userEvent.type(screen.getByLabelText('手机号'), '13800000001');
    await userEvent.click(await screen.findByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('button', { name: CHALLENGE_TEXT.solving })).toBeDisabled();
    await act(async () => solving.resolve('sms-solution'));
    await waitFor(() => expect(api.toast.success).toHaveBeenCalledWith('验证码已发送'));
    expect(api.sendSmsCode).toHaveBeenLastCalledWith(expect.anything(), '13800000001', 'sms-solution', {});
  });
});

describe('the solver', () => {
  const subtle = globalThis.crypto?.subtle;
  beforeAll(() => {
    // jsdom has no WebCrypto; the browser's is Node's here.
    Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterAll(() => {
    if (!subtle) Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
  });

  it('finds the number of a real ALTCHA challenge and answers the payload the server verifies', async () => {
    const { createChallenge, verifySolution } = await import('altcha-lib/v1');
    const challenge = await createChallenge({ hmacKey: 'test-key', maxNumber: 500 });
    const payload = await solveChallenge(challenge);
    expect(await verifySolution(payload, 'test-key', false)).toBe(true);
    expect(await verifySolution(payload, 'other-key', false)).toBe(false);
  });
});
