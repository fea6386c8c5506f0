import { createRequestClient } from '../../../request';
import { fakeAdapter } from '../../../request/test-utils/fake-adapter';
import {
  AccountCancellationError,
  cancelLogout,
  fetchCapabilities,
  logoutSession,
  loginByPassword,
  loginByWeChat,
  requireSignedIn,
  sendSmsCode,
  updateFriends,
} from '../user-api';

function clientAnswering(data: unknown) {
  const { adapter, seen } = fakeAdapter({ data: { retcode: 200, retmsg: '成功', data } });
  return { client: createRequestClient({ adapter, notify: jest.fn() }), seen };
}

describe('user api', () => {
  it('logs in by password with a JSON body', async () => {
    const { client, seen } = clientAnswering({ token: 't', userId: '1', expiresAt: 1 });
    await expect(loginByPassword(client, { phone: '13800000001', pwd: 'p' })).resolves.toEqual({
      token: 't',
      userId: '1',
      expiresAt: 1,
    });
    expect(seen[0]).toMatchObject({ method: 'post', url: '/userapi/login/user/pwd' });
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ phone: '13800000001', pwd: 'p' });
  });

  it('sends the WeChat code as a form with type 2', async () => {
    const { client, seen } = clientAnswering({ token: 't', userId: '1', openId: 'o', expiresAt: 1 });
    await loginByWeChat(client, 'one-time-code-123');
    expect(seen[0]!.url).toBe('/userapi/login/user/weChatAuth');
    expect([...(seen[0]!.data as FormData).entries()]).toEqual([
      ['code', 'one-time-code-123'],
      ['type', '2'],
    ]);
  });

  it('uses the spec paths for sms, friends, cancelLogout, logout and capabilities', async () => {
    const { client, seen } = clientAnswering({});
    await sendSmsCode(client, '13800000001');
    await updateFriends(client, { friendIds: ['10002'] });
    await cancelLogout(client, '10003', 'ticket-from-login');
    await logoutSession(client);
    await fetchCapabilities(client);
    expect(seen.map((c) => c.url)).toEqual([
      '/userapi/msm/send',
      '/userapi/base/update/friends',
      '/userapi/login/user/cancelLogout',
      '/userapi/login/user/logout',
      '/userapi/capabilities',
    ]);
  });

  it('turns a cancellation-period answer into a rejection with logoutTime and userId', () => {
    expect(requireSignedIn({ token: 't', userId: '1', expiresAt: 1 }).token).toBe('t');
    const attempt = () =>
      requireSignedIn({ logoutTime: 1_800_000_000_000, userId: '10003', cancelTicket: 'tk' });
    expect(attempt).toThrow(AccountCancellationError);
    expect(attempt).toThrow(
      expect.objectContaining({ logoutTime: 1_800_000_000_000, userId: '10003', cancelTicket: 'tk' }),
    );
  });
});
