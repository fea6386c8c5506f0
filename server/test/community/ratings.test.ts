import { sql } from 'kysely';
import type { FootballMatchDetail, MatchFanRatings, MatchListData } from '@jincheng/shared/core';
import { FAN_BEST_MIN_VOTES, MATCH_ROOM_CLOSES_AFTER_MS } from '@jincheng/shared/core';
import { registerRatingRoutes } from '../../src/community/rating-routes';
import { DEFAULT_THROTTLE } from '../../src/security/throttle-rules';
import { createThrottle } from '../../src/security/throttle';
import { addDays, nowS, shanghaiDay } from '../../src/sport/time';
import { fakeAccounts, getJson, startServer, type TestServer } from '../sport/helpers';

/**
 * Fan ratings of players (球迷评分, issue 28, docs/community.md): read by anyone; from full time until the room
 * closes, a signed-in fan scores each player who played 1–10, one score per fan, player and match (a second
 * score replaces the first); averages and vote counts; 球迷最佳; refusals with clear messages. Matches and
 * players are the seeded test server's, found through the API.
 */
jest.setTimeout(120_000);

let s: TestServer;
const FIRST_FAN = 61;
const CANCELLED = 99;
/** Fans from here on have accounts of today; the others' are 8 days old (only those count, docs/community.md). */
const YOUNG = 91;

/** A finished match still open for rating, one whose rating closed, one still to finish. */
let open: MatchFanRatings;
let closed: MatchFanRatings;
let upcomingId: number;

const ratingsOf = (id: number, token?: string) =>
  getJson<MatchFanRatings>(`${s.base}/sportapi/matches/${id}/fan-ratings`, {
    headers: token ? { token } : {},
  });
const rate = (matchId: number, body: unknown, token?: string) =>
  getJson<MatchFanRatings>(`${s.base}/sportapi/matches/${matchId}/fan-ratings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
const fan = (n: number) => `token-${FIRST_FAN + n}`;
const playerOf = (r: MatchFanRatings, id: number) =>
  [...r.players.home, ...r.players.away].find((p) => p.playerId === id);

/** Football matches of a day with a status, through the list API. */
async function matchIds(day: string, status: string): Promise<number[]> {
  const list = await getJson<MatchListData>(
    `${s.base}/sportapi/matches?sport=football&date=${day}&status=${status}&pageSize=200`,
  );
  return list.body.data.list.map((m) => m.id);
}

/** The first match of the days whose ratings are in `state` and list players. */
async function firstIn(days: string[], state: MatchFanRatings['state']): Promise<MatchFanRatings> {
  for (const day of days)
    for (const id of await matchIds(day, 'finished')) {
      const r = (await ratingsOf(id)).body.data;
      if (r.state === state && r.players.home.length > 0) return r;
    }
  throw new Error(`no finished football match in state ${state} on ${days.join(', ')}`);
}

beforeAll(async () => {
  s = await startServer({}, {}, async (app, db, sport) => {
    const throttle = await createThrottle(app, db, true);
    registerRatingRoutes(app, {
      db,
      auth: (await fakeAccounts(db)).auth,
      playedIn: sport.playedIn,
      postGuard: (userOf) =>
        throttle.attempts([
          { name: 'rating-user', tiers: DEFAULT_THROTTLE.ratingUser ?? [], key: userOf },
          { name: 'rating-ip', tiers: [] },
        ]),
    });
  });
  for (let id = FIRST_FAN; id <= CANCELLED; id += 1)
    await sql`INSERT INTO users (id, user_name, created_at, cancel_at)
      VALUES (${id}, ${`球迷${id}`}, ${id >= YOUNG ? Date.now() : Date.now() - 8 * 86_400_000},
        ${id === CANCELLED ? Date.now() + 86_400_000 : null})`.execute(s.db.qb);
  const today = shanghaiDay(nowS());
  open = await firstIn([today, addDays(today, -1)], 'open');
  closed = await firstIn([addDays(today, -3), addDays(today, -4)], 'closed');
  // Tomorrow's: today's may have kicked off on the clock with the simulator off (still 未开赛).
  upcomingId = (await matchIds(addDays(today, 1), 'upcoming'))[0]!;
}, 180_000);
afterAll(() => s?.close());

it('lists who played with the computed rating, opens at full time and closes a day after it', async () => {
  const detail = (await getJson<FootballMatchDetail>(`${s.base}/sportapi/matches/${open.matchId}`)).body.data;
  const lineup = detail.lineups!.home;
  const cameOn = lineup.bench.filter((p) => p.cameOn !== null);
  expect(open.players.home.map((p) => p.playerId)).toEqual(
    expect.arrayContaining([...lineup.starters, ...cameOn].map((p) => p.playerId)),
  );
  expect(open.players.home).toHaveLength(lineup.starters.length + cameOn.length);
  expect(open.players.home.slice(0, lineup.starters.length).every((p) => p.starter)).toBe(true);
  const starter = lineup.starters[0]!;
  expect(playerOf(open, starter.playerId)).toMatchObject({
    name: starter.name,
    rating: starter.rating,
    fanAverage: null,
    votes: 0,
    myScore: null,
  });
  expect(open.closesAt).toBe(open.fullTimeAt + MATCH_ROOM_CLOSES_AFTER_MS);
  expect(open.fullTimeAt).toBeLessThanOrEqual(Date.now());
  expect(Date.now()).toBeLessThan(open.closesAt);
  expect(closed.closesAt).toBeLessThanOrEqual(Date.now());
  const later = (await ratingsOf(upcomingId)).body.data;
  expect(later.state).toBe('upcoming');
  expect(later.fullTimeAt).toBeGreaterThan(Date.now());
  expect((await ratingsOf(2147483000)).body.retmsg).toBe('比赛不存在');
});

it('keeps one score per fan, player and match: a second score replaces the first', async () => {
  const player = open.players.away[0]!;
  const first = await rate(open.matchId, { playerId: player.playerId, score: 6 }, fan(0));
  expect(first.status).toBe(200);
  expect(first.body.retmsg).toBe('评分成功');
  expect(playerOf(first.body.data, player.playerId)).toMatchObject({ myScore: 6, votes: 1, fanAverage: 6 });
  const again = await rate(open.matchId, { playerId: player.playerId, score: 8 }, fan(0));
  expect(again.body.retmsg).toBe('评分已更新');
  expect(playerOf(again.body.data, player.playerId)).toMatchObject({ myScore: 8, votes: 1, fanAverage: 8 });
  const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM fan_ratings
    WHERE match_id = ${open.matchId} AND player_id = ${player.playerId} AND user_id = ${FIRST_FAN}`.execute(
    s.db.qb,
  );
  expect(Number(rows.rows[0]!.n)).toBe(1);
  // Another fan's score counts beside it; a visitor reads the average without a score of his own.
  await rate(open.matchId, { playerId: player.playerId, score: 7 }, fan(1));
  const seen = (await ratingsOf(open.matchId)).body.data;
  expect(playerOf(seen, player.playerId)).toMatchObject({ votes: 2, fanAverage: 7.5, myScore: null });
  expect(playerOf((await ratingsOf(open.matchId, fan(1))).body.data, player.playerId)?.myScore).toBe(7);
});

