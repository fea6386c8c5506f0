import { sql } from 'kysely';
import type {
  AuditEntry,
  ChatPage,
  ModerationChatLine,
  MuteState,
  Page,
  PostChatData,
} from '@jincheng/shared/core';
import { CHAT_REPORT_THRESHOLD } from '@jincheng/shared/core';
import { nowS } from '../../src/sport/time';
import { SseClient, type SseEvent } from '../sport/sse-client';
import { startCommunityServer } from './community-server';

/**
 * Chat lines in the moderator view (issue 28, docs/community.md 聊天室 and "Moderation"): the queues list lines
 * reported or hidden by reports with their match, author, text as sent and shown, reports and reasons; a
 * moderator hides a line (open streams drop it: `hide`), restores it (open streams get it back: `restore`,
 * and the history shows it again), dismisses reports, mutes its author; every action is in the audit log.
 * Both engines (JC_TEST_PG_URL).
 */
jest.setTimeout(120_000);

const MOD = 'token-90';
let c: Awaited<ReturnType<typeof startCommunityServer>>;
let room: number;
let title: string;

beforeAll(async () => {
  // Accounts older than 7 days: their reports, each from a network of its own, hide at the threshold.
  c = await startCommunityServer([81, 82, 83, 84, 85, 86, 87, 90], { ageDays: 8 });
  await sql`INSERT INTO community_moderators (user_id, granted_at, granted_by)
    VALUES (90, ${Date.now()}, 'test')`.execute(c.s.db.qb);
  // A room under way (the simulator is off here: its status is set by hand, as chat.test does).
  const match = (
    await sql<{ id: number; home: string; away: string }>`SELECT m.id, h.short_name AS home,
        a.short_name AS away FROM sport_matches m
      JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id
      WHERE m.sport = 'football' AND m.status = 'scheduled' AND m.kickoff > ${nowS()}
      ORDER BY m.kickoff, m.id LIMIT 1`.execute(c.s.db.qb)
  ).rows[0]!;
  room = Number(match.id);
  title = `${match.home} vs ${match.away}`;
  await sql`UPDATE sport_matches SET status = 'first_half', minute = 10 WHERE id = ${room}`.execute(
    c.s.db.qb,
  );
}, 180_000);
afterAll(() => c?.s.close());

const say = async (text: string, fan: number) => {
  const answer = await c.post<PostChatData>(`/sportapi/matches/${room}/chat`, { text }, `token-${fan}`);
  expect(answer.status).toBe(200);
  return answer.body.data.message;
};
const report = (id: number, fan: number, reason = '辱骂攻击') =>
  c.postFrom(`198.51.100.${fan}`, `/sportapi/chat/${id}/report`, { reason }, `token-${fan}`);
const queue = async (name: 'reported' | 'hidden') =>
  (await c.get<Page<ModerationChatLine>>(`/sportapi/moderation/chat?queue=${name}&pageSize=50`, MOD)).body
    .data.list;
const act = (action: 'hide' | 'restore', id: number, reason?: string) =>
  c.post<{ id: number; hidden: boolean }>(
    `/sportapi/moderation/chat/${id}/${action}`,
    reason === undefined ? {} : { reason },
    MOD,
  );
const historyIds = async () =>
  (await c.get<ChatPage>(`/sportapi/matches/${room}/chat?limit=100`)).body.data.list.map((m) => m.id);
const lastId = async () => (await c.get<ChatPage>(`/sportapi/matches/${room}/chat`)).body.data.lastId;
const auditFor = async (id: number) =>
  (await c.get<Page<AuditEntry>>('/sportapi/moderation/audit?pageSize=50', MOD)).body.data.list.filter(
    (e) => e.target.kind === 'chat' && e.target.id === id,
  );
const stream = (after: number) => new SseClient(`${c.s.base}/sportapi/matches/${room}/chat/stream`, after);
const eventsOf = (events: SseEvent[], name: string) =>
  events.filter((e) => e.event === name).map((e) => JSON.parse(e.data) as unknown);

