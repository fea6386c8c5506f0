import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { releaseFixture } from '../../../webpack/__tests__/release-fixture';
import { commands, readState, recommendPromote, startAnalysis } from '../../../webpack/release/server-api';
import { installCachePolicy } from '../../src/http/cache-policy';
import { installErrorEnvelope } from '../../src/http/envelope';
import { createCanaryAnalysis } from '../../src/ops/canary-analysis';
import type { HealthCounts } from '../../src/ops/health-store';
import { createOperatorGate } from '../../src/ops/operator-gate';
import { createOperators } from '../../src/ops/operators';
import { registerReleaseRoutes } from '../../src/ops/release-routes';
import { createTokenStore } from '../../src/user/tokens';
import { createUsersRepo } from '../../src/user/users-repo';
import { openTestDb, type TestDb } from '../db/test-db';

/**
 * The console API against a real release state, a real operators table and real sessions: `op-token` is an
 * enrolled operator's session that passed the second factor, `op-no-step-up` one that has not.
 */
let test: TestDb;
let app: FastifyInstance;
let outDir: string;
let operatorId: number;
let fanId: number;
const NOW = Date.parse('2026-11-21T12:00:00Z');
const minute = (n: number) => NOW - 60_000 * n - (NOW % 60_000);
const tokens = new Map<string, string>();

const counts = (mount: number, renderError = 0): HealthCounts => ({
  mount,
  loadFail: 0,
  renderError,
  fallback: renderError,
});

const health = {
  flush: async () => undefined,
  totals: async (_app: string, versions: string[]) =>
    Object.fromEntries(versions.map((v) => [v, v === '1.1.0-bbbb' ? counts(30, 3) : counts(97, 0)])),
  series: async (_app: string, versions: string[]) =>
    Object.fromEntries(versions.map((v) => [v, [{ minute: minute(2), ...counts(10, 1) }]])),
};