it('averages to one decimal and names 球迷最佳: enough votes first, then the average, then more votes', async () => {
  const [a, b, c] = open.players.home.slice(1, 4);
  const scoreAll = async (playerId: number, scores: number[], from: number) => {
    for (const [i, score] of scores.entries())
      expect((await rate(open.matchId, { playerId, score }, fan(from + i))).status).toBe(200);
  };
  // Two perfect scores are not enough votes for 球迷最佳.
  await scoreAll(b!.playerId, Array(FAN_BEST_MIN_VOTES - 1).fill(10), 2);
  await scoreAll(a!.playerId, [9, 9, 8], 2);
  let r = (await ratingsOf(open.matchId)).body.data;
  expect(playerOf(r, a!.playerId)).toMatchObject({ fanAverage: 8.7, votes: 3 });
  expect(playerOf(r, b!.playerId)).toMatchObject({ fanAverage: 10, votes: FAN_BEST_MIN_VOTES - 1 });
  expect(r.fanBest).toEqual({
    playerId: a!.playerId,
    name: a!.name,
    side: 'home',
    fanAverage: 8.7,
    votes: 3,
  });
  // The same average as shown (52 / 6 = 8.67 → 8.7) from more fans takes it.
  await scoreAll(c!.playerId, [9, 9, 9, 8, 9, 8], 2);
  r = (await ratingsOf(open.matchId)).body.data;
  expect(r.fanBest).toMatchObject({ playerId: c!.playerId, fanAverage: 8.7, votes: 6 });
  // 8.25 shows as 8.3.
  await scoreAll(b!.playerId, [7, 6], 2 + FAN_BEST_MIN_VOTES - 1);
  expect(playerOf((await ratingsOf(open.matchId)).body.data, b!.playerId)?.fanAverage).toBe(
    Math.round(((10 * (FAN_BEST_MIN_VOTES - 1) + 13) * 10) / (FAN_BEST_MIN_VOTES + 1)) / 10,
  );
});

