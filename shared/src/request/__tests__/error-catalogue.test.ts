import { MESSAGES, classify, readCode } from '../error-catalogue';

describe('error catalogue', () => {
  it.each([
    [
      { retcode: 401, retmsg: 'x' },
      { kind: 'error', code: 401, message: '认证失败，无法访问系统资源' },
    ],
    [
      { retcode: 403, retmsg: 'x' },
      { kind: 'error', code: 403, message: '当前操作没有权限' },
    ],
    [
      { retcode: 404, retmsg: 'x' },
      { kind: 'error', code: 404, message: '访问资源不存在' },
    ],
    [
      { retcode: 500, retmsg: '服务器出错了' },
      { kind: 'error', code: 500, message: '服务器出错了' },
    ],
    [
      { code: 500, msg: '旧接口的错误' },
      { kind: 'error', code: 500, message: '旧接口的错误' },
    ],
    [
      { retcode: 1002, retmsg: '验证码错误' },
      { kind: 'error', code: 1002, message: '验证码错误' },
    ],
    [{ retcode: 1005 }, { kind: 'error', code: 1005, message: '网络问题，请稍后再试' }],
    [
      { retcode: 1000, retmsg: 'token 过期' },
      { kind: 'login-invalid', code: 1000, message: '登录状态已失效，请重新登录' },
    ],
    [{ retcode: 200, data: 1 }, { kind: 'ok' }],
    [{ data: 1 }, { kind: 'ok' }],
  ])('maps %j', (body, outcome) => {
    expect(classify(body)).toEqual(outcome);
  });

  it('reads the code from retcode first, then code, defaulting to 200', () => {
    expect(readCode({ retcode: 1000, code: 200 })).toBe(1000);
    expect(readCode({ code: '403' })).toBe(403);
    expect(readCode({})).toBe(200);
    expect(readCode(null)).toBe(200);
  });

  it('keeps all user-facing messages in Chinese', () => {
    for (const message of Object.values(MESSAGES)) expect(message).toMatch(/[\u4e00-\u9fff]/);
  });
});
