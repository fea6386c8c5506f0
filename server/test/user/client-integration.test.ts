import {
  fetchAccount,
  fetchUserInfo,
  loginByPassword,
  loginByWeChat,
  requireSignedIn,
  sendSmsCode,
} from '@jincheng/shared';
import { createRequestClient, RequestError } from '@jincheng/shared';
import { startServer, type TestServer } from './helpers';

/** The shared web client against the real server: same sign function, same envelope, both body styles. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function client(token = '') {
  const notify = jest.fn();
  const onLoginInvalid = jest.fn();
  const instance = createRequestClient({
    baseURL: server.base,
    getToken: () => token,
    getAgentId: () => 'pc_default',
    getUniqueId: () => 'integration',
    notify,
    onLoginInvalid,
  });
  return { instance, notify, onLoginInvalid };
}

describe('shared request client ↔ /userapi', () => {
  it('signs in with JSON, then reads profile and balance with the token', async () => {
    const session = requireSignedIn(
      await loginByPassword(client().instance, { phone: '13800000001', pwd: 'Jincheng123' }),
    );
    const signedIn = client(session.token).instance;
    await expect(fetchUserInfo(signedIn)).resolves.toMatchObject({ userId: '10001', userName: '锦城老球迷' });
    await expect(fetchAccount(signedIn)).resolves.toEqual({ userId: '10001', balance: 1000 });
  });

  it('sends multipart form for the WeChat call and surfaces the server message', async () => {
    const { instance, notify } = client();
    await expect(loginByWeChat(instance, 'x'.repeat(40))).rejects.toMatchObject({
      kind: 'business',
      code: 1007,
    });
    expect(notify).toHaveBeenCalledWith('微信授权码无效或已过期，请重新扫码', {
      type: 'error',
      duration: 3000,
    });
  });

  it('shows the resend limit as the server words it', async () => {
    const { instance, notify } = client();
    await expect(sendSmsCode(instance, '13500000001')).resolves.toEqual({ resendAfter: 60 });
    await expect(sendSmsCode(instance, '13500000001')).rejects.toBeInstanceOf(RequestError);
    expect(notify).toHaveBeenLastCalledWith(expect.stringMatching(/^验证码发送过于频繁/), expect.anything());
  });

  it('turns a forged token into the login-invalid path', async () => {
    const { instance, onLoginInvalid } = client('forged-token-value');
    await expect(fetchAccount(instance)).rejects.toMatchObject({
      kind: 'login-invalid',
      message: '登录状态已失效，请重新登录',
    });
    expect(onLoginInvalid).toHaveBeenCalledTimes(1);
  });
});