async function ask(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: token ? { token: tokens.get(token) ?? token } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

beforeAll(async () => {
  test = await openTestDb();
  const users = createUsersRepo(test.db);
  operatorId = await users.create({ phone: '13900000101', userName: '运维甲' });
  fanId = await users.create({ phone: '13900000102', userName: '球迷乙' });
  const store = createTokenStore(test.db);
  const opSession = (await store.issue(operatorId)).token;
  await store.markSecondFactor(opSession);
  tokens.set('op-token', opSession);
  tokens.set('op-no-step-up', (await store.issue(operatorId)).token);
  tokens.set('fan-token', (await store.issue(fanId)).token);
  await createOperators(test.db).grant(operatorId, 'test');
  await test.db.qb
    .insertInto('operator_totp')
    .values({ user_id: operatorId, secret: 'JBSWY3DPEHPK3PXP', created_at: 0, confirmed_at: 1 })
    .execute();
});
afterAll(async () => test.dispose());

beforeEach(async () => {
  outDir = releaseFixture();
  app = Fastify();
  installErrorEnvelope(app);
  installCachePolicy(app);
  const analysis = createCanaryAnalysis({
    db: test.db,
    store: health,
    outDir,
    log: app.log,
    schedule: false,
  });
  registerReleaseRoutes(app, {
    outDir,
    gate: createOperatorGate(test.db, createOperators(test.db)),
    health,
    analysis,
    now: () => NOW,
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('/opsapi/releases', () => {
  it('refuses visitors (401), fans (403) and an operator without the second factor, and changes nothing', async () => {
    const before = fs.readFileSync(`${outDir}/release-state.json`, 'utf8');
    for (const [token, status, message] of [
      [undefined, 401, '请使用运维账号登录'],
      ['forged', 401, '请使用运维账号登录'],
      ['fan-token', 403, '此页面仅限运维人员访问'],
      ['op-no-step-up', 403, '请输入身份验证器上的 6 位验证码'],
    ] as const) {
      const read = await ask('GET', '/opsapi/releases', token);
      expect([read.status, read.body.retmsg, read.body.data]).toEqual([status, message, null]);
      const write = await ask('POST', '/opsapi/releases/scores/rollback', token, { reason: '想试试' });
      expect(write.status).toBe(status);
    }
    expect(fs.readFileSync(`${outDir}/release-state.json`, 'utf8')).toBe(before);
  });

  it("shows an operator every app's versions, canary, health and history, never cached", async () => {
    await commands.canary(
      { outDir, by: 'alice', auto: true, print: () => undefined },
      'scores',
      '1.1.0-bbbb',
      '50',
    );
    const { status, body, headers } = await ask('GET', '/opsapi/releases', 'op-token');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(body.data.apps.map((a: { app: string }) => a.app)).toEqual([
      'shell',
      'scores',
      'content',
      'database',
      'account',
    ]);
    const scores = body.data.apps[1];
    expect(scores).toMatchObject({
      label: '比分',
      current: '1.0.0-aaaa',
      previous: null,
      canary: {
        version: '1.1.0-bbbb',
        percent: 50,
        by: 'alice',
        auto: { steps: [100], since: null, recommended: null },
      },
    });
    expect(scores.health).toEqual([
      {
        version: '1.0.0-aaaa',
        role: 'current',
        totals: { ...counts(97), failureRate: 0 },
        minutes: [{ minute: minute(2), ...counts(10, 1) }],
      },
      {
        version: '1.1.0-bbbb',
        role: 'canary',
        totals: { ...counts(30, 3), failureRate: 3 / 33 },
        minutes: [{ minute: minute(2), ...counts(10, 1) }],
      },
    ]);
    expect(scores.history[0]).toMatchObject({ action: 'canary', percent: 50, by: 'alice', auto: true });
    expect(body.data.apps[3]).toMatchObject({ app: 'database', current: null, canary: null, health: [] });
    expect(body.data.apps[0]).toMatchObject({ app: 'shell', current: '1.0.0-s1', health: [] });
  });

  it("shows the analysis' recommendation to promote (issue 44: the operator's 全量发布 takes it to 100 %)", async () => {
    await commands.canary(
      { outDir, by: 'alice', auto: true, print: () => undefined },
      'scores',
      '1.1.0-bbbb',
      '50',
    );
    await startAnalysis(outDir, 'scores', '1.1.0-bbbb', Date.parse('2026-11-21T11:50:00Z'));
    const why = "recommend promote (an operator's 全量发布): canary 1.1.0-bbbb failed 0 of 60 loads";
    await recommendPromote(outDir, 'scores', '1.1.0-bbbb', Date.parse('2026-11-21T11:55:00Z'), why);
    const { body } = await ask('GET', '/opsapi/releases', 'op-token');
    expect(body.data.apps[1].canary.auto).toMatchObject({
      since: '2026-11-21T11:50:00.000Z',
      recommended: { at: '2026-11-21T11:55:00.000Z', why },
    });
    expect(body.data.apps[1].current).toBe('1.0.0-aaaa');
    const done = await ask('POST', '/opsapi/releases/scores/promote', 'op-token', {
      version: '1.1.0-bbbb',
      reason: '分析建议，确认全量',
    });
    expect(done.status).toBe(200);
    expect(readState(outDir).apps.scores?.current).toBe('1.1.0-bbbb');
    expect(readState(outDir).apps.scores?.canary).toBeUndefined();
  });

  it('rolls back, promotes and stops a canary with the reason the operator gave, through the release commands', async () => {
    const quiet = { outDir, by: 'alice', print: () => undefined };
    await commands.promote(quiet, 'scores', '1.1.0-bbbb');
    const back = await ask('POST', '/opsapi/releases/scores/rollback', 'op-token', { reason: '比分页白屏' });
    expect([back.status, back.body.retmsg]).toEqual([200, '已回滚「比分」到 1.0.0-aaaa']);
    expect(back.body.data.app.current).toBe('1.0.0-aaaa');
    expect(readState(outDir).apps.scores?.history?.at(-1)).toMatchObject({
      action: 'rollback',
      by: `operator ${operatorId}`,
      why: '比分页白屏',
    });

    await commands.canary(quiet, 'scores', '1.1.0-bbbb', '10');
    const stale = await ask('POST', '/opsapi/releases/scores/promote', 'op-token', {
      version: '9.9.9',
      reason: '全量',
    });
    expect([stale.status, stale.body.retmsg]).toEqual([409, '「比分」的灰度版本已不是 9.9.9，请刷新后再试']);
    const promoted = await ask('POST', '/opsapi/releases/scores/promote', 'op-token', {
      version: '1.1.0-bbbb',
      reason: '灰度一小时无异常',
    });
    expect(promoted.status).toBe(200);
    expect(readState(outDir).apps.scores).toMatchObject({ current: '1.1.0-bbbb' });
    expect(readState(outDir).apps.scores?.canary).toBeUndefined();

    await commands.canary(quiet, 'scores', '1.0.0-aaaa', '10');
    const stopped = await ask('POST', '/opsapi/releases/scores/canary/stop', 'op-token', {
      reason: '先停一下',
    });
    expect([stopped.status, stopped.body.retmsg]).toEqual([
      200,
      '已停止「比分」的灰度，所有访客使用当前版本',
    ]);
    expect(readState(outDir).apps.scores?.canary).toBeUndefined();
  });

  it('refuses an action without a reason, and passes the release guard’s refusal on', async () => {
    const empty = await ask('POST', '/opsapi/releases/scores/rollback', 'op-token', { reason: '   ' });
    expect([empty.status, empty.body.retmsg]).toEqual([400, '请填写原因（2–200 字）']);
    const missing = await ask('POST', '/opsapi/releases/scores/rollback', 'op-token', {});
    expect(missing.status).toBe(400);
    const nothing = await ask('POST', '/opsapi/releases/scores/rollback', 'op-token', { reason: '回滚试试' });
    expect([nothing.status, nothing.body.retmsg]).toEqual([
      409,
      '操作未执行：scores has no previous version to roll back to (history scores)',
    ]);
    const shell = await ask('POST', '/opsapi/releases/shell/canary/stop', 'op-token', { reason: '停止' });
    expect([shell.status, shell.body.retmsg]).toEqual([400, '外壳没有灰度发布']);
    const unknown = await ask('POST', '/opsapi/releases/other/rollback', 'op-token', { reason: '回滚试试' });
    expect(unknown.status).toBe(400);
  });
});
