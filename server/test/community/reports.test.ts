import { sql } from 'kysely';
import type {
  ArticleComment,
  ChatPage,
  ChatReportData,
  CommentLikeData,
  CommentReportData,
  ModerationChatLine,
  ModerationComment,
  Page,
} from '@jincheng/shared/core';
import { appendChat } from '../../src/community/chat/chat-store';
import { insertComment } from '../../src/community/comment-store';
import { inTransaction } from '../../src/db/query';
import { DEFAULT_THROTTLE, REPORTS_PER_HOUR } from '../../src/security/throttle-rules';
import { nowS } from '../../src/sport/time';
import { startCommunityServer } from './community-server';
import { ageAccounts } from './report-helpers';

/**
 * Reports and likes that need more than a few throwaway accounts (issue 44, docs/community.md "Reports"):
 * a comment or a chat line is hidden for everyone only by 3 reporters from 3 client networks (IPv4 address,
 * IPv6 /64) whose accounts are at least 7 days old; other reports wait in the moderators' queue. Reports are
 * capped per reporter (10 an hour) and refused from muted accounts; likes are throttled per fan and per
 * network. Both engines (JC_TEST_PG_URL).
 */
jest.setTimeout(120_000);

const MOD = 'token-190';
/** Accounts 8 days old (they count for a hide), and ones made today (they do not). */
const OLD = [101, 102, 103, 104, 105, 106];
const YOUNG = [111, 112, 113];
const AUTHOR = 120;
const BUSY = 121;
const MUTED = 122;
const LIKER = 123;
const NETWORKS = ['203.0.113.7', '198.51.100.20', '192.0.2.33'];

let c: Awaited<ReturnType<typeof startCommunityServer>>;
let room: number;

beforeAll(async () => {
  c = await startCommunityServer([...OLD, ...YOUNG, AUTHOR, BUSY, MUTED, LIKER, 124, 190]);
  await ageAccounts(c.s.db, [...OLD, BUSY, MUTED, 190], 8);
  await sql`INSERT INTO community_moderators (user_id, granted_at, granted_by)
    VALUES (190, ${Date.now()}, 'test')`.execute(c.s.db.qb);
  // A room under way (the simulator is off here: its status is set by hand, as chat.test does).
  room = Number(
    (
      await sql<{ id: number }>`SELECT id FROM sport_matches WHERE sport = 'football' AND status = 'scheduled'
        AND kickoff > ${nowS()} ORDER BY kickoff, id LIMIT 1`.execute(c.s.db.qb)
    ).rows[0]!.id,
  );
  await sql`UPDATE sport_matches SET status = 'first_half', minute = 10 WHERE id = ${room}`.execute(
    c.s.db.qb,
  );
}, 180_000);
afterAll(() => c?.s.close());

// Comments and lines to report are written straight into the store: the posting throttle is not under test.
const newComment = async (text: string) => {
  const id = await insertComment(c.s.db.qb, {
    articleId: c.articleId,
    parentId: null,
    userId: AUTHOR,
    sent: text,
    shown: text,
    now: Date.now(),
  });
  return { id };
};
const reportComment = (id: number, fan: number, ip: string) =>
  c.postFrom<CommentReportData>(
    ip,
    `/sportapi/comments/${id}/report`,
    { reason: '辱骂攻击' },
    `token-${fan}`,
  );
const visible = async (id: number) =>
  (
    await c.get<Page<ArticleComment>>(`/sportapi/articles/${c.articleId}/comments?sort=new&pageSize=50`)
  ).body.data.list.some((x) => x.id === id);
const commentQueue = async (name: 'reported' | 'hidden') =>
  (await c.get<Page<ModerationComment>>(`/sportapi/moderation/comments?queue=${name}&pageSize=50`, MOD)).body
    .data.list;

const newLine = async (text: string) => {
  const [id] = await inTransaction(c.s.db.qb, (trx) =>
    appendChat(trx, c.s.db.engine, [
      {
        matchId: room,
        kind: 'user',
        userId: AUTHOR,
        sent: text,
        shown: text,
        targetId: null,
        now: Date.now(),
      },
    ]),
  );
  return { id: id! };
};
const reportLine = (id: number, fan: number, ip: string) =>
  c.postFrom<ChatReportData>(ip, `/sportapi/chat/${id}/report`, { reason: '广告引流' }, `token-${fan}`);
const roomIds = async () =>
  (await c.get<ChatPage>(`/sportapi/matches/${room}/chat?limit=100`)).body.data.list.map((m) => m.id);

