import crypto from 'node:crypto';
import type { TopUpOrder } from '@jincheng/shared/core';
import { signNotification, type PayNotification } from '../../src/pay/notify-signature';
import { call, smsCodeFor, type Answer, type TestServer } from '../user/helpers';

export { call, loginToken, startServer, type TestServer } from '../user/helpers';

let phoneSeq = 0;

/** A brand-new account (SMS sign-in is sign-up): no balance, no orders, first-order benefit available. */
export async function freshUser(server: TestServer): Promise<{ token: string; userId: number }> {
  phoneSeq += 1;
  const phone = `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
  const code = await smsCodeFor(server, phone);
  const answer = await call(server, '/userapi/login/user/code', { phone, code });
  const data = answer.body.data as { token: string; userId: string };
  return { token: data.token, userId: Number(data.userId) };
}

export const newKey = () => crypto.randomUUID();

export async function createOrder(
  server: TestServer,
  token: string,
  body: Partial<{ amountFen: unknown; payMethod: unknown; idempotencyKey: unknown }> = {},
): Promise<Answer & { order: TopUpOrder }> {
  const answer = await call(
    server,
    '/userapi/pay/order/create',
    { amountFen: 3000, payMethod: 'wechat', idempotencyKey: newKey(), ...body },
    { token },
  );
  return { ...answer, order: answer.body.data as unknown as TopUpOrder };
}

export const providerSecret = async (server: TestServer) =>
  (
    (await server.db.qb
      .selectFrom('pay_settings')
      .select('value')
      .where('name', '=', 'notify-secret')
      .executeTakeFirstOrThrow()) as { value: string }
  ).value;

/** A notification exactly as the provider would send it, signed with the provider secret. */
export async function notification(
  server: TestServer,
  fields: Partial<PayNotification> & { orderNo: string },
) {
  return signNotification(
    {
      tradeNo: 'T202506010001',
      amountFen: 3000,
      tradeStatus: 'SUCCESS',
      notifyTime: Date.now(),
      nonce: 'n0nce-abcdef',
      ...fields,
    },
    await providerSecret(server),
  );
}

/** Posts a provider notification (unsigned by the web client's sign, as a provider's callback is). */
export const notify = (server: TestServer, body: object) =>
  call(server, '/userapi/pay/notify', { ...body }, { unsigned: true });

export async function balanceOf(server: TestServer, token: string): Promise<number> {
  const answer = await call(server, '/userapi/base/user/acct', {}, { token, as: 'none' });
  return (answer.body.data as { balance: number }).balance;
}

export async function payState(server: TestServer, token: string, orderNo: string) {
  const answer = await call(server, '/userapi/pay/query/state', { orderNo }, { token });
  return answer.body;
}
