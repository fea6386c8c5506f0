import { call, startServer, type TestServer } from '../user/helpers';

/** Until a code is proven, nothing tells a registered phone from an unregistered one. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const KNOWN = '13800000002';
const UNKNOWN = '13611110000';

const forget = (phone: string, code: string) =>
  call(server, '/userapi/login/user/forget', { phone, code, pwd: 'Another2025' });

it('answers login/user/forget alike for a known and an unknown phone before any code was sent', async () => {
  const known = await forget(KNOWN, '123456');
  const unknown = await forget(UNKNOWN, '123456');
  expect(unknown).toEqual(known);
  expect(known.body.retcode).toBe(1003);
});

it('answers msm/send alike, and a wrong code alike', async () => {
  const sentKnown = await call(server, '/userapi/msm/send', { phone: KNOWN });
  const sentUnknown = await call(server, '/userapi/msm/send', { phone: UNKNOWN });
  expect(sentUnknown).toEqual(sentKnown);
  expect(sentKnown.body.retcode).toBe(200);
  const known = await forget(KNOWN, '000000');
  const unknown = await forget(UNKNOWN, '000000');
  expect(unknown).toEqual(known);
  expect(known.body.retcode).toBe(1002);
});

it('answers a password login alike for a wrong password and an unknown phone', async () => {
  const wrong = await call(server, '/userapi/login/user/pwd', { phone: KNOWN, pwd: 'not-it-1' });
  const unknown = await call(server, '/userapi/login/user/pwd', { phone: UNKNOWN, pwd: 'not-it-1' });
  expect(unknown).toEqual(wrong);
});