it('answers 403 无权限 to a fan and 请先登录 to a visitor on the chat moderator routes', async () => {
  const line = await say('谁来评评理', 81);
  for (const [method, path] of [
    ['GET', '/sportapi/moderation/chat'],
    ['POST', `/sportapi/moderation/chat/${line.id}/hide`],
    ['POST', `/sportapi/moderation/chat/${line.id}/restore`],
  ] as const) {
    const fan = method === 'GET' ? await c.get(path, 'token-82') : await c.post(path, {}, 'token-82');
    expect([path, fan.status, fan.body.retmsg]).toEqual([path, 403, '无权限']);
    const visitor = method === 'GET' ? await c.get(path) : await c.post(path, {});
    expect([path, visitor.status]).toEqual([path, 401]);
  }
  expect(await historyIds()).toContain(line.id);
});

it('lists a line hidden by reports; a restore shows it again live and in the history, and the reports count anew', async () => {
  const line = await say('裁判是 傻 逼 吧', 81);
  expect(line.text).not.toContain('傻');
  await report(line.id, 82);
  const reported = (await queue('reported')).find((x) => x.id === line.id);
  expect(reported).toMatchObject({
    matchId: room,
    matchTitle: title,
    text: line.text,
    sent: '裁判是 傻 逼 吧',
    reports: 1,
    hiddenAt: null,
    hiddenBy: null,
    reasons: [{ reason: '辱骂攻击', count: 1 }],
    author: { userId: '81', userName: '球迷81', mutedUntil: null },
    createdAt: line.createdAt,
  });
  const reasons = ['辱骂攻击', '其他'];
  for (let i = 1; i < CHAT_REPORT_THRESHOLD; i += 1) await report(line.id, 82 + i, reasons[i - 1]);
  expect(await historyIds()).not.toContain(line.id);
  expect((await queue('reported')).map((x) => x.id)).not.toContain(line.id);
  const hidden = (await queue('hidden')).find((x) => x.id === line.id);
  expect(hidden).toMatchObject({
    reports: CHAT_REPORT_THRESHOLD,
    hiddenBy: 'reports',
    reasons: [
      { reason: '辱骂攻击', count: 2 },
      { reason: '其他', count: 1 },
    ],
  });
  expect(hidden!.hiddenAt).toBeGreaterThanOrEqual(line.createdAt);

  const before = await lastId();
  const watcher = stream(before);
  try {
    await watcher.open();
    await watcher.waitFor(() => watcher.events.some((e) => e.event === 'ready'));
    const restored = await act('restore', line.id, '复核无问题');
    expect([restored.status, restored.body.retmsg, restored.body.data]).toEqual([
      200,
      '消息已恢复显示',
      { id: line.id, hidden: false },
    ]);
    await watcher.waitFor(() => watcher.events.some((e) => e.event === 'restore'));
    // The line itself, under its own id and time, so a screen puts it back where it was.
    expect(eventsOf(watcher.events, 'restore')).toEqual([line]);
  } finally {
    watcher.close();
  }
  expect(await historyIds()).toContain(line.id);
  expect((await queue('hidden')).map((x) => x.id)).not.toContain(line.id);
  // A stream resuming from before the restore replays it too.
  const resumed = stream(before);
  try {
    await resumed.open();
    await resumed.waitFor(() => resumed.events.some((e) => e.event === 'restore'));
    expect(eventsOf(resumed.events, 'restore')).toEqual([line]);
  } finally {
    resumed.close();
  }
  // The reviewed reports are closed: a new one counts from one.
  await report(line.id, 86);
  expect((await queue('reported')).find((x) => x.id === line.id)).toMatchObject({
    reports: 1,
    reasons: [{ reason: '辱骂攻击', count: 1 }],
  });
  expect(await auditFor(line.id)).toMatchObject([
    { action: 'restore', reason: '复核无问题', target: { kind: 'chat', label: line.text } },
  ]);
});

