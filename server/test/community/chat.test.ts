import { sql } from 'kysely';
import type { ChatMessage, ChatPage, ChatReportData, PostChatData } from '@jincheng/shared/core';
import { CHAT_REPORT_THRESHOLD, MATCH_ROOM_CLOSES_AFTER_MS } from '@jincheng/shared/core';
import { registerCommunityApi } from '../../src/community';
import { readConfig } from '../../src/config';
import { createThrottle } from '../../src/security/throttle';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { nowS } from '../../src/sport/time';
import { fakeAccounts, getJson, rewindToKickoff, startServer, type TestServer } from '../sport/helpers';
import { SseClient, type SseEvent } from '../sport/sse-client';
import { ageAccounts, postFrom } from './report-helpers';

/**
 * The match chat rooms (issue 28, docs/community.md 聊天室): history read by anyone and paged back by id;
 * posting signed in, through the filter and the throttle, while the room is open; a stream of each room,
 * resumable with Last-Event-ID; reports hiding a message live; goals and full time as system lines written
 * once by the simulator's tick. Both engines (JC_TEST_PG_URL).
 */
jest.setTimeout(120_000);

let s: TestServer;
const CANCELLED = 79;
const MUTED = 78;
const MAX_STREAMS = 4;
let room: number;
let other: number;
let closedRoom: number;
let laterRoom: number;

beforeAll(async () => {
  const base = readConfig({});
  s = await startServer({}, {}, async (app, db, sport) => {
    const throttle = await createThrottle(app, db, true);
    const config = {
      ...base,
      limits: { ...base.limits, sseMaxPerIp: MAX_STREAMS },
      // Every test posts from 127.0.0.1: the per-IP tier is kept out of the way of the per-fan one.
      throttle: { ...DEFAULT_THROTTLE, chatIp: [] },
    };
    await registerCommunityApi(
      app,
      { config, db, throttle, providers: { pay: null, sms: null, wechat: null } },
      { auth: (await fakeAccounts(db)).auth, playedIn: sport.playedIn, live: sport },
    );
  });
  for (let id = 41; id <= CANCELLED; id += 1)
    await sql`INSERT INTO users (id, user_name, created_at, cancel_at)
      VALUES (${id}, ${`球迷${id}`}, ${Date.now()}, ${id === CANCELLED ? Date.now() + 86_400_000 : null})`.execute(
      s.db.qb,
    );
  const ids = async (where: string) =>
    (
      await sql<{
        id: number;
      }>`SELECT id FROM sport_matches WHERE ${sql.raw(where)} ORDER BY kickoff, id LIMIT 2`.execute(s.db.qb)
    ).rows.map((r) => Number(r.id));
  // Two rooms of matches under way (the simulator is off in this file: their status is set here).
  [room, other] = (await ids(`sport = 'football' AND status = 'scheduled' AND kickoff > ${nowS()}`)) as [
    number,
    number,
  ];
  await sql`UPDATE sport_matches SET status = 'first_half', minute = 10 WHERE id IN (${room}, ${other})`.execute(
    s.db.qb,
  );
  [closedRoom] = (await ids(
    `sport = 'football' AND status = 'finished' AND kickoff < ${nowS() - 30 * 3600}`,
  )) as [number];
  [laterRoom] = (await ids(
    `sport = 'football' AND status = 'scheduled' AND kickoff_tbd = 0 AND kickoff > ${nowS() + 4 * 3600}`,
  )) as [number];
}, 180_000);
afterAll(() => s?.close());

