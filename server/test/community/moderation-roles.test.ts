import { sql } from 'kysely';
import type {
  ArticleComment,
  AuditEntry,
  CommunityProfile,
  ModerationComment,
  MuteState,
  Page,
} from '@jincheng/shared/core';
import { COMMENT_REPORT_THRESHOLD, COMMUNITY_REFUSED_CODE } from '@jincheng/shared/core';
import { assertMayPost, mutedUntil } from '../../src/community';
import { beijingMinute } from '../../src/community/mutes';
import { startCommunityServer } from './community-server';

/**
 * The moderator role (issue 28, docs/community.md "Moderation"): the queues of reported and hidden comments,
 * hide, restore, mute for a time and unmute, each written to the audit log; a fan gets 403 无权限; a muted fan
 * cannot post until the mute ends. Both engines.
 */
jest.setTimeout(120_000);

const MOD = 'token-90';
let c: Awaited<ReturnType<typeof startCommunityServer>>;
beforeAll(async () => {
  // Accounts older than 7 days: their reports, each from a network of its own, hide at the threshold.
  c = await startCommunityServer([81, 82, 83, 84, 85, 86, 90], { ageDays: 8 });
  await sql`INSERT INTO community_moderators (user_id, granted_at, granted_by)
    VALUES (90, ${Date.now()}, 'test')`.execute(c.s.db.qb);
}, 180_000);
afterAll(() => c?.s.close());

const queue = (name: 'reported' | 'hidden', token = MOD) =>
  c.get<Page<ModerationComment>>(`/sportapi/moderation/comments?queue=${name}`, token);
const auditLog = () => c.get<Page<AuditEntry>>('/sportapi/moderation/audit?pageSize=50', MOD);
const visible = async (id: number) =>
  (
    await c.get<Page<ArticleComment>>(`/sportapi/articles/${c.articleId}/comments?sort=new&pageSize=50`)
  ).body.data.list.some((x) => x.id === id);

it('answers 403 无权限 to a fan and 请先登录 to a visitor on every moderator route', async () => {
  const posted = (await c.write('谁来评评理', 'token-81')).body.data.comment;
  const routes: [string, string, unknown?][] = [
    ['GET', '/sportapi/moderation/comments'],
    ['GET', '/sportapi/moderation/audit'],
    ['POST', `/sportapi/moderation/comments/${posted.id}/hide`, {}],
    ['POST', `/sportapi/moderation/comments/${posted.id}/restore`, {}],
    ['POST', '/sportapi/moderation/users/81/mute', { duration: '1h' }],
    ['POST', '/sportapi/moderation/users/81/unmute', {}],
  ];
  for (const [method, path, body] of routes) {
    const fan = method === 'GET' ? await c.get(path, 'token-82') : await c.post(path, body, 'token-82');
    expect([path, fan.status, fan.body.retmsg]).toEqual([path, 403, '无权限']);
    const visitor = method === 'GET' ? await c.get(path) : await c.post(path, body);
    expect([path, visitor.status]).toEqual([path, 401]);
  }
  expect(await visible(posted.id)).toBe(true);
  expect((await c.get<CommunityProfile>('/sportapi/community/me', MOD)).body.data.moderator).toBe(true);
  expect((await c.get<CommunityProfile>('/sportapi/community/me', 'token-82')).body.data.moderator).toBe(
    false,
  );
});

it('lists reported comments with their count and reasons; restore after the threshold shows it again', async () => {
  const bad = (await c.write('这裁判收钱了吧', 'token-81')).body.data.comment;
  const reasons = ['辱骂攻击', '辱骂攻击', '其他'];
  const report = (fan: number, reason: string) =>
    c.postFrom(`198.51.100.${fan}`, `/sportapi/comments/${bad.id}/report`, { reason }, `token-${fan}`);
  await report(82, reasons[0]!);
  const reported = (await queue('reported')).body.data.list.find((x) => x.id === bad.id);
  expect(reported).toMatchObject({ reports: 1, hiddenAt: null, reasons: [{ reason: '辱骂攻击', count: 1 }] });
  for (let i = 1; i < COMMENT_REPORT_THRESHOLD; i += 1) await report(82 + i, reasons[i]!);
  expect(await visible(bad.id)).toBe(false);
  const hidden = (await queue('hidden')).body.data.list.find((x) => x.id === bad.id);
  expect(hidden).toMatchObject({
    reports: COMMENT_REPORT_THRESHOLD,
    hiddenBy: 'reports',
    sent: '这裁判收钱了吧',
    author: { userId: '81', userName: '球迷81', mutedUntil: null },
    reasons: [
      { reason: '辱骂攻击', count: 2 },
      { reason: '其他', count: 1 },
    ],
  });
  expect((await queue('reported')).body.data.list.some((x) => x.id === bad.id)).toBe(false);

  const restored = await c.post(
    `/sportapi/moderation/comments/${bad.id}/restore`,
    { reason: '言论未越界' },
    MOD,
  );
  expect(restored.status).toBe(200);
  expect(await visible(bad.id)).toBe(true);
  expect((await queue('hidden')).body.data.list.some((x) => x.id === bad.id)).toBe(false);
  expect((await queue('reported')).body.data.list.some((x) => x.id === bad.id)).toBe(false);
  // The threshold counts anew: a new report opens it again with one report.
  await report(86, '其他');
  const reopened = (await queue('reported')).body.data.list.find((x) => x.id === bad.id);
  expect(reopened).toMatchObject({ reports: 1, reasons: [{ reason: '其他', count: 1 }] });
  expect(await visible(bad.id)).toBe(true);

  const log = (await auditLog()).body.data.list;
  expect(log[0]).toMatchObject({
    action: 'restore',
    actor: { userId: '90', userName: '球迷90' },
    target: { kind: 'comment', id: bad.id, label: '这裁判收钱了吧' },
    reason: '言论未越界',
    until: null,
  });
});

