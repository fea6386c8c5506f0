import Fastify, { type FastifyInstance } from 'fastify';
import { ANSWER_CACHE_MS, createAnswerCache, type AnswerCache } from '../../src/http/answer-cache';
import { installCachePolicy } from '../../src/http/cache-policy';

/**
 * The answer cache (server/src/http/answer-cache.ts): a public answer is served again from memory for a moment,
 * its handler skipped — and never a private answer, never one caller's answer to another, never an answer from
 * before a write.
 */
interface Mini {
  app: FastifyInstance;
  answers: AnswerCache;
  calls: Record<string, number>;
  clock: { now: number };
}

async function mini(enabled = true): Promise<Mini> {
  const clock = { now: 1_000_000 };
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  const app = Fastify();
  const answers = createAnswerCache({ enabled, now: () => clock.now });
  installCachePolicy(app, answers);
  let score = 0;
  app.get('/live', { config: { cache: 'live' } }, async () => ({ n: count('live'), score }));
  app.get('/reference', { config: { cache: 'reference' } }, async () => ({ n: count('reference') }));
  app.get('/viewer', { config: { cache: 'viewer' } }, async (request) => ({
    n: count('viewer'),
    caller: request.headers.token ?? null,
  }));
  app.get('/fresh', { config: { cache: 'fresh' } }, async () => ({ n: count('fresh') }));
  app.get('/private', { config: { cache: 'private' } }, async () => ({ n: count('private') }));
  app.get('/broken', { config: { cache: 'live' } }, async (_request, reply) => {
    count('broken');
    return reply.code(500).send({ failed: true });
  });
  app.post('/goal', { config: { cache: 'private' } }, async () => ({ score: (score += 1) }));
  app.post('/refused', { config: { cache: 'private' } }, async (_request, reply) =>
    reply.code(403).send({ refused: true }),
  );
  await app.ready();
  return { app, answers, calls, clock };
}

const get = (m: Mini, url: string, headers: Record<string, string> = {}) => m.app.inject({ url, headers });

describe('the answer cache', () => {
  it('serves a live answer again without its handler, the same bytes with the same tag, for its time only', async () => {
    const m = await mini();
    const first = await get(m, '/live');
    const again = await get(m, '/live');
    expect(m.calls.live).toBe(1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    // A kept answer still answers a revalidation with a 304.
    const revalidated = await get(m, '/live', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(m.calls.live).toBe(1);
    m.clock.now += ANSWER_CACHE_MS.live;
    await get(m, '/live');
    expect(m.calls.live).toBe(2);
    // Another query is another answer.
    await get(m, '/live?day=2026-12-05');
    expect(m.calls.live).toBe(3);
    await m.app.close();
  });

  it('keeps reference answers longer than live ones', async () => {
    const m = await mini();
    await get(m, '/reference');
    m.clock.now += ANSWER_CACHE_MS.reference - 1;
    await get(m, '/reference');
    expect(m.calls.reference).toBe(1);
    m.clock.now += 1;
    await get(m, '/reference');
    expect(m.calls.reference).toBe(2);
    await m.app.close();
  });

  it('never keeps a private, fresh or failed answer, nor one for a caller with a token', async () => {
    const m = await mini();
    for (let i = 0; i < 2; i += 1) {
      await get(m, '/private');
      await get(m, '/fresh');
      await get(m, '/broken');
    }
    expect([m.calls.private, m.calls.fresh, m.calls.broken]).toEqual([2, 2, 2]);
    // A reader with a token never gets the anonymous answer, nor leaves his own for others.
    const anonymous = await get(m, '/viewer');
    const mine = await get(m, '/viewer', { token: 'reader-a' });
    expect(mine.json()).toMatchObject({ caller: 'reader-a' });
    const other = await get(m, '/viewer', { token: 'reader-b' });
    expect(other.json()).toMatchObject({ caller: 'reader-b' });
    expect((await get(m, '/viewer')).body).toBe(anonymous.body);
    expect(m.calls.viewer).toBe(3);
    await m.app.close();
  });

  it('serves nothing from before a write that succeeded', async () => {
    const m = await mini();
    expect((await get(m, '/live')).json()).toMatchObject({ score: 0 });
    await m.app.inject({ method: 'POST', url: '/refused' });
    expect((await get(m, '/live')).json()).toMatchObject({ n: 1 });
    await m.app.inject({ method: 'POST', url: '/goal' });
    expect((await get(m, '/live')).json()).toMatchObject({ n: 2, score: 1 });
    expect(m.answers.stats()).toMatchObject({ hits: 1, kept: 2 });
    await m.app.close();
  });

  it('runs every handler when it is off (ANSWER_CACHE=off)', async () => {
    const m = await mini(false);
    await get(m, '/live');
    await get(m, '/live');
    expect(m.calls.live).toBe(2);
    expect(m.answers.stats()).toEqual({ hits: 0, kept: 0, entries: 0 });
    await m.app.close();
  });
});