const post = <T>(path: string, body: unknown, token?: string) =>
  getJson<T>(`${s.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
const say = (text: string, fan: number, id = room) =>
  post<PostChatData>(`/sportapi/matches/${id}/chat`, { text }, `token-${fan}`);
const history = (id: number, query = '') =>
  getJson<ChatPage>(`${s.base}/sportapi/matches/${id}/chat${query}`);
const stored = async (id: number) =>
  Number(
    (
      await sql<{ n: number }>`SELECT count(*) AS n FROM chat_messages WHERE match_id = ${id}`.execute(
        s.db.qb,
      )
    ).rows[0]?.n,
  );
const messagesOf = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as ChatMessage);
const stream = (id: number, lastEventId?: number) =>
  new SseClient(`${s.base}/sportapi/matches/${id}/chat/stream`, lastEventId);

it('lets anyone read, and only a signed-in, unmuted fan of a live account post; an unknown match is 比赛不存在', async () => {
  const page = await history(room);
  expect(page.status).toBe(200);
  expect(page.body.data.room).toMatchObject({ open: true, closesAt: null });
  const visitor = await post(`/sportapi/matches/${room}/chat`, { text: '好球' });
  expect(visitor.status).toBe(401);
  expect(visitor.body.retmsg).toBe('请先登录');
  const cancelled = await say('我还想说一句', CANCELLED);
  expect(cancelled.status).toBe(403);
  expect(cancelled.body.retmsg).toBe('账号注销中，无法发言');
  // A fan a moderator muted says nothing until the mute ends (the community writers' one check).
  await sql`INSERT INTO community_mutes (user_id, until, reason, by_user, created_at)
    VALUES (${MUTED}, ${Date.now() + 3_600_000}, ${'刷屏'}, ${41}, ${Date.now()})`.execute(s.db.qb);
  const muted = await say('我被禁言了吗', MUTED);
  expect(muted.status).toBe(403);
  expect(muted.body.retmsg).toMatch(/^你已被禁言至 \d{2}-\d{2} \d{2}:\d{2}$/);
  expect((await history(2147483000)).body.retmsg).toBe('比赛不存在');
  expect(await stored(room)).toBe(0);
});

it('stores messages as sent and pages the history back by id, newest first', async () => {
  const sent: ChatMessage[] = [];
  for (const [i, text] of ['开场了', '  主队压上了  ', '这脚射门可惜', '门将扑得好', '加油！'].entries()) {
    const answer = await say(text, 41 + i);
    expect(answer.status).toBe(200);
    sent.push(answer.body.data.message);
  }
  expect(sent[1]).toMatchObject({ text: '主队压上了', kind: 'user', system: null, matchId: room });
  expect(sent[1]!.author).toMatchObject({ userId: '42', userName: '球迷42' });
  const first = (await history(room, '?limit=2')).body.data;
  expect(first.list.map((m) => m.id)).toEqual([sent[4]!.id, sent[3]!.id]);
  expect(first.hasMore).toBe(true);
  expect(first.lastId).toBeGreaterThanOrEqual(sent[4]!.id);
  const second = (await history(room, `?limit=2&before=${first.list[1]!.id}`)).body.data;
  expect(second.list.map((m) => m.text)).toEqual(['这脚射门可惜', '主队压上了']);
  const last = (await history(room, `?limit=2&before=${second.list[1]!.id}`)).body.data;
  expect(last.list.map((m) => m.text)).toEqual(['开场了']);
  expect(last.hasMore).toBe(false);
  // Another room holds none of them.
  expect((await history(other)).body.data.list.map((m) => m.id)).not.toContain(sent[0]!.id);
  const row = await sql<{ sent: string }>`SELECT sent FROM chat_messages WHERE id = ${sent[1]!.id}`.execute(
    s.db.qb,
  );
  expect(row.rows[0]?.sent).toBe('  主队压上了  ');
});

it('refuses filtered words, links, phones, empty and long texts with the reason and stores nothing; masks abuse; keeps markup as text', async () => {
  const before = await stored(room);
  const refusals: Array<[string, string]> = [
    ['外围投注找我', '赌博'],
    ['直播看这里 www.example.com', '请勿发布链接或联系方式'],
    ['加我 138 0013 8000 一起看球', '请勿发布链接或联系方式'],
    ['   ', '内容不能为空'],
    ['好'.repeat(101), '内容超过 100 字'],
  ];
  for (const [text, message] of refusals) {
    const answer = await say(text, 50);
    expect(answer.status).toBe(400);
    expect(answer.body.retmsg).toContain(message);
  }
  expect(await stored(room)).toBe(before);
  const masked = await say('裁判是 傻 逼 吧', 51);
  expect(masked.body.data.message.text).toContain('＊');
  expect(masked.body.data.message.text).not.toContain('傻');
  expect(masked.body.data.notice).toBe('内容包含不文明用语，已为你隐去');
  const markup = await say('<img src=x onerror=alert(1)>', 52);
  expect(markup.body.data.message.text).toBe('<img src=x onerror=alert(1)>');
  expect((await history(room, '?limit=1')).body.data.list[0]!.text).toBe('<img src=x onerror=alert(1)>');
  expect(await stored(room)).toBe(before + 2);
});

it('refuses a flood: of 20 posts in 10 s by one fan, 5 go through and 15 get 429 操作过于频繁', async () => {
  const before = await stored(other);
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => say(`第${i + 1}条`, 53, other)));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
  const refused = answers.filter((a) => a.status === 429);
  expect(refused).toHaveLength(15);
  expect(refused[0]!.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
  expect(await stored(other)).toBe(before + 5);
  // Another fan is not held up by that one.
  expect((await say('我还能说话', 54, other)).status).toBe(200);
});

it('keeps rooms of finished and far-off matches closed: 聊天室已关闭, read-only', async () => {
  const page = (await history(closedRoom)).body.data;
  expect(page.room.open).toBe(false);
  expect(page.room.closesAt).toBeLessThan(Date.now());
  const late = await say('还有人吗', 55, closedRoom);
  expect(late.status).toBe(403);
  expect(late.body.retmsg).toBe('聊天室已关闭');
  const early = await say('期待明天', 55, laterRoom);
  expect(early.status).toBe(403);
  expect(early.body.retmsg).toBe('聊天室将于开赛前 2 小时开放');
  expect((await history(laterRoom)).body.data.room.opensAt).toBeGreaterThan(Date.now());
  expect(await stored(closedRoom)).toBe(0);
});

it('streams a message posted by another fan, and resumes with Last-Event-ID with exactly what was missed', async () => {
  const start = (await history(room)).body.data.lastId;
  const a = stream(room, start);
  const b = stream(other, start);
  try {
    await Promise.all([a.open(), b.open()]);
    await a.waitFor(() => a.events.some((e) => e.event === 'ready'));
    const posted = (await say('直播里看到了吗', 56)).body.data.message;
    await a.waitFor(() => messagesOf(a.events).some((m) => m.id === posted.id));
    expect(messagesOf(a.events).find((m) => m.id === posted.id)).toMatchObject({ text: '直播里看到了吗' });
    // The other room's stream does not carry it.
    await b.waitFor(() => b.events.some((e) => e.event === 'ready'));
    expect(messagesOf(b.events).map((m) => m.id)).not.toContain(posted.id);
  } finally {
    a.close();
    b.close();
  }
  // Offline now: three lines in this room and one in another.
  const seen = a.lastId;
  const missed: number[] = [];
  for (const [i, text] of ['断线了1', '断线了2', '断线了3'].entries())
    missed.push((await say(text, 57 + i)).body.data.message.id);
  await say('别的房间', 60, other);
  const again = stream(room, seen);
  try {
    await again.open();
    await again.waitFor(() => messagesOf(again.events).length >= 3);
    const live = (await say('回来了', 61)).body.data.message;
    await again.waitFor(() => messagesOf(again.events).some((m) => m.id === live.id));
    expect(messagesOf(again.events).map((m) => m.id)).toEqual([...missed, live.id]);
    expect(again.events[0]).toMatchObject({ event: 'ready', id: seen });
  } finally {
    again.close();
  }
});

it('caps open chat streams per address', async () => {
  const clients = Array.from({ length: MAX_STREAMS }, () => stream(room));
  try {
    await Promise.all(clients.map((c) => c.open()));
    const res = await fetch(`${s.base}/sportapi/matches/${room}/chat/stream`);
    expect(res.status).toBe(429);
    expect(((await res.json()) as { retmsg: string }).retmsg).toBe('实时连接过多，请关闭部分页面后再试');
  } finally {
    clients.forEach((c) => c.close());
  }
});

it(`hides a message for everyone at ${CHAT_REPORT_THRESHOLD} reports of established fans from as many networks, live on open streams`, async () => {
  const target = (await say('这条会被举报', 62)).body.data.message;
  // Accounts older than 7 days, each on a network of its own (docs/community.md, "Reports").
  await ageAccounts(s.db, [63, 64, 65, 66], 8);
  const watcher = stream(room, (await history(room)).body.data.lastId);
  try {
    await watcher.open();
    const report = (fan: number) =>
      postFrom<ChatReportData>(
        s.app,
        `203.0.113.${fan}`,
        `/sportapi/chat/${target.id}/report`,
        { reason: '辱骂攻击' },
        `token-${fan}`,
      );
    expect((await report(62)).body.retmsg).toBe('不能举报自己的发言');
    expect((await report(63)).body.data.hidden).toBe(false);
    expect((await report(63)).body.data.hidden).toBe(false);
    expect((await report(64)).body.data.hidden).toBe(false);
    const third = await report(65);
    expect(third.body.data.hidden).toBe(true);
    expect(third.body.retmsg).toBe('举报已受理，该消息已隐藏待审核');
    await watcher.waitFor(() => watcher.events.some((e) => e.event === 'hide'));
    expect(JSON.parse(watcher.events.find((e) => e.event === 'hide')!.data)).toEqual({ id: target.id });
    expect((await history(room, '?limit=100')).body.data.list.map((m) => m.id)).not.toContain(target.id);
    expect((await report(66)).status).toBe(404);
  } finally {
    watcher.close();
  }
});

it('writes goals, red cards and full time as system lines once, consistent with the score', async () => {
  const [football] = (
    await sql<{ id: number }>`SELECT id FROM sport_matches WHERE sport = 'football' AND status = 'finished'
      AND home_score + away_score >= 2 ORDER BY kickoff DESC LIMIT 1`.execute(s.db.qb)
  ).rows.map((r) => Number(r.id)) as [number];
  const [basketball] = (
    await sql<{ id: number }>`SELECT id FROM sport_matches WHERE sport = 'basketball' AND status = 'finished'
      ORDER BY kickoff DESC LIMIT 1`.execute(s.db.qb)
  ).rows.map((r) => Number(r.id)) as [number];
  await rewindToKickoff(s.db, [football, basketball]);
  const watcher = stream(football, (await history(football)).body.data.lastId);
  await watcher.open();
  try {
    const status = async () =>
      (
        await sql<{
          status: string;
        }>`SELECT status FROM sport_matches WHERE id IN (${football}, ${basketball})`.execute(s.db.qb)
      ).rows.map((r) => r.status);
    for (let tick = 0; tick < 60 && !(await status()).every((x) => x === 'finished'); tick += 1)
      await s.sport.simulator.tick(tick === 0 ? 1 : 600);
    await s.sport.simulator.tick(600);
    const lines = (await history(football, '?limit=100')).body.data.list
      .filter((m) => m.kind === 'system')
      .reverse();
    const goals = await sql<{ n: number }>`SELECT count(*) AS n FROM sport_events WHERE match_id = ${football}
      AND kind IN ('goal', 'penalty', 'own_goal')`.execute(s.db.qb);
    const reds = await sql<{ n: number }>`SELECT count(*) AS n FROM sport_events WHERE match_id = ${football}
      AND kind IN ('red', 'second_yellow')`.execute(s.db.qb);
    expect(lines.filter((l) => l.system === 'goal')).toHaveLength(Number(goals.rows[0]?.n));
    expect(lines.filter((l) => l.system === 'red')).toHaveLength(Number(reds.rows[0]?.n));
    expect(lines.filter((l) => l.system === 'kickoff')).toHaveLength(1);
    expect(lines.filter((l) => l.system === 'half_time')).toHaveLength(1);
    const full = lines.filter((l) => l.system === 'full_time');
    expect(full).toHaveLength(1);
    const row = (
      await sql<{ home_score: number; away_score: number; home: string; away: string }>`SELECT m.home_score,
        m.away_score, h.short_name AS home, a.short_name AS away FROM sport_matches m
        JOIN sport_teams h ON h.id = m.home_id JOIN sport_teams a ON a.id = m.away_id WHERE m.id = ${football}`.execute(
        s.db.qb,
      )
    ).rows[0]!;
    const board = `${row.home} ${row.home_score}-${row.away_score} ${row.away}`;
    expect(full[0]!.text).toBe(`全场结束 ${board}`);
    // The last goal line carries the final score (a goal VAR took away would say so after it).
    const scoring = lines.filter((l) => l.system === 'goal' || l.system === 'var');
    expect(scoring[scoring.length - 1]!.text).toContain(board);
    expect(scoring[0]!.text).toMatch(/^进球！ .+ \d+-\d+ .+ \d+(\+\d+)?' /);
    // Kick-off, every goal and full time reached the open stream, in order.
    await watcher.waitFor(() => messagesOf(watcher.events).some((m) => m.system === 'full_time'));
    expect(messagesOf(watcher.events).map((m) => m.id)).toEqual(lines.map((l) => l.id));
    const hoops = (await history(basketball, '?limit=100')).body.data.list.filter((m) => m.kind === 'system');
    expect(hoops.filter((l) => l.system === 'full_time')).toHaveLength(1);
    expect(hoops.filter((l) => l.system === 'half_time')).toHaveLength(1);
    expect(hoops.some((l) => l.system === 'goal')).toBe(false);
    // The room closes a fixed time after full time (the fan ratings' rule).
    const state = (await history(football)).body.data.room;
    expect(state.open).toBe(true);
    expect(state.closesAt).toBe(full[0]!.createdAt + MATCH_ROOM_CLOSES_AFTER_MS);
  } finally {
    watcher.close();
  }
});

it('replays at most 200 missed lines on resume, the newest, after a gap event that says where to page from', async () => {
  const seen = (await history(closedRoom)).body.data.lastId;
  // More than a resume replays, written straight into the log (the room is closed to posts).
  await sql`INSERT INTO chat_messages (match_id, kind, user_id, sent, shown, created_at)
    SELECT ${closedRoom}, 'user', 41, 'x', ${'回放'}, ${Date.now()} FROM users WHERE id BETWEEN 41 AND 75`.execute(
    s.db.qb,
  );
  for (let i = 0; i < 5; i += 1)
    await sql`INSERT INTO chat_messages (match_id, kind, user_id, sent, shown, created_at)
      SELECT match_id, kind, user_id, sent, shown, created_at FROM chat_messages
      WHERE match_id = ${closedRoom} AND id > ${seen}`.execute(s.db.qb);
  const all = (await history(closedRoom, '?limit=100')).body.data;
  expect(all.hasMore).toBe(true);
  const resumed = stream(closedRoom, seen);
  try {
    await resumed.open();
    await resumed.waitFor(() => messagesOf(resumed.events).length === 200);
    const gap = resumed.events.find((e) => e.event === 'gap')!;
    const replayed = messagesOf(resumed.events);
    expect(JSON.parse(gap.data)).toEqual({ before: replayed[0]!.id });
    // The newest 200: the history's first page is the end of it.
    expect(replayed.slice(-100).map((m) => m.id)).toEqual(all.list.map((m) => m.id).reverse());
    expect(resumed.events.map((e) => e.event).slice(0, 2)).toEqual(['ready', 'gap']);
  } finally {
    resumed.close();
  }
});
