import { createRequestClient, type RequestClientOptions } from '../client';
import { RequestError } from '../request-error';
import { fakeAdapter, type Reply } from '../test-utils/fake-adapter';

const NOW = 1_700_000_000_000;

function setup(reply: Reply, options: RequestClientOptions = {}) {
  const { adapter, seen } = fakeAdapter(reply);
  const notify = jest.fn();
  const onLoginInvalid = jest.fn();
  const client = createRequestClient({
    adapter,
    notify,
    onLoginInvalid,
    now: () => NOW,
    getToken: () => 'tok',
    getAgentId: () => 'agent-1',
    getUniqueId: () => 'dev-1',
    ...options,
  });
  return { client, seen, notify, onLoginInvalid };
}

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RequestError);
  return error as RequestError;
}

describe('request client', () => {
  it('resolves with the envelope data on 200', async () => {
    const { client, notify } = setup({ data: { retcode: 200, retmsg: '成功', data: { balance: 5 } } });
    await expect(client.post('/userapi/base/user/acct')).resolves.toEqual({ balance: 5 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves with the whole envelope when the caller shows the server message', async () => {
    const { client } = setup({ data: { retcode: 200, retmsg: '已回滚到 1.0.0-a', data: { app: 'scores' } } });
    await expect(
      client.post('/opsapi/x', { reason: '修复' }, { json: true, envelope: true }),
    ).resolves.toEqual({
      retcode: 200,
      retmsg: '已回滚到 1.0.0-a',
      data: { app: 'scores' },
    });
  });

  it('sends the signed headers, the token and a 10 s timeout', async () => {
    const { client, seen } = setup({ data: { retcode: 200, data: null } });
    await client.post('/userapi/base/info');
    const config = seen[0]!;
    expect(config.timeout).toBe(10_000);
    expect(config.headers.get('sign')).toBe('45c9ee8914ac268cf4890b45dbe2aa4c');
    expect(config.headers.get('timestamp')).toBe('1700000000');
    expect(config.headers.get('equipment')).toBe('pc_dev-1');
    expect(config.headers.get('agentId')).toBe('agent-1');
    expect(config.headers.get('token')).toBe('tok');
  });

  it('posts JSON when asked and multipart form otherwise', async () => {
    const { client, seen } = setup({ data: { retcode: 200, data: null } });
    await client.post('/a', { phone: '13800000001' }, { json: true });
    await client.post('/b', { code: 'abc', type: 2, skip: undefined });
    expect(String(seen[0]!.headers.get('Content-Type'))).toContain('application/json');
    expect(JSON.parse(seen[0]!.data as string)).toEqual({ phone: '13800000001' });
    const form = seen[1]!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect([...form.entries()]).toEqual([
      ['code', 'abc'],
      ['type', '2'],
    ]);
  });

  it('appends GET params and skips empty values', async () => {
    const { client, seen } = setup({ data: { retcode: 200, data: [] } });
    await client.get('/sportapi/list', { page: 1, q: '', league: null, team: undefined, zero: 0 });
    expect(seen[0]!.params).toEqual({ page: 1, zero: 0 });
  });

  it.each([
    [401, '认证失败，无法访问系统资源'],
    [403, '当前操作没有权限'],
    [404, '访问资源不存在'],
  ])('code %i toasts and rejects with the fixed message', async (code, message) => {
    const { client, notify } = setup({ data: { retcode: code, retmsg: 'server text' } });
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ message, kind: 'business', code });
    expect(notify).toHaveBeenCalledWith(message, { type: 'error', duration: 3000 });
  });

  it('a code the caller handles itself (404 on a detail page) rejects without the toast', async () => {
    const { client, notify } = setup({ status: 404, data: { retcode: 404, retmsg: '资源不存在' } });
    const error = await rejection(client.get('/sportapi/articles/999999', undefined, { handles: [404] }));
    expect(error).toMatchObject({ message: '访问资源不存在', kind: 'business', code: 404 });
    expect(notify).not.toHaveBeenCalled();
  });

  it('handling one code keeps the catalogue for every other code', async () => {
    const { client, notify } = setup({ data: { retcode: 500, retmsg: '数据库繁忙' } });
    await rejection(client.post('/x', undefined, { handles: [404] }));
    expect(notify).toHaveBeenCalledWith('数据库繁忙', { type: 'error', duration: 3000 });
  });

  it('1000 logs out and toasts even when a caller lists it as handled', async () => {
    const { client, notify, onLoginInvalid } = setup({ data: { retcode: 1000 } });
    await rejection(client.get('/x', undefined, { handles: [1000] }));
    expect(onLoginInvalid).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('500 toasts the server message (retmsg or msg) and rejects', async () => {
    const { client, notify } = setup({ data: { code: 500, msg: '数据库繁忙' } });
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ message: '数据库繁忙', kind: 'business', code: 500 });
    expect(notify).toHaveBeenCalledWith('数据库繁忙', { type: 'error', duration: 3000 });
  });

  it('any other non-200 toasts the server message and rejects, even on an HTTP error status', async () => {
    const { client, notify } = setup({ status: 429, data: { retcode: 1005, retmsg: '验证码发送过于频繁' } });
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ message: '验证码发送过于频繁', kind: 'business', code: 1005 });
    expect(notify).toHaveBeenCalledWith('验证码发送过于频繁', { type: 'error', duration: 3000 });
  });

  it.each([
    [429, 1006, '操作过于频繁，请 42 秒后再试'],
    [503, 1012, '短信服务暂未开放，请使用密码登录'],
    [503, 1025, '充值通道暂未开放，请稍后再试'],
  ])(
    'shows the server refusal as is (HTTP %i, retcode %i), not the network message',
    async (status, retcode, retmsg) => {
      const { client, notify } = setup({ status, data: { retcode, retmsg, data: null } });
      const error = await rejection(client.post('/x'));
      expect(error).toMatchObject({ message: retmsg, kind: 'business', code: retcode });
      expect(notify).toHaveBeenCalledWith(retmsg, { type: 'error', duration: 3000 });
    },
  );

  it('1000 logs out, toasts and rejects with the login-invalid message', async () => {
    const { client, notify, onLoginInvalid } = setup({
      status: 401,
      data: { retcode: 1000, retmsg: 'expired' },
    });
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ message: '登录状态已失效，请重新登录', kind: 'login-invalid', code: 1000 });
    expect(onLoginInvalid).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('登录状态已失效，请重新登录', { type: 'error', duration: 3000 });
  });

  it.each<[string, Reply]>([
    ['a network error', { error: 'network' }],
    ['a timeout', { error: 'timeout' }],
    ['a failed status without an envelope', { status: 502, data: '<html>Bad Gateway</html>' }],
  ])('%s shows the network-problem toast for 5 s', async (_name, reply) => {
    const { client, notify } = setup(reply);
    const error = await rejection(client.post('/x'));
    expect(error).toMatchObject({ message: '网络问题，请稍后再试', kind: 'transport' });
    expect(notify).toHaveBeenCalledWith('网络问题，请稍后再试', { type: 'error', duration: 5000 });
  });

  it.each(['blob', 'arraybuffer'] as const)('passes %s answers through unchecked', async (responseType) => {
    const payload = { retcode: 500, raw: true };
    const { client, notify } = setup({ data: payload });
    await expect(client.post('/export', undefined, { responseType })).resolves.toBe(payload);
    expect(notify).not.toHaveBeenCalled();
  });
});