it('hides a line for everyone at once, refuses what cannot be hidden, and mutes its author', async () => {
  const line = await say('这个判罚有问题', 84);
  const watcher = stream(await lastId());
  try {
    await watcher.open();
    await watcher.waitFor(() => watcher.events.some((e) => e.event === 'ready'));
    const hidden = await act('hide', line.id);
    expect([hidden.status, hidden.body.retmsg, hidden.body.data]).toEqual([
      200,
      '消息已隐藏',
      { id: line.id, hidden: true },
    ]);
    await watcher.waitFor(() => watcher.events.some((e) => e.event === 'hide'));
    expect(eventsOf(watcher.events, 'hide')).toEqual([{ id: line.id }]);
  } finally {
    watcher.close();
  }
  expect(await historyIds()).not.toContain(line.id);
  expect((await queue('hidden')).find((x) => x.id === line.id)).toMatchObject({
    hiddenBy: 'moderator',
    reports: 0,
  });
  expect((await act('hide', line.id)).body.retmsg).toBe('该消息已隐藏');
  expect(await auditFor(line.id)).toMatchObject([
    { action: 'hide', reason: '违反社区规范', actor: { userId: '90' }, target: { label: '这个判罚有问题' } },
  ]);

  const fine = await say('好球！', 85);
  const nothing = await act('restore', fine.id);
  expect([nothing.status, nothing.body.retmsg]).toEqual([400, '该消息未被隐藏或举报']);
  const [system] = await sql<{ id: number }>`INSERT INTO chat_messages (match_id, kind, sent, shown,
      system_kind, created_at) VALUES (${room}, 'system', '', '比赛开始', 'kickoff', ${Date.now()})
    RETURNING id`
    .execute(c.s.db.qb)
    .then((r) => r.rows);
  expect((await act('hide', Number(system!.id))).body.retmsg).toBe('系统消息不能隐藏');
  // A log row that only records a hiding is no line.
  const [hideRow] = await sql<{ id: number }>`SELECT id FROM chat_messages WHERE kind = 'hide'
      AND target_id = ${line.id}`
    .execute(c.s.db.qb)
    .then((r) => r.rows);
  expect((await act('hide', Number(hideRow!.id))).status).toBe(404);
  expect((await act('hide', 2147483000)).body.retmsg).toBe('消息不存在');

  // The author is muted with the existing route; the queue says so and the room refuses the next line.
  const mute = await c.post<MuteState>('/sportapi/moderation/users/84/mute', { duration: '1h' }, MOD);
  expect(mute.status).toBe(200);
  expect((await queue('hidden')).find((x) => x.id === line.id)!.author.mutedUntil).toBe(
    mute.body.data.mutedUntil,
  );
  const refused = await c.post(`/sportapi/matches/${room}/chat`, { text: '我还能说话吗' }, 'token-84');
  expect([refused.status, refused.body.retmsg]).toEqual([403, expect.stringMatching(/^你已被禁言至 /)]);
});

it('dismisses the reports of a shown line: it stays, leaves the queue, and no stream is told anything', async () => {
  const line = await say('主裁判今天状态一般', 87);
  await report(line.id, 81, '其他');
  expect((await queue('reported')).map((x) => x.id)).toContain(line.id);
  const before = await lastId();
  const dismissed = await act('restore', line.id, '驳回举报');
  expect(dismissed.body.retmsg).toBe('消息已恢复显示');
  expect((await queue('reported')).map((x) => x.id)).not.toContain(line.id);
  expect(await historyIds()).toContain(line.id);
  // Nothing was appended to the log: open streams have nothing to change.
  expect(await lastId()).toBe(before);
  expect(await auditFor(line.id)).toMatchObject([{ action: 'restore', reason: '驳回举报' }]);
});
