import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import { deploymentPlaceholders } from '../../src/providers';
import { hashPassword } from '../../src/user/passwords';
import { call, signedHeaders, startServer, type TestServer } from '../user/helpers';
import { logCapture } from './log-capture';
import { prep } from '../db/sql';

/**
 * NODE_ENV=production without configured providers: nothing mints coins or sessions. The stand-ins (cashier,
 * notification, WeChat page, SMS outbox) do not exist, there are no demo accounts, and what cannot work says
 * so clearly. The demo switch brings them back, loudly.
 */
jest.setTimeout(60_000);

const STANDIN_ROUTES: [string, string][] = [
  ['GET', '/userapi/pay/cashier/JC20250101000000000001?key=00000000000000000000000000000000'],
  ['POST', '/userapi/pay/cashier/JC20250101000000000001/confirm'],
  ['POST', '/userapi/pay/cashier/JC20250101000000000001/cancel'],
  ['POST', '/userapi/pay/notify'],
  ['GET', '/userapi/wechat/authorize?state=%252F'],
  ['POST', '/userapi/wechat/authorize'],
  ['GET', '/__dev/sms/13800000001'],
];

async function status(server: TestServer, method: string, url: string) {
  const res = await fetch(`${server.base}${url}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body:
      method === 'POST'
        ? 'openId=oJCTY_demo_fan_0001&state=%2F&key=00000000000000000000000000000000'
        : undefined,
  });
  return res.status;
}

describe('production without providers', () => {
  let server: TestServer;
  const log = logCapture();
  beforeAll(async () => {
    server = await startServer('production', { logStream: log.stream });
  });
  afterAll(() => server.close());

  it.each(STANDIN_ROUTES)('has no stand-in route %s %s', async (method, url) => {
    expect(await status(server, method, url)).toBe(404);
  });

  it('warns at start while the footer and header details are the shipped placeholders', () => {
    const warning = log.entries().find((e) => String(e.msg).includes('仍是占位值'));
    expect(warning).toMatchObject({ level: 40 });
    expect(String(warning?.msg)).toContain('shell/src/config/deployment.json');
  });

  it('has no demo accounts, and the demo password signs nobody in', async () => {
    const demo = (await prep(
      server.db,
      "SELECT COUNT(*) AS n FROM users WHERE phone LIKE '1380000000_'",
    ).get()) as {
      n: number;
    };
    expect(demo.n).toBe(0);
    const login = await call(server, '/userapi/login/user/pwd', { phone: '13800000001', pwd: 'Jincheng123' });
    expect(login.body.retcode).toBe(1001);
    expect(log.text()).not.toContain('Jincheng123');
  });

  it('tells the screens that pay, SMS and WeChat are not available', async () => {
    const caps = await call(server, '/userapi/capabilities', {}, { as: 'none' });
    expect(caps.body.data).toEqual({
      pay: false,
      sms: false,
      wechat: false,
      wechatAuthorizeUrl: '',
      demo: false,
    });
    const packages = await call(server, '/userapi/pay/packages', {}, { as: 'none' });
    expect(packages.body.data).toMatchObject({ payAvailable: false });
  });

  it('refuses SMS, WeChat and top-up orders with clear messages', async () => {
    const sms = await call(server, '/userapi/msm/send', { phone: '13600000009' });
    expect(sms).toMatchObject({
      status: 503,
      body: { retcode: 1012, retmsg: '短信服务暂未开放，请使用密码登录' },
    });
    const wechat = await call(server, '/userapi/login/user/weChatAuth', { code: 'a'.repeat(32), type: 2 });
    expect(wechat.body).toMatchObject({ retcode: 1013, retmsg: '微信登录暂未开放，请使用手机号登录' });

    const id = 20001;
    await prep(
      server.db,
      "INSERT INTO users (id, phone, user_name, password_hash, created_at) VALUES (20001, '13900000001', '真实用户', ?, 0)",
    ).run(await hashPassword('RealUser2025'));
    await prep(server.db, 'INSERT INTO accounts (user_id, balance, updated_at) VALUES (?, 0, 0)').run(id);
    const login = await call(server, '/userapi/login/user/pwd', {
      phone: '13900000001',
      pwd: 'RealUser2025',
    });
    const token = login.body.data?.token as string;
    const order = await call(
      server,
      '/userapi/pay/order/create',
      { amountFen: 64800, payMethod: 'wechat', idempotencyKey: 'prod-order-key-0001' },
      { token },
    );
    expect(order).toMatchObject({
      status: 503,
      body: { retcode: 1025, retmsg: '充值通道暂未开放，请稍后再试' },
    });
    const orders = (await prep(server.db, 'SELECT COUNT(*) AS n FROM orders').get()) as { n: number };
    expect(orders.n).toBe(0);
  });
});

describe('production on data left by a demo run', () => {
  it('clears the public password of the old demo accounts', async () => {
    const dev = await startServer('development');
    const before = await call(dev, '/userapi/login/user/pwd', { phone: '13800000001', pwd: 'Jincheng123' });
    const oldToken = before.body.data?.token as string;
    expect(oldToken).toEqual(expect.any(String));
    await dev.app.close();
    const log = logCapture();
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-prod-out-'));
    const config = { ...readConfig({ NODE_ENV: 'production' }), dataDir: outDir, outDir, throttle: null };
    const prod = await buildApp({ config, db: dev.db, sport: false, logger: true, logStream: log.stream });
    try {
      const login = await prod.inject({
        method: 'POST',
        url: '/userapi/login/user/pwd',
        headers: { ...signedHeaders(), 'content-type': 'application/json' },
        payload: { phone: '13800000001', pwd: 'Jincheng123' },
      });
      expect(login.json()).toMatchObject({ retcode: 1001 });
      const info = await prod.inject({
        method: 'POST',
        url: '/userapi/base/info',
        headers: signedHeaders({ token: oldToken }),
      });
      expect(info.json()).toMatchObject({ retcode: 1000 });
      expect(log.text()).toContain('公开密码已清除');
      expect(log.text()).not.toContain('Jincheng123');
    } finally {
      await prod.close();
      await dev.close().catch(() => undefined);
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('production with JC_DEMO_STANDINS=1', () => {
  it('has the stand-ins and demo accounts, warns loudly, and never logs the password or a code', async () => {
    const log = logCapture();
    const server = await startServer('production', { config: { demo: true }, logStream: log.stream });
    try {
      expect(await status(server, 'GET', '/userapi/wechat/authorize?state=%252F')).toBe(200);
      const login = await call(server, '/userapi/login/user/pwd', {
        phone: '13800000001',
        pwd: 'Jincheng123',
      });
      expect(login.body.retcode).toBe(200);
      await call(server, '/userapi/msm/send', { phone: '13600000010' });
      const code = ((await (await fetch(`${server.base}/__dev/sms/13600000010`)).json()) as { code: string })
        .code;
      expect(code).toMatch(/^\d{6}$/);
      const warnings = log
        .entries()
        .filter((e) => e.level === 40)
        .map((e) => String(e.msg));
      expect(warnings.some((m) => m.includes('JC_DEMO_STANDINS=1'))).toBe(true);
      expect(log.text()).not.toContain('Jincheng123');
      expect(log.text()).not.toContain(code);
    } finally {
      await server.close();
    }
  });
});

describe('production with a configured SMS provider', () => {
  it('sends codes through it, says SMS is available, and keeps the outbox route away', async () => {
    const sent: { phone: string; code: string }[] = [];
    const sms = {
      name: 'test-gateway',
      send: async (phone: string, code: string) => void sent.push({ phone, code }),
    };
    const server = await startServer('production', { providers: { sms } });
    try {
      const caps = await call(server, '/userapi/capabilities', {}, { as: 'none' });
      expect(caps.body.data).toMatchObject({ sms: true, pay: false, wechat: false });
      expect((await call(server, '/userapi/msm/send', { phone: '13600000011' })).body.retcode).toBe(200);
      expect(sent).toEqual([{ phone: '13600000011', code: expect.stringMatching(/^\d{6}$/) }]);
      const login = await call(server, '/userapi/login/user/code', {
        phone: '13600000011',
        code: sent[0]?.code,
      });
      expect(login.body.data).toMatchObject({ token: expect.any(String) });
      expect(await status(server, 'GET', '/__dev/sms/13600000011')).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('deployment placeholders', () => {
  it('are still in the shipped deployment.json; a filled-in one (placeholders: false) is not warned about', () => {
    expect(deploymentPlaceholders()).toBe(true);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-deploy-'));
    try {
      const filled = path.join(dir, 'deployment.json');
      fs.writeFileSync(filled, JSON.stringify({ placeholders: false }));
      expect(deploymentPlaceholders(filled)).toBe(false);
      fs.writeFileSync(filled, '{ not json');
      expect(deploymentPlaceholders(filled)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
