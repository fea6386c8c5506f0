import { sql } from 'kysely';
import type {
  ArticleComment,
  ArticleSummary,
  CommentLikeData,
  CommentReportData,
  Page,
  PostCommentData,
} from '@jincheng/shared/core';
import { COMMENT_REPORT_THRESHOLD } from '@jincheng/shared/core';
import { registerCommentRoutes } from '../../src/community/comment-routes';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { createThrottle } from '../../src/security/throttle';
import { fakeAccounts, getJson, startServer, type TestServer } from '../sport/helpers';
import { ageAccounts, postFrom, testReporting } from './report-helpers';

/**
 * Comments under articles (issue 28, docs/community.md): read by anyone; written, liked and reported by signed-in
 * fans; every text through the filter, stored as sent beside what is shown; one level of replies; a report
 * threshold that hides a comment for everyone; a burst of posts refused past the per-user limit.
 */
jest.setTimeout(120_000);

let s: TestServer;
let articleId: number;
const CANCELLED = 59;

beforeAll(async () => {
  s = await startServer({}, {}, async (app, db) => {
    const throttle = await createThrottle(app, db, true);
    registerCommentRoutes(app, {
      db,
      auth: (await fakeAccounts(db)).auth,
      postGuard: (userOf) =>
        throttle.attempts([
          { name: 'comment-user', tiers: DEFAULT_THROTTLE.commentUser ?? [], key: userOf },
          { name: 'comment-ip', tiers: [] },
        ]),
      likeGuard: (userOf) =>
        throttle.attempts([
          { name: 'like-user', tiers: DEFAULT_THROTTLE.likeUser ?? [], key: userOf },
          { name: 'like-ip', tiers: [] },
        ]),
      reporting: await testReporting(db, throttle),
    });
  });
  // The fans of this test (the fake tokens name them): token-<id>.
  for (let id = 41; id <= CANCELLED; id += 1)
    await sql`INSERT INTO users (id, user_name, created_at, cancel_at)
      VALUES (${id}, ${`球迷${id}`}, ${Date.now()}, ${id === CANCELLED ? Date.now() + 86_400_000 : null})`.execute(
      s.db.qb,
    );
  const news = await getJson<Page<ArticleSummary>>(`${s.base}/sportapi/articles?kind=news&pageSize=3`);
  articleId = news.body.data.list[0]!.id;
}, 180_000);
afterAll(() => s?.close());

