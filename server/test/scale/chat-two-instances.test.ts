import type { ChatMessage, ChatPage, PostChatData } from '@jincheng/shared/core';
import { prep } from '../db/sql';
import { openTestDb, type TestDb } from '../db/test-db';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { SseClient } from '../sport/sse-client';
import { get, leads, post, smsCode, startInstance, until, type Instance } from './instances';

/**
 * A match chat room served by two server processes on one PostgreSQL database, as behind a load balancer
 * without sticky sessions: a message posted on one instance reaches the other's streams within a second
 * (NOTIFY in the inserting transaction, rows read from the table), a stream that moves to the other
 * instance resumes with exactly what it missed, and the simulator's system lines are written once.
 * Runs only on PostgreSQL (jest.config.js); bounded, stops by itself.
 */
jest.setTimeout(300_000);

let test: TestDb;
let a: Instance;
let b: Instance;
let room = 0;
const tokens: string[] = [];

const env = () => ({
  DATABASE_URL: test.url as string,
  DATA_DIR: test.dataDir,
  OUT_DIR: test.dataDir,
  SPORT_SEED: TEST_SEED,
  SIM_SPEED: '20',
  SIM_TICK_MS: '250',
  RATE_LIMITS: 'off',
});

async function signUp(at: Instance, phone: string): Promise<string> {
  expect((await post(at, '/userapi/msm/send', { phone })).body.retcode).toBe(200);
  const answer = await post<{ token: string }>(at, '/userapi/login/user/code', {
    phone,
    code: await smsCode(at, phone),
  });
  return answer.body.data.token;
}

const say = (at: Instance, text: string, token: string) =>
  post<PostChatData>(at, `/sportapi/matches/${room}/chat`, { text }, token, true);
const messages = (c: SseClient) =>
  c.events.filter((e) => e.event === 'message').map((e) => JSON.parse(e.data) as ChatMessage);

beforeAll(async () => {
  test = await openTestDb({ template: await sportTemplate() });
  a = await startInstance('A', env());
  await until(() => leads(a), 30_000, 'A leads');
  b = await startInstance('B', env());
  tokens.push(await signUp(a, '13912340101'), await signUp(b, '13912340102'));
  const live = await prep(
    test.db,
    `SELECT id FROM sport_matches WHERE sport = 'football' AND status IN ('first_half', 'second_half')
      ORDER BY id LIMIT 1`,
  ).get<{ id: number }>();
  room = Number(live?.id);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await test.dispose();
});

describe('a chat room on two instances', () => {
  it('delivers a message posted on one instance to the other instance’s stream within 1 s, both ways', async () => {
    const start = (await get<ChatPage>(a, `/sportapi/matches/${room}/chat`)).body.data;
    expect(start.room.open).toBe(true);
    const onB = new SseClient(`${b.base}/sportapi/matches/${room}/chat/stream?after=${start.lastId}`);
    const onA = new SseClient(`${a.base}/sportapi/matches/${room}/chat/stream?after=${start.lastId}`);
    try {
      await Promise.all([onA.open(), onB.open()]);
      const delays: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const [from, to, token] = i % 2 === 0 ? [a, onB, tokens[0]!] : [b, onA, tokens[1]!];
        const sent = Date.now();
        const answer = await say(from, `第${i + 1}条 来自${from.name}`, token);
        expect(answer.status).toBe(200);
        const id = answer.body.data.message.id;
        await to.waitFor(() => messages(to).some((m) => m.id === id), 5_000);
        delays.push(Date.now() - sent);
      }
      expect(Math.max(...delays)).toBeLessThan(1_000);
      // Each stream carries all six, in the same order (its own instance's posts too).
      const users = (c: SseClient) => messages(c).filter((m) => m.kind === 'user');
      for (const c of [onA, onB]) await c.waitFor(() => users(c).length === 6);
      expect(users(onB).map((m) => m.id)).toEqual(users(onA).map((m) => m.id));
      expect(users(onA).map((m) => m.text)).toEqual(
        Array.from({ length: 6 }, (_, i) => `第${i + 1}条 来自${i % 2 === 0 ? 'A' : 'B'}`),
      );
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('resumes on the other instance with exactly the missed messages (Last-Event-ID)', async () => {
    const onA = new SseClient(
      `${a.base}/sportapi/matches/${room}/chat/stream?after=${(await get<ChatPage>(a, `/sportapi/matches/${room}/chat`)).body.data.lastId}`,
    );
    await onA.open();
    await onA.waitFor(() => onA.events.some((e) => e.event === 'ready'));
    onA.close();
    const missed: number[] = [];
    for (const text of ['断线时说的', '还是断线时说的'])
      missed.push((await say(a, text, tokens[0]!)).body.data.message.id);
    const onB = new SseClient(`${b.base}/sportapi/matches/${room}/chat/stream`, onA.lastId);
    try {
      await onB.open();
      await onB.waitFor(() => messages(onB).length >= 2);
      // The system lines of the room (a goal while it ran) come too: the user lines are exactly the missed ones.
      expect(
        messages(onB)
          .filter((m) => m.kind === 'user')
          .map((m) => m.id),
      ).toEqual(missed);
    } finally {
      onB.close();
    }
  });

  it('writes each system line once, whichever instance leads', async () => {
    await until(
      async () =>
        Number(
          (
            await prep(test.db, `SELECT count(*) AS n FROM chat_messages WHERE kind = 'system'`).get<{
              n: number;
            }>()
          )?.n,
        ) > 0,
      60_000,
      'a system line',
    );
    const twice = await prep(
      test.db,
      `SELECT match_id, shown, count(*) AS n FROM chat_messages WHERE kind = 'system'
        GROUP BY match_id, shown HAVING count(*) > 1`,
    ).all();
    expect(twice).toEqual([]);
  });
});