it('queues a comment three established accounts report from one network, not hides it (IPv4, and IPv6 by /64)', async () => {
  const target = await newComment('三个号一个网络');
  for (const fan of OLD.slice(0, 3)) {
    const answer = await reportComment(target.id, fan, NETWORKS[0]!);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ reported: true, hidden: false });
    expect(answer.body.retmsg).toBe('举报已受理，管理员会尽快审核');
  }
  expect(await visible(target.id)).toBe(true);
  expect((await commentQueue('reported')).find((x) => x.id === target.id)).toMatchObject({
    reports: 3,
    hiddenAt: null,
  });

  // Three addresses of one IPv6 /64 are one network too; an IPv4-mapped address is its IPv4 address.
  const v6 = await newComment('三个号一个 IPv6 网段');
  const addresses = ['2001:db8:1:2::1', '2001:db8:1:2:aaaa::9', '2001:db8:1:2:ffff:ffff:ffff:fffe'];
  for (const [i, fan] of OLD.slice(0, 3).entries())
    expect((await reportComment(v6.id, fan, addresses[i]!)).body.data.hidden).toBe(false);
  expect(await visible(v6.id)).toBe(true);
  const mapped = await newComment('映射地址');
  await reportComment(mapped.id, OLD[0]!, '::ffff:203.0.113.7');
  await reportComment(mapped.id, OLD[1]!, NETWORKS[0]!);
  const nets = await sql<{ network: string | null }>`SELECT network FROM comment_reports
    WHERE comment_id IN (${v6.id}, ${mapped.id}) ORDER BY comment_id, user_id`.execute(c.s.db.qb);
  const [a, b, c3, d, e] = nets.rows.map((r) => r.network);
  expect(new Set([a, b, c3]).size).toBe(1);
  expect(d).toBe(e);
  // The network is kept as a keyed hash, never as the address.
  for (const row of nets.rows) expect(row.network).toMatch(/^[0-9a-f]{32}$/);
});

it('queues a comment and a chat line that three accounts younger than 7 days report from three networks', async () => {
  const target = await newComment('新注册小号来举报');
  const line = await newLine('新注册小号来举报这条');
  for (const [i, fan] of YOUNG.entries()) {
    expect((await reportComment(target.id, fan, NETWORKS[i]!)).body.data.hidden).toBe(false);
    expect((await reportLine(line.id, fan, NETWORKS[i]!)).body.data.hidden).toBe(false);
  }
  expect(await visible(target.id)).toBe(true);
  expect(await roomIds()).toContain(line.id);
  expect((await commentQueue('reported')).find((x) => x.id === target.id)).toMatchObject({ reports: 3 });
  const lines = (
    await c.get<Page<ModerationChatLine>>('/sportapi/moderation/chat?queue=reported&pageSize=50', MOD)
  ).body.data.list;
  expect(lines.find((x) => x.id === line.id)).toMatchObject({ reports: 3, hiddenAt: null });
});

it('hides a comment and a chat line once three accounts at least 7 days old report them from three networks', async () => {
  const target = await newComment('真的该被隐藏');
  const line = await newLine('真的该被隐藏的发言');
  // A young account's report from a fourth network does not make up for a missing established one.
  expect((await reportComment(target.id, YOUNG[0]!, '100.64.0.1')).body.data.hidden).toBe(false);
  for (const [i, fan] of OLD.slice(3, 6).entries()) {
    const answer = await reportComment(target.id, fan, NETWORKS[i]!);
    expect(answer.body.data.hidden).toBe(i === 2);
    const said = await reportLine(line.id, fan, NETWORKS[i]!);
    expect(said.body.data.hidden).toBe(i === 2);
    if (i === 2) expect(said.body.retmsg).toBe('举报已受理，该消息已隐藏待审核');
  }
  expect(await visible(target.id)).toBe(false);
  expect(await roomIds()).not.toContain(line.id);
  expect((await commentQueue('hidden')).find((x) => x.id === target.id)).toMatchObject({
    hiddenBy: 'reports',
  });
});

