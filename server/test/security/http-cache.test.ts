import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import {
  answerCacheOf,
  cachePolicyOf,
  installCachePolicy,
  registeredRoutes,
} from '../../src/http/cache-policy';
import { chooseEncoding, readyBytesStats } from '../../src/http/ready-bytes';
import { openTestDb, type TestDb } from '../db/test-db';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { signedHeaders } from '../user/helpers';

/**
 * HTTP caching of public answers (issue 49; docs/sportapi.md "缓存"): every public GET route has a declared
 * kind, its answers carry that kind's Cache-Control and a strong ETag of their bytes, a matching
 * If-None-Match is answered 304 with no body, and nothing private is ever kept or validated.
 */
jest.setTimeout(180_000);

// A browser asks again on every read of the present season (max-age=0, no stale-while-revalidate, which
// browsers honour too); shared caches keep answers s-maxage, and the edge's stale window is CDN-Cache-Control.
const LIVE = 'public, max-age=0, s-maxage=3';
const REFERENCE = 'public, max-age=0, s-maxage=120';
const PAST = 'public, max-age=3600, s-maxage=86400';
const FRESH = 'public, no-cache';
const EDGE: Record<string, string | undefined> = {
  [LIVE]: 'max-age=3, stale-while-revalidate=5',
  [REFERENCE]: 'max-age=120, stale-while-revalidate=60',
  [PAST]: 'max-age=86400, stale-while-revalidate=3600',
  [FRESH]: undefined,
};

let app: FastifyInstance;
let test: TestDb;