it('counts scores toward averages and 球迷最佳 only from accounts at least 7 days old; younger ones are kept and shown to their authors', async () => {
  const before = (await ratingsOf(open.matchId)).body.data;
  const target = before.players.home[5]!;
  expect(target.votes).toBe(0);
  // Three accounts made today score him 10: on the old rule he would have been 球迷最佳 at 10.0.
  const answers = [];
  for (const n of [0, 1, 2])
    answers.push(
      await rate(open.matchId, { playerId: target.playerId, score: 10 }, `token-${YOUNG + 4 + n}`),
    );
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
  const after = (await ratingsOf(open.matchId)).body.data;
  expect(after.fanBest?.playerId).not.toBe(target.playerId);
  expect(after.fanBest).toEqual(before.fanBest);
  expect(playerOf(after, target.playerId)).toMatchObject({ votes: 0, fanAverage: null, myScore: null });
  // Each author still sees the score, and is told it does not count yet.
  for (const answer of answers) {
    expect(playerOf(answer.body.data, target.playerId)).toMatchObject({
      myScore: 10,
      votes: 0,
      fanAverage: null,
    });
    expect(answer.body.data.myScoresCounted).toBe(false);
  }
  expect(after.countedAccountDays).toBe(7);
  expect(after.myScoresCounted).toBeUndefined();
  const stored = await sql<{ n: number }>`SELECT count(*) AS n FROM fan_ratings
    WHERE match_id = ${open.matchId} AND player_id = ${target.playerId}`.execute(s.db.qb);
  expect(Number(stored.rows[0]!.n)).toBe(3);
  // An established fan's score counts, and the answer says so.
  const counted = await rate(open.matchId, { playerId: target.playerId, score: 9 }, fan(10));
  expect(counted.body.data.myScoresCounted).toBe(true);
  expect(playerOf(counted.body.data, target.playerId)).toMatchObject({ votes: 1, fanAverage: 9, myScore: 9 });
});

it('refuses a visitor, a cancelled or muted account, bad scores, and players who did not play, storing nothing', async () => {
  const player = open.players.home[0]!;
  const visitor = await rate(open.matchId, { playerId: player.playerId, score: 7 });
  expect(visitor.status).toBe(401);
  expect(visitor.body.retmsg).toBe('请先登录');
  const cancelled = await rate(open.matchId, { playerId: player.playerId, score: 7 }, `token-${CANCELLED}`);
  expect(cancelled.status).toBe(403);
  expect(cancelled.body.retmsg).toBe('账号注销中，无法评分');
  // A muted fan (a moderator's mute, docs/community.md) rates nothing until the mute ends.
  await sql`INSERT INTO community_mutes (user_id, until, reason, by_user, created_at)
    VALUES (${FIRST_FAN + 22}, ${Date.now() + 3_600_000}, '测试', ${FIRST_FAN}, ${Date.now()})`.execute(
    s.db.qb,
  );
  const muted = await rate(open.matchId, { playerId: player.playerId, score: 7 }, fan(22));
  expect(muted.status).toBe(403);
  expect(muted.body.retmsg).toMatch(/^你已被禁言至 \d\d-\d\d \d\d:\d\d$/);
  for (const score of [0, 11, 7.5, -3, '8', null, true]) {
    const bad = await rate(open.matchId, { playerId: player.playerId, score }, fan(20));
    expect([bad.status, bad.body.retmsg]).toEqual([400, '评分须为 1–10 的整数']);
  }
  const detail = (await getJson<FootballMatchDetail>(`${s.base}/sportapi/matches/${open.matchId}`)).body.data;
  const unused = detail.lineups!.away.bench.find((p) => p.cameOn === null)!;
  const elsewhere = closed.players.home[0]!;
  for (const playerId of [unused.playerId, elsewhere.playerId]) {
    const refused = await rate(open.matchId, { playerId, score: 7 }, fan(20));
    expect([refused.status, refused.body.retmsg]).toEqual([400, '该球员未在本场出场']);
  }
  expect(playerOf((await ratingsOf(open.matchId)).body.data, player.playerId)?.votes).toBe(0);
  const mine = await sql<{ n: number }>`SELECT count(*) AS n FROM fan_ratings
    WHERE user_id IN (${FIRST_FAN + 20}, ${FIRST_FAN + 22}, ${CANCELLED})`.execute(s.db.qb);
  expect(Number(mine.rows[0]!.n)).toBe(0);
});

it('refuses before full time and after the room closed', async () => {
  const early = await rate(upcomingId, { playerId: open.players.home[0]!.playerId, score: 7 }, fan(21));
  expect([early.status, early.body.retmsg]).toEqual([400, '比赛结束后才能评分']);
  const late = await rate(closed.matchId, { playerId: closed.players.home[0]!.playerId, score: 7 }, fan(21));
  expect([late.status, late.body.retmsg]).toEqual([400, '评分已截止']);
  expect(playerOf((await ratingsOf(closed.matchId)).body.data, closed.players.home[0]!.playerId)?.votes).toBe(
    0,
  );
});

it('refuses a burst of scores past the per-fan limit with a clear message; another fan is not held back', async () => {
  const players = [...open.players.home, ...open.players.away];
  const answers = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      rate(open.matchId, { playerId: players[i % players.length]!.playerId, score: 5 }, fan(30)),
    ),
  );
  const accepted = answers.filter((a) => a.status === 200);
  expect(accepted).toHaveLength(DEFAULT_THROTTLE.ratingUser![0]!.max);
  const refused = answers.find((a) => a.status === 429)!;
  expect(refused.body.retmsg).toMatch(/^操作过于频繁，请 \d+ 秒后再试$/);
  expect((await rate(open.matchId, { playerId: players[0]!.playerId, score: 5 }, fan(31))).status).toBe(200);
});