it(`refuses the ${REPORTS_PER_HOUR + 1}th report of a fan in an hour (comments and chat lines together), storing nothing`, async () => {
  const targets = [];
  for (let i = 0; i <= REPORTS_PER_HOUR; i += 1) targets.push(await newComment(`第 ${i + 1} 条被举报`));
  const line = await newLine('举报额度用完之后');
  for (const target of targets.slice(0, REPORTS_PER_HOUR - 1))
    expect((await reportComment(target.id, BUSY, NETWORKS[0]!)).status).toBe(200);
  expect((await reportLine(line.id, BUSY, NETWORKS[0]!)).status).toBe(200);
  const refused = await reportComment(targets[REPORTS_PER_HOUR]!.id, BUSY, NETWORKS[0]!);
  expect(refused.status).toBe(429);
  expect(refused.body.retmsg).toMatch(
    new RegExp(`^举报过于频繁：每小时最多举报 ${REPORTS_PER_HOUR} 次，请 \\d+ 分钟后再试$`),
  );
  const stored = await sql<{ n: number }>`SELECT count(*) AS n FROM comment_reports
    WHERE user_id = ${BUSY} AND comment_id = ${targets[REPORTS_PER_HOUR]!.id}`.execute(c.s.db.qb);
  expect(Number(stored.rows[0]!.n)).toBe(0);
  // From another network it is the same fan: still refused. Another fan is not held back.
  expect((await reportComment(targets[REPORTS_PER_HOUR]!.id, BUSY, NETWORKS[1]!)).status).toBe(429);
  expect((await reportComment(targets[REPORTS_PER_HOUR]!.id, OLD[0]!, NETWORKS[0]!)).status).toBe(200);
});

it('refuses reports from a muted account with a Chinese message, storing nothing', async () => {
  const target = await newComment('禁言的人来举报');
  const line = await newLine('禁言的人来举报这条');
  await sql`INSERT INTO community_mutes (user_id, until, reason, by_user, created_at)
    VALUES (${MUTED}, ${Date.now() + 3_600_000}, '刷屏', 190, ${Date.now()})`.execute(c.s.db.qb);
  for (const answer of [
    await reportComment(target.id, MUTED, NETWORKS[0]!),
    await reportLine(line.id, MUTED, NETWORKS[0]!),
  ]) {
    expect(answer.status).toBe(403);
    expect(answer.body.retcode).toBe(1030);
    expect(answer.body.retmsg).toMatch(/^你已被禁言至 \d\d-\d\d \d\d:\d\d，禁言期间不能举报/);
  }
  const stored = await sql<{ n: number }>`SELECT
      (SELECT count(*) FROM comment_reports WHERE user_id = ${MUTED})
      + (SELECT count(*) FROM chat_reports WHERE user_id = ${MUTED}) AS n`.execute(c.s.db.qb);
  expect(Number(stored.rows[0]!.n)).toBe(0);
});

it('throttles likes per fan: a burst of toggles is refused past the first tier, the count stays right', async () => {
  const target = await newComment('点赞刷不动');
  const max = DEFAULT_THROTTLE.likeUser![0]!.max;
  const answers = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      c.post<CommentLikeData>(
        `/sportapi/comments/${target.id}/like`,
        { like: i % 2 === 0 },
        `token-${LIKER}`,
      ),
    ),
  );
  const passed = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(passed).toHaveLength(max);
  expect(refused).toHaveLength(40 - max);
  expect(refused[0]!.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
  const liked = await sql<{ n: number }>`SELECT count(*) AS n FROM comment_likes
    WHERE comment_id = ${target.id}`.execute(c.s.db.qb);
  const row = await sql<{
    likes: number;
  }>`SELECT likes FROM article_comments WHERE id = ${target.id}`.execute(c.s.db.qb);
  expect(Number(row.rows[0]!.likes)).toBe(Number(liked.rows[0]!.n));
  // Another fan likes it at once.
  const other = await c.post<CommentLikeData>(
    `/sportapi/comments/${target.id}/like`,
    { like: true },
    'token-124',
  );
  expect(other.status).toBe(200);
});

it('throttles likes per network: many fans behind one address are refused past its tier', async () => {
  const target = await newComment('一个网络很多号');
  const perIp = DEFAULT_THROTTLE.likeIp![0]!.max;
  const fans = [...OLD, ...YOUNG, BUSY, MUTED, 124];
  let passed = 0;
  let refused = 0;
  for (let i = 0; i < perIp + 5; i += 1) {
    const fan = fans[i % fans.length]!;
    const answer = await c.postFrom<CommentLikeData>(
      '192.0.2.200',
      `/sportapi/comments/${target.id}/like`,
      { like: Math.floor(i / fans.length) % 2 === 0 },
      `token-${fan}`,
    );
    if (answer.status === 200) passed += 1;
    else if (answer.status === 429) refused += 1;
  }
  expect(passed).toBe(perIp);
  expect(refused).toBe(5);
});