beforeAll(async () => {
  test = await openTestDb({ template: await sportTemplate() });
  process.env.SIMULATOR = 'off';
  process.env.SPORT_SEED = TEST_SEED;
  app = await buildApp({
    config: { ...readConfig({}), dataDir: test.dataDir, outDir: test.dataDir },
    db: test.db,
  });
  await app.ready();
  // The seeded template may still be being written when this file runs first (npm test's lane two writes it;
  // a new or large file runs early): the hook waits for it, or writes it, as the other server suites do.
}, 900_000);
afterAll(async () => {
  await app.close();
  await test.dispose();
  delete process.env.SIMULATOR;
  delete process.env.SPORT_SEED;
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
async function data<T>(url: string): Promise<T> {
  const res = await get(url);
  expect([url, res.statusCode]).toEqual([url, 200]);
  return (res.json() as { data: T }).data;
}
const sha1Tag = (body: Buffer) =>
  `"${crypto.createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
const varyList = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .filter(Boolean);

/** Real ids read from the API: a football match, a league with a past season, a player. */
interface World {
  matchId: number;
  leagueId: number;
  pastSeason: string;
  playerId: number;
  teamId: number;
}
let world: World;
beforeAll(async () => {
  const list = await data<{ list: { id: number }[] }>('/sportapi/matches?sport=football&pageSize=5');
  const tree = await data<{ hot: { id: number; name: string }[] }>('/sportapi/leagues?sport=football');
  const withPast = [];
  for (const league of tree.hot) {
    const detail = await data<{ seasons: { code: string; current: boolean }[] }>(
      `/sportapi/leagues/${league.id}`,
    );
    const past = detail.seasons.find((s) => !s.current);
    if (past) withPast.push({ leagueId: league.id, pastSeason: past.code });
  }
  const leaders = await data<{ list: { playerId: number | null }[] }>(
    `/sportapi/leagues/${withPast[0]?.leagueId}/leaders`,
  );
  const standings = await data<{ standings: { team: { id: number } }[] }>(
    `/sportapi/rankings/standings?leagueId=${withPast[0]?.leagueId}`,
  );
  world = {
    matchId: list.list[0]?.id ?? 0,
    leagueId: withPast[0]?.leagueId ?? 0,
    pastSeason: withPast[0]?.pastSeason ?? '',
    playerId: leaders.list.find((r) => r.playerId !== null)?.playerId ?? 0,
    teamId: standings.standings[0]?.team.id ?? 0,
  };
  expect(world.matchId).toBeGreaterThan(0);
  expect(world.leagueId).toBeGreaterThan(0);
  expect(world.pastSeason).toMatch(/^\d{4}/);
  expect(world.playerId).toBeGreaterThan(0);
  expect(world.teamId).toBeGreaterThan(0);
});

it('declares a policy for every GET route: public ones a kind, pages and event streams explicitly their own', () => {
  const gets = registeredRoutes(app).filter((r) => r.method === 'GET');
  expect(gets.length).toBeGreaterThan(40);
  expect(gets.filter((r) => r.cache === undefined)).toEqual([]);
  // The sports API's reads are each decided: a public kind, per viewer, private, or (streams, badges) own.
  const sport = gets.filter((r) => r.url.startsWith('/sportapi/'));
  const kinds = new Set(sport.map((r) => r.cache));
  expect([...kinds].sort()).toEqual(['fresh', 'live', 'own', 'private', 'reference', 'viewer']);
  // Pages and the SSE streams keep their own headers, and are listed as such.
  for (const url of ['/', '/*', '/sportapi/live', '/sportapi/matches/:id/chat/stream']) {
    expect([url, cachePolicyOf(app, 'GET', url)]).toEqual([url, 'own']);
  }
});

it("sends each kind's Cache-Control on real answers, and Vary only on what they depend on", async () => {
  const { matchId, leagueId, pastSeason, playerId, teamId } = world;
  const teamSeasons = await data<{ seasons: { code: string; current: boolean }[] }>(
    `/sportapi/teams/${teamId}/stats`,
  );
  const teamPast = teamSeasons.seasons.find((s) => !s.current)?.code;
  expect(teamPast).toMatch(/^\d{4}/);
  const expected: [string, string][] = [
    [`/sportapi/matches/${matchId}`, FRESH],
    ['/sportapi/live/status', FRESH],
    ['/sportapi/matches?sport=football&pageSize=40', LIVE],
    ['/sportapi/matches/days?sport=football', LIVE],
    [`/sportapi/leagues/${leagueId}`, LIVE],
    [`/sportapi/rankings/standings?leagueId=${leagueId}`, LIVE],
    ['/sportapi/leagues?sport=football', REFERENCE],
    [`/sportapi/leagues/${leagueId}/leaders`, REFERENCE],
    [`/sportapi/players/${playerId}`, REFERENCE],
    [`/sportapi/teams/${teamId}/stats`, REFERENCE],
    [`/sportapi/teams/${teamId}`, LIVE],
    // A finished past season: a day.
    [`/sportapi/leagues/${leagueId}?season=${pastSeason}`, PAST],
    [`/sportapi/rankings/standings?leagueId=${leagueId}&season=${pastSeason}`, PAST],
    [`/sportapi/leagues/${leagueId}/schedule?season=${pastSeason}&round=1`, PAST],
    [`/sportapi/leagues/${leagueId}/leaders?season=${pastSeason}`, PAST],
    [`/sportapi/teams/${teamId}/stats?season=${teamPast}`, PAST],
  ];
  for (const [url, cacheControl] of expected) {
    const res = await get(url, { 'accept-encoding': 'br' });
    expect([url, res.statusCode, res.headers['cache-control']]).toEqual([url, 200, cacheControl]);
    expect([url, res.headers['cdn-cache-control']]).toEqual([url, EDGE[cacheControl]]);
    expect([url, varyList(res)]).toEqual([url, ['accept-encoding']]);
    expect([url, res.headers['set-cookie']]).toEqual([url, undefined]);
  }
});

it('gives a public answer a strong ETag of its bytes and answers a matching If-None-Match with an empty 304', async () => {
  const urls = [
    '/sportapi/matches?sport=football&pageSize=40',
    `/sportapi/matches/${world.matchId}`,
    `/sportapi/leagues/${world.leagueId}?season=${world.pastSeason}`,
  ];
  for (const url of urls) {
    const first = await get(url);
    const etag = String(first.headers.etag);
    expect([url, etag]).toEqual([url, sha1Tag(first.rawPayload)]);
    expect(first.rawPayload.length).toBeGreaterThan(100);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      for (const encoding of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const again = await get(url, { 'if-none-match': ifNoneMatch, ...encoding });
        expect([url, ifNoneMatch, again.statusCode]).toEqual([url, ifNoneMatch, 304]);
        expect(again.rawPayload.length).toBe(0);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers['content-encoding']).toBeUndefined();
      }
    }
    // HEAD answers as GET.
    const head = await app.inject({ method: 'HEAD', url });
    expect([url, head.statusCode, head.headers.etag]).toEqual([url, 200, etag]);
    const headAgain = await app.inject({ method: 'HEAD', url, headers: { 'if-none-match': etag } });
    expect([url, headAgain.statusCode]).toEqual([url, 304]);
    expect(headAgain.rawPayload.length).toBe(0);
    expect(headAgain.headers['content-length']).toBe(String(first.rawPayload.length));
    // Compression does not change the tag: it names the bytes before compression, whichever encoding is sent.
    for (const encoding of ['br', 'gzip']) {
      const other = await get(url, { 'if-none-match': '"not-this-one"', 'accept-encoding': encoding });
      expect([url, encoding, other.statusCode]).toEqual([url, encoding, 200]);
      expect(other.headers['content-encoding']).toBe(encoding);
      expect(other.headers.etag).toBe(etag);
      const plain =
        encoding === 'br' ? zlib.brotliDecompressSync(other.rawPayload) : zlib.gunzipSync(other.rawPayload);
      expect(sha1Tag(plain)).toBe(etag);
      expect(other.rawPayload.length).toBeLessThan(plain.length);
    }
  }
});

it('answers 304 over a real socket with no body, length or encoding', async () => {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address}/sportapi/matches?sport=football&pageSize=40`;
  const first = await fetch(url, { headers: { 'accept-encoding': 'br' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('content-encoding')).toBe('br');
  const body = Buffer.from(await first.arrayBuffer());
  const etag = first.headers.get('etag') ?? '';
  expect(etag).toBe(sha1Tag(body));
  const again = await fetch(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get('content-length')).toBeNull();
  expect(again.headers.get('content-encoding')).toBeNull();
  expect(again.headers.get('cache-control')).toBe(LIVE);
  expect((await again.arrayBuffer()).byteLength).toBe(0);
});

it('keeps a viewer route public without a token (comments reach readers within seconds of a hide)', async () => {
  const articles = await data<{ list: { id: number }[] }>('/sportapi/articles?kind=news&pageSize=3');
  const articleId = articles.list[0]?.id ?? 0;
  expect(articleId).toBeGreaterThan(0);
  const comments = await get(`/sportapi/articles/${articleId}/comments`);
  expect(comments.statusCode).toBe(200);
  expect(comments.headers['cache-control']).toBe(LIVE);
  expect(varyList(comments).sort()).toEqual(['accept-encoding', 'token']);
  expect(comments.headers.etag).toBe(sha1Tag(comments.rawPayload));
  // A chat room's page is asked again on every read.
  const chat = await get(`/sportapi/matches/${world.matchId}/chat`);
  expect(chat.statusCode).toBe(200);
  expect(chat.headers['cache-control']).toBe(FRESH);
});

/** The demo user with a balance, signed in: the sign-in answer and its session token. */
async function signIn() {
  const login = await app.inject({
    method: 'POST',
    url: '/userapi/login/user/pwd',
    headers: { ...signedHeaders(), 'content-type': 'application/json' },
    payload: { phone: '13800000001', pwd: 'Jincheng123' },
  });
  return { login, token: (login.json() as { data: { token: string } }).data.token };
}

it("never keeps or validates a signed-in user's private answers", async () => {
  const { login, token } = await signIn();
  expect(typeof token).toBe('string');
  expect(login.headers['cache-control']).toBe('private, no-store');
  expect(login.headers.etag).toBeUndefined();
  const balance = await app.inject({
    method: 'POST',
    url: '/userapi/base/user/acct',
    headers: { ...signedHeaders({ token }), 'if-none-match': '*' },
  });
  expect((balance.json() as { data: { balance: number } }).data.balance).toEqual(expect.any(Number));
  const solutions = await data<{ list: { id: number }[] }>('/sportapi/solutions?pageSize=3');
  const solutionId = solutions.list[0]?.id ?? 0;
  expect(solutionId).toBeGreaterThan(0);
  const reads = [
    balance,
    // 我的关注
    await get('/sportapi/follows', { token, 'if-none-match': '*' }),
    await get('/sportapi/follows/matches', { token, 'if-none-match': '*' }),
    // A viewer route read with the session: the caller's answer.
    await get(`/sportapi/solutions/${solutionId}`, { token, 'if-none-match': '*' }),
    await get('/sportapi/community/me', { token, 'if-none-match': '*' }),
  ];
  for (const res of reads) {
    const url = res.raw.req.url;
    expect([url, res.statusCode]).toEqual([url, 200]);
    expect([url, res.headers['cache-control']]).toEqual([url, 'private, no-store']);
    // No shared-cache directive of any kind.
    expect([url, res.headers['cdn-cache-control']]).toEqual([url, undefined]);
    expect([url, res.headers.etag]).toEqual([url, undefined]);
    expect([url, varyList(res).includes('token')]).toEqual([url, true]);
  }
  // The same analysis without the session is the public one, kept seconds, with its own ETag.
  const anonymous = await get(`/sportapi/solutions/${solutionId}`);
  expect(anonymous.headers['cache-control']).toBe(LIVE);
  expect(anonymous.headers.etag).toBe(sha1Tag(anonymous.rawPayload));
});

it('gives a changed answer a new tag: the old one is answered in full, never 304', async () => {
  const { token } = await signIn();
  const articles = await data<{ list: { id: number }[] }>('/sportapi/articles?kind=news&pageSize=3');
  const url = `/sportapi/articles/${articles.list[1]?.id ?? 0}/comments`;
  const before = await get(url);
  expect([before.statusCode, before.headers['cache-control']]).toEqual([200, LIVE]);
  const oldTag = String(before.headers.etag);
  expect((await get(url, { 'if-none-match': oldTag })).statusCode).toBe(304);
  // A reader's comment changes what everyone reads.
  const posted = await app.inject({
    method: 'POST',
    url,
    headers: { token, 'content-type': 'application/json' },
    payload: { text: '这场的分析写得很清楚，期待下一篇' },
  });
  expect([posted.statusCode, (posted.json() as { retcode: number }).retcode]).toEqual([200, 200]);
  expect(posted.headers['cache-control']).toBe('private, no-store');
  const after = await get(url, { 'if-none-match': oldTag });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(oldTag);
  expect(after.headers.etag).toBe(sha1Tag(after.rawPayload));
  expect(after.rawPayload.toString()).toContain('期待下一篇');
  expect((await get(url, { 'if-none-match': String(after.headers.etag) })).statusCode).toBe(304);
});

it('keeps no error of a public route', async () => {
  const missing = await get('/sportapi/matches/999999999', { 'if-none-match': '*' });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expect(missing.headers.etag).toBeUndefined();
  const unknownSeason = await get(`/sportapi/leagues/${world.leagueId}?season=1888-89`);
  expect(unknownSeason.statusCode).toBe(404);
  expect(unknownSeason.headers['cache-control']).toBe('no-store');
});

it('answers as private whatever sets a cookie, on any route', async () => {
  const mini = Fastify();
  installCachePolicy(mini);
  mini.get('/sportapi/leagues', async (_request, reply) => {
    reply.header('set-cookie', 'who=someone; Path=/');
    return { retcode: 200, retmsg: '成功', data: [] };
  });
  await mini.ready();
  const res = await mini.inject({ url: '/sportapi/leagues', headers: { 'if-none-match': '*' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers.etag).toBeUndefined();
  await mini.close();
});

it('compresses a public answer once per body: later requests get the same ready bytes, a private one never', async () => {
  const url = `/sportapi/matches?sport=football&pageSize=40&date=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`;
  const plain = await get(url);
  expect(plain.statusCode).toBe(200);
  expect(plain.rawPayload.length).toBeGreaterThan(1024);
  for (const encoding of ['br', 'gzip'] as const) {
    const before = readyBytesStats();
    const first = await get(url, { 'accept-encoding': encoding });
    const second = await get(url, { 'accept-encoding': `${encoding};q=1, identity;q=0.5` });
    const after = readyBytesStats();
    // Made once (the first), served from memory the second time: the very same bytes.
    expect([after.made - before.made, after.served - before.served]).toEqual([1, 1]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers.etag).toBe(plain.headers.etag);
      const body =
        encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload) : zlib.gunzipSync(res.rawPayload);
      expect(body.equals(plain.rawPayload)).toBe(true);
    }
  }
  // A request that refuses both gets the plain bytes; one that takes anything gets Brotli.
  expect(
    (await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
  ).toBeUndefined();
  expect((await get(url, { 'accept-encoding': '*' })).headers['content-encoding']).toBe('br');
  // A signed-in reader's answer of a viewer route (an analysis, with what he bought) is compressed for him
  // alone and never kept: no bytes made into the store, none served from it.
  const { token } = await signIn();
  const solutions = await data<{ list: { id: number }[] }>('/sportapi/solutions?pageSize=3');
  const solution = `/sportapi/solutions/${solutions.list[0]?.id ?? 0}`;
  const before = readyBytesStats();
  for (let i = 0; i < 2; i += 1) {
    const own = await get(solution, { token, 'accept-encoding': 'br' });
    expect([own.statusCode, own.headers['cache-control']]).toEqual([200, 'private, no-store']);
    expect(own.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(own.rawPayload).length).toBeGreaterThan(1024);
  }
  const after = readyBytesStats();
  expect([after.made, after.served, after.entries]).toEqual([before.made, before.served, before.entries]);
});

it('chooses br, then gzip, from Accept-Encoding; q=0 refuses', () => {
  expect(chooseEncoding('gzip, deflate, br')).toBe('br');
  expect(chooseEncoding('gzip')).toBe('gzip');
  expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
  expect(chooseEncoding('identity')).toBeNull();
  expect(chooseEncoding(undefined)).toBeNull();
  expect(chooseEncoding('*;q=0')).toBeNull();
});

describe('the answer cache (server/src/http/answer-cache.ts) on the real server', () => {
  it('answers the same public read again without its handler, and never a reader with a token from it', async () => {
    const answers = answerCacheOf(app)!;
    expect(answers).toBeDefined();
    // Not a list read earlier in this file: a page size of its own.
    const url = '/sportapi/matches?sport=football&pageSize=7';
    const before = answers.stats();
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, { 'accept-encoding': 'br' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    const body = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString('utf8')) as {
      data: { list: unknown[] };
    };
    expect(body.data.list).toHaveLength(7);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBe('br');
    expect(answers.stats().kept - before.kept).toBe(1);
    expect(answers.stats().hits - before.hits).toBe(1);
    const { token } = await signIn();
    const mine = await get(url, { ...signedHeaders({ token }) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe(LIVE);
    expect(answers.stats().hits - before.hits).toBe(1);
  });
});
