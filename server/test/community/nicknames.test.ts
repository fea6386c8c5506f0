import { sql } from 'kysely';
import type { ArticleComment, CommunityProfile, Page } from '@jincheng/shared/core';
import { isUniqueViolation } from '../../src/db/query';
import { NICKNAME_CHANGES_PER_DAY } from '../../src/security/throttle-rules';
import { startCommunityServer } from './community-server';

/**
 * Chosen nicknames (issue 28, docs/community.md "Nicknames"): checked by the moderation core, unique in the
 * comparison form (case- and width-blind) by a unique index, shown beside the fan's comments, a few changes a
 * day. Both engines (JC_TEST_PG_URL runs it on PostgreSQL).
 */
jest.setTimeout(120_000);

let c: Awaited<ReturnType<typeof startCommunityServer>>;
beforeAll(async () => {
  c = await startCommunityServer([71, 72, 73, 74, 75, 76, 77, 78]);
}, 180_000);
afterAll(() => c?.s.close());

const setName = (nickname: string, token: string) =>
  c.post<CommunityProfile>('/sportapi/community/nickname', { nickname }, token);

it('answers the signed-in fan’s profile; a visitor is asked to sign in', async () => {
  const me = await c.get<CommunityProfile>('/sportapi/community/me', 'token-71');
  expect(me.status).toBe(200);
  expect(me.body.data).toEqual({
    userId: '71',
    nickname: '球迷71',
    nicknameChosen: false,
    moderator: false,
    mutedUntil: null,
  });
  const visitor = await c.get('/sportapi/community/me');
  expect(visitor.status).toBe(401);
  expect(visitor.body.retmsg).toBe('请先登录');
  expect((await setName('看球的人', '')).status).toBe(401);
});

it('sets a chosen nickname, shown beside the fan’s comments', async () => {
  const set = await setName('  蓉城之光  ', 'token-71');
  expect(set.status).toBe(200);
  expect(set.body.retmsg).toBe('昵称已更新');
  expect(set.body.data).toMatchObject({ nickname: '蓉城之光', nicknameChosen: true });
  const posted = await c.write('今晚主场必胜', 'token-71');
  expect(posted.body.data.comment.author.userName).toBe('蓉城之光');
  const listed = await c.get<Page<ArticleComment>>(`/sportapi/articles/${c.articleId}/comments?sort=new`);
  expect(listed.body.data.list.find((x) => x.id === posted.body.data.comment.id)?.author.userName).toBe(
    '蓉城之光',
  );
  expect((await c.get<CommunityProfile>('/sportapi/community/me', 'token-71')).body.data.nickname).toBe(
    '蓉城之光',
  );
});

it('refuses names the filter refuses, each with its message, and keeps the old name', async () => {
  const cases: [string, string][] = [
    ['我', '昵称需为 2–16 个字'],
    ['球迷<b>', '昵称只能包含中文、字母、数字和下划线'],
    ['1234567', '昵称不能是纯数字'],
    ['球迷13812345678', '昵称不能包含手机号或联系方式'],
    ['锦城体育小编', '该昵称为保留名称，请换一个'],
    ['用户ab12cd', '该昵称为保留名称，请换一个'],
    ['傻逼球迷', '昵称包含不当内容，请换一个'],
  ];
  for (const [name, message] of cases) {
    const refused = await setName(name, 'token-72');
    expect([name, refused.status, refused.body.retmsg]).toEqual([name, 400, message]);
  }
  const me = await c.get<CommunityProfile>('/sportapi/community/me', 'token-72');
  expect(me.body.data).toMatchObject({ nickname: '球迷72', nicknameChosen: false });
});

it('lets an account take back its own sign-up name, and nobody else take one (issue 44)', async () => {
  await sql`UPDATE users SET user_name = ${'用户ab12cd'} WHERE id = 78`.execute(c.s.db.qb);
  const others = await setName('用户ab12cd', 'token-72');
  expect([others.status, others.body.retmsg]).toEqual([400, '该昵称为保留名称，请换一个']);
  const traditional = await setName('用戶zz99xx', 'token-78');
  expect([traditional.status, traditional.body.retmsg]).toEqual([400, '该昵称为保留名称，请换一个']);
  const own = await setName('用户ab12cd', 'token-78');
  expect([own.status, own.body.data.nickname]).toEqual([200, '用户ab12cd']);
});

it('keeps a name to one fan, whatever its case or width', async () => {
  expect((await setName('Chengdu_Fan', 'token-73')).status).toBe(200);
  for (const other of ['chengdu_fan', 'ＣＨＥＮＧＤＵ_ＦＡＮ', 'CHENGDU_FAN']) {
    const taken = await setName(other, 'token-74');
    expect([other, taken.status, taken.body.retmsg]).toEqual([other, 400, '该昵称已被使用']);
  }
  // The holder may change its own name's case.
  const recased = await setName('ChengDu_Fan', 'token-73');
  expect(recased.body.data.nickname).toBe('ChengDu_Fan');
  // Full-width letters are stored folded.
  expect((await setName('ＡＢＣ球迷', 'token-74')).body.data.nickname).toBe('ABC球迷');
});

it('has the index itself refuse a second holder (what decides between two instances)', async () => {
  const write = (id: number) =>
    sql`UPDATE users SET nickname_key = ${'看台一号'} WHERE id = ${id}`.execute(c.s.db.qb);
  await write(76);
  // Compared by code: better-sqlite3's error comes from another realm when jest reuses the native module.
  const refused = await write(77).then(
    () => null,
    (error: unknown) => error,
  );
  expect(isUniqueViolation(refused)).toBe(true);
  await sql`UPDATE users SET nickname_key = NULL WHERE id = 76`.execute(c.s.db.qb);
});

it('gives one of two fans taking a name at the same moment the name, the other 该昵称已被使用', async () => {
  const [a, b] = await Promise.all([setName('同一时刻', 'token-75'), setName('同一时刻', 'token-76')]);
  expect([a.status, b.status].sort()).toEqual([200, 400]);
  expect([a, b].find((r) => r.status === 400)?.body.retmsg).toBe('该昵称已被使用');
  const holders = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM users WHERE user_name = '同一时刻'`.execute(c.s.db.qb);
  expect(Number(holders.rows[0]?.n)).toBe(1);
});

it(`allows ${NICKNAME_CHANGES_PER_DAY} changes a day; refused and taken names do not count`, async () => {
  expect((await setName('锦城', 'token-77')).status).toBe(400);
  expect((await setName('蓉城之光', 'token-77')).status).toBe(400);
  for (let i = 1; i <= NICKNAME_CHANGES_PER_DAY; i += 1)
    expect((await setName(`第${i}个名字`, 'token-77')).status).toBe(200);
  const over = await setName('再换一个', 'token-77');
  expect(over.status).toBe(429);
  expect(over.body.retmsg).toBe(`昵称每天最多修改 ${NICKNAME_CHANGES_PER_DAY} 次，请明天再试`);
  const me = await c.get<CommunityProfile>('/sportapi/community/me', 'token-77');
  expect(me.body.data.nickname).toBe(`第${NICKNAME_CHANGES_PER_DAY}个名字`);
});