const post = <T>(path: string, body: unknown, token?: string) =>
  getJson<T>(`${s.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
const comments = (id: number, query = '', token?: string) =>
  getJson<Page<ArticleComment>>(`${s.base}/sportapi/articles/${id}/comments${query}`, {
    headers: token ? { token } : {},
  });
const write = (text: string, token: string, parentId?: number, id = articleId) =>
  post<PostCommentData>(
    `/sportapi/articles/${id}/comments`,
    { text, ...(parentId ? { parentId } : {}) },
    token,
  );

it('lets anyone read, and only a signed-in fan write; an unknown article is 文章不存在', async () => {
  const before = await comments(articleId);
  expect(before.status).toBe(200);
  const visitor = await post(`/sportapi/articles/${articleId}/comments`, { text: '好球' });
  expect(visitor.status).toBe(401);
  expect(visitor.body.retmsg).toBe('请先登录');
  const missing = await comments(2147483000);
  expect(missing.status).toBe(404);
  expect(missing.body.retmsg).toBe('文章不存在');
  const cancelled = await write('我还想说一句', `token-${CANCELLED}`);
  expect(cancelled.status).toBe(403);
  expect((await comments(articleId)).body.data.total).toBe(before.body.data.total);
});

it('stores a comment as sent and shows it through the filter: masked words, refused links, markup as text', async () => {
  const plain = await write('  这球  进得漂亮！ ', 'token-41');
  expect(plain.status).toBe(200);
  expect(plain.body.data.comment).toMatchObject({ text: '这球 进得漂亮！', mine: true, likes: 0, articleId });
  expect(plain.body.data.comment.author).toMatchObject({ userId: '41', userName: '球迷41' });
  expect(plain.body.data.notice).toBeUndefined();

  const masked = await write('裁判是 傻 逼 吧', 'token-42');
  expect(masked.status).toBe(200);
  expect(masked.body.data.comment.text).not.toContain('傻');
  expect(masked.body.data.comment.text).toContain('＊');
  expect(masked.body.data.notice).toBe('内容包含不文明用语，已为你隐去');
  const stored = await sql<{ sent: string; shown: string }>`SELECT sent, shown FROM article_comments
    WHERE id = ${masked.body.data.comment.id}`.execute(s.db.qb);
  expect(stored.rows[0]).toEqual({ sent: '裁判是 傻 逼 吧', shown: masked.body.data.comment.text });

  const before = (await comments(articleId, '?sort=new')).body.data.total;
  const link = await write('直播看这里 www.example.com', 'token-43');
  expect(link.status).toBe(400);
  expect(link.body.retmsg).toBe('请勿发布链接或联系方式');
  const phone = await write('加我 138 0013 8000 一起看球', 'token-43');
  expect(phone.status).toBe(400);
  expect((await comments(articleId, '?sort=new')).body.data.total).toBe(before);

  const markup = await write('<img src=x onerror=alert(1)>', 'token-44');
  expect(markup.body.data.comment.text).toBe('<img src=x onerror=alert(1)>');
  const newest = (await comments(articleId, '?sort=new')).body.data.list[0]!;
  expect(newest.text).toBe('<img src=x onerror=alert(1)>');
  expect(newest.mine).toBe(false);
});

it('keeps replies one level deep, shows the first two under each comment and pages the rest', async () => {
  const top = (await write('今晚谁能进球？', 'token-45')).body.data.comment;
  const replies: ArticleComment[] = [];
  for (const [i, text] of ['主队前锋', '客队十号', '我猜零比零'].entries())
    replies.push((await write(text, `token-${46 + i}`, top.id)).body.data.comment);
  expect(replies.every((r) => r.parentId === top.id)).toBe(true);
  const deeper = await write('回复楼上', 'token-41', replies[0]!.id);
  expect(deeper.status).toBe(400);
  expect(deeper.body.retmsg).toBe('只能回复一级评论');
  const elsewhere = (await getJson<Page<ArticleSummary>>(`${s.base}/sportapi/articles?kind=news&pageSize=3`))
    .body.data.list[1]!.id;
  expect((await write('串楼了', 'token-41', top.id, elsewhere)).status).toBe(404);

  const listed = (await comments(articleId, '?sort=new')).body.data.list.find((c) => c.id === top.id)!;
  expect(listed.replyCount).toBe(3);
  expect(listed.replies.map((r) => r.text)).toEqual(['主队前锋', '客队十号']);
  const all = await getJson<Page<ArticleComment>>(
    `${s.base}/sportapi/comments/${top.id}/replies?pageSize=2&page=2`,
  );
  expect(all.body.data).toMatchObject({ total: 3, page: 2, hasMore: false });
  expect(all.body.data.list.map((r) => r.text)).toEqual(['我猜零比零']);
});

it('counts one like per fan, sorts 最热 by likes and replies, and 最新 by time', async () => {
  const a = (await write('第一条', 'token-41')).body.data.comment;
  const b = (await write('第二条', 'token-42')).body.data.comment;
  for (const token of ['token-43', 'token-44', 'token-44'])
    await post<CommentLikeData>(`/sportapi/comments/${a.id}/like`, { like: true }, token);
  const liked = await post<CommentLikeData>(`/sportapi/comments/${a.id}/like`, { like: true }, 'token-45');
  expect(liked.body.data).toEqual({ likes: 3, liked: true });
  const unliked = await post<CommentLikeData>(`/sportapi/comments/${a.id}/like`, { like: false }, 'token-45');
  expect(unliked.body.data).toEqual({ likes: 2, liked: false });
  expect((await post(`/sportapi/comments/${a.id}/like`, { like: true })).status).toBe(401);

  const hot = (await comments(articleId, '?sort=hot&pageSize=50', 'token-44')).body.data.list;
  const newest = (await comments(articleId, '?sort=new&pageSize=50')).body.data.list;
  expect(newest[0]!.id).toBe(b.id);
  const rank = (list: ArticleComment[], id: number) => list.findIndex((c) => c.id === id);
  expect(rank(hot, a.id)).toBeLessThan(rank(hot, b.id));
  expect(hot.find((c) => c.id === a.id)).toMatchObject({ likes: 2, liked: true });
  expect(newest.find((c) => c.id === a.id)?.liked).toBe(false);
});

it('hides a comment for everyone once enough established fans from as many networks report it; one report per fan, never one’s own', async () => {
  const bad = (await write('这场比赛假球吧', 'token-50')).body.data.comment;
  // Accounts older than 7 days, each on a network of its own (docs/community.md, "Reports").
  await ageAccounts(s.db, [51, 52, 53], 8);
  expect((await post(`/sportapi/comments/${bad.id}/report`, { reason: '其他' }, 'token-50')).status).toBe(
    400,
  );
  expect((await post(`/sportapi/comments/${bad.id}/report`, { reason: '随便' }, 'token-51')).status).toBe(
    400,
  );
  const reporters = Array.from({ length: COMMENT_REPORT_THRESHOLD }, (_, i) => `token-${51 + i}`);
  let last: CommentReportData | undefined;
  for (const [i, token] of [reporters[0]!, ...reporters].entries()) {
    const res = await postFrom<CommentReportData>(
      s.app,
      `203.0.113.${Math.max(1, i)}`,
      `/sportapi/comments/${bad.id}/report`,
      { reason: '辱骂攻击' },
      token,
    );
    expect(res.status).toBe(200);
    last = res.body.data;
  }
  expect(last).toEqual({ reported: true, hidden: true });
  const ids = (await comments(articleId, '?sort=new&pageSize=50')).body.data.list.map((c) => c.id);
  expect(ids).not.toContain(bad.id);
  expect((await post(`/sportapi/comments/${bad.id}/like`, { like: true }, 'token-41')).status).toBe(404);
});

it('refuses a burst of 20 posts in 10 s past the per-fan limit, with a clear message, and keeps the rest', async () => {
  const before = (await comments(articleId, '?sort=new')).body.data.total;
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) => write(`刷屏第${i + 1}条`, 'token-58')),
  );
  const accepted = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 429);
  expect(accepted).toHaveLength(DEFAULT_THROTTLE.commentUser![0]!.max);
  expect(refused).toHaveLength(20 - accepted.length);
  expect(refused[0]!.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
  expect((await comments(articleId, '?sort=new')).body.data.total).toBe(before + accepted.length);
  // Another fan is not held back by it.
  expect((await write('我来说一句', 'token-57')).status).toBe(200);
});