it('hides a comment (a reply leaves its parent’s count) and restores it, each in the audit log', async () => {
  const top = (await c.write('主队今天踢得怎么样', 'token-83')).body.data.comment;
  const reply = (await c.write('一般般', 'token-84', top.id)).body.data.comment;
  const hide = await c.post(`/sportapi/moderation/comments/${reply.id}/hide`, { reason: '' }, MOD);
  expect(hide.status).toBe(200);
  expect(hide.body.retmsg).toBe('评论已隐藏');
  const hiddenTwice = await c.post(`/sportapi/moderation/comments/${reply.id}/hide`, {}, MOD);
  expect(hiddenTwice.body.retmsg).toBe('该评论已隐藏');
  const parent = () =>
    c
      .get<Page<ArticleComment>>(`/sportapi/articles/${c.articleId}/comments?sort=new&pageSize=50`)
      .then((r) => r.body.data.list.find((x) => x.id === top.id));
  expect((await parent())?.replyCount).toBe(0);
  expect((await queue('hidden')).body.data.list[0]).toMatchObject({ id: reply.id, hiddenBy: 'moderator' });
  await c.post(`/sportapi/moderation/comments/${reply.id}/restore`, {}, MOD);
  expect((await parent())?.replyCount).toBe(1);
  expect((await parent())?.replies.map((r) => r.id)).toEqual([reply.id]);
  const log = (await auditLog()).body.data.list.slice(0, 2);
  expect(log.map((e) => [e.action, e.target.id, e.reason])).toEqual([
    ['restore', reply.id, '复核后恢复'],
    ['hide', reply.id, '违反社区规范'],
  ]);
  const missing = await c.post('/sportapi/moderation/comments/2147483000/hide', {}, MOD);
  expect([missing.status, missing.body.retmsg]).toEqual([404, '评论不存在']);
});

it('mutes a fan for a time: posts refused with the end, then allowed after unmute', async () => {
  const bad = await c.post<MuteState>('/sportapi/moderation/users/85/mute', { duration: '2h' }, MOD);
  expect(bad.status).toBe(400);
  const muted = await c.post<MuteState>(
    '/sportapi/moderation/users/85/mute',
    { duration: '24h', reason: '连续辱骂' },
    MOD,
  );
  expect(muted.status).toBe(200);
  const until = muted.body.data.mutedUntil!;
  expect(until - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  expect(until - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  expect(muted.body.retmsg).toBe(`已禁言至 ${beijingMinute(until)}`);
  expect(beijingMinute(until)).toMatch(/^\d{2}-\d{2} \d{2}:\d{2}$/);

  const refused = await c.write('我又来了', 'token-85');
  expect(refused.status).toBe(403);
  expect(refused.body.retcode).toBe(COMMUNITY_REFUSED_CODE);
  expect(refused.body.retmsg).toBe(`你已被禁言至 ${beijingMinute(until)}`);
  expect((await c.get<CommunityProfile>('/sportapi/community/me', 'token-85')).body.data.mutedUntil).toBe(
    until,
  );

  const self = await c.post('/sportapi/moderation/users/90/mute', { duration: '1h' }, MOD);
  expect(self.body.retmsg).toBe('不能禁言自己');

  const unmuted = await c.post<MuteState>('/sportapi/moderation/users/85/unmute', {}, MOD);
  expect(unmuted.body.data).toEqual({ userId: '85', mutedUntil: null });
  expect((await c.write('我又来了', 'token-85')).status).toBe(200);
  const again = await c.post('/sportapi/moderation/users/85/unmute', {}, MOD);
  expect(again.body.retmsg).toBe('该用户未被禁言');

  const log = (await auditLog()).body.data.list.slice(0, 2);
  expect(log.map((e) => [e.action, e.target.kind, e.target.id, e.target.label, e.reason, e.until])).toEqual([
    ['unmute', 'user', 85, '球迷85', '提前解除禁言', null],
    ['mute', 'user', 85, '球迷85', '连续辱骂', until],
  ]);
});

it('lets a mute lapse by itself (the reusable check, with time passed in)', async () => {
  const muted = await c.post<MuteState>('/sportapi/moderation/users/86/mute', { duration: '1h' }, MOD);
  const until = muted.body.data.mutedUntil!;
  const db = c.s.db.qb;
  expect(await mutedUntil(db, 86, until - 1)).toBe(until);
  await expect(assertMayPost(db, 86, until - 1)).rejects.toThrow(`你已被禁言至 ${beijingMinute(until)}`);
  expect(await mutedUntil(db, 86, until)).toBeNull();
  await expect(assertMayPost(db, 86, until + 1)).resolves.toBeUndefined();
  // As the server sees it once the hour is over (the row moved back as time would move forward).
  await sql`UPDATE community_mutes SET until = ${Date.now() - 1} WHERE user_id = 86`.execute(db);
  expect((await c.write('一小时后我回来了', 'token-86')).status).toBe(200);
});

it('pages the audit log, newest first', async () => {
  const first = await c.get<Page<AuditEntry>>('/sportapi/moderation/audit?pageSize=2', MOD);
  expect(first.body.data.list).toHaveLength(2);
  expect(first.body.data.hasMore).toBe(true);
  const second = await c.get<Page<AuditEntry>>('/sportapi/moderation/audit?pageSize=2&page=2', MOD);
  const ids = [...first.body.data.list, ...second.body.data.list].map((e) => e.id);
  expect(new Set(ids).size).toBe(4);
  const times = [...first.body.data.list, ...second.body.data.list].map((e) => e.createdAt);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});
