import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig } from '../../src/config';
import Fastify from 'fastify';
import {
  cachePolicyOf,
  installCachePolicy,
  registeredRoutes,
  type CachePolicy,
} from '../../src/http/cache-policy';
import { openTestDb, type TestDb } from '../db/test-db';
import { sportTemplate, TEST_SEED } from '../sport/helpers';
import { signedHeaders } from '../user/helpers';

/**
 * Every route of the whole server has a cache policy (docs/userapi.md, "Caching"), and its answers carry it:
 * whatever depends on the caller is `private, no-store` with `Vary: token`, so a shared cache in front of
 * the APIs never serves one user's answer (a bought analysis, follows, an account) to another.
 */
jest.setTimeout(120_000);

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
});
afterAll(async () => {
  await app.close();
  await test.dispose();
  delete process.env.SIMULATOR;
  delete process.env.SPORT_SEED;
});

/** What depends on the caller, listed by hand: a change here is a decision to review. */
const CALLER_DEPENDENT: Record<string, CachePolicy> = {
  'GET /sportapi/follows': 'private',
  'GET /sportapi/follows/matches': 'private',
  'GET /sportapi/experts/:id': 'viewer',
  'GET /sportapi/solutions/:id': 'viewer',
};

const routes = () => registeredRoutes(app).filter((r) => r.method !== 'HEAD');
const urlOf = (pattern: string) => pattern.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');

it('has a policy declared on every registered route', () => {
  expect(routes().length).toBeGreaterThan(60);
  const missing = routes().filter((r) => r.cache === undefined);
  expect(missing).toEqual([]);
  // HEAD answers as its GET.
  const heads = registeredRoutes(app).filter((r) => r.method === 'HEAD');
  expect(heads.length).toBeGreaterThan(0);
  for (const head of heads)
    expect([head.url, head.cache]).toEqual([head.url, cachePolicyOf(app, 'GET', head.url)]);
});

it('answers a route that declared no policy as private, with no validator', async () => {
  const mini = Fastify();
  installCachePolicy(mini);
  mini.get('/sportapi/undecided', async () => ({ retcode: 200, retmsg: '成功', data: { same: true } }));
  await mini.ready();
  expect(cachePolicyOf(mini, 'GET', '/sportapi/undecided')).toBeUndefined();
  const res = await mini.inject({ url: '/sportapi/undecided', headers: { 'if-none-match': '*' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['cdn-cache-control']).toBeUndefined();
  expect(res.headers.etag).toBeUndefined();
  await mini.close();
});

it('makes every POST private: actions and account answers are never shared', () => {
  const posts = routes().filter((r) => r.method === 'POST');
  expect(posts.length).toBeGreaterThan(20);
  expect(posts.filter((r) => r.cache !== 'private')).toEqual([]);
  for (const [route, policy] of Object.entries(CALLER_DEPENDENT)) {
    const [method = '', url = ''] = route.split(' ');
    expect(cachePolicyOf(app, method, url)).toBe(policy);
  }
});

const varies = (vary: unknown) =>
  String(vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('token');

it('sends the policy on every answer of every API route, errors included', async () => {
  const api = routes().filter((r) => /^\/(userapi|sportapi)\//.test(r.url));
  for (const { method, url, cache: policy } of api) {
    if (policy === 'own') continue;
    const inject = (headers: Record<string, string> = {}) =>
      app.inject({
        method: method as 'GET' | 'POST',
        url: urlOf(url),
        headers: {
          ...signedHeaders(),
          ...headers,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
    const anonymous = await inject();
    const signed = await inject({ token: 'a-token-of-someone' });
    const label = `${method} ${url}`;
    if (policy === 'private') {
      for (const res of [anonymous, signed]) {
        expect([label, res.headers['cache-control']]).toEqual([label, 'private, no-store']);
        expect([label, varies(res.headers.vary)]).toEqual([label, true]);
      }
    } else if (policy === 'viewer') {
      expect([label, String(anonymous.headers['cache-control'] ?? '')]).not.toContain('private');
      expect([label, varies(anonymous.headers.vary)]).toEqual([label, true]);
      expect([label, signed.headers['cache-control']]).toEqual([label, 'private, no-store']);
    } else {
      expect([label, String(signed.headers['cache-control'] ?? '')]).not.toEqual([
        label,
        'private, no-store',
      ]);
    }
  }
});

it('keeps a bought analysis private for its buyer, over HTTP with a real session', async () => {
  const login = await app.inject({
    method: 'POST',
    url: '/userapi/login/user/pwd',
    headers: { ...signedHeaders(), 'content-type': 'application/json' },
    payload: { phone: '13800000001', pwd: 'Jincheng123' },
  });
  expect(login.headers['cache-control']).toBe('private, no-store');
  const token = (login.json() as { data: { token: string } }).data.token;
  const list = (await app.inject({ url: '/sportapi/solutions?pageSize=5' })).json() as {
    data: { list: { id: number }[] };
  };
  const id = list.data.list[0]?.id ?? 1;
  const mine = await app.inject({ url: `/sportapi/solutions/${id}`, headers: { token } });
  expect(mine.statusCode).toBe(200);
  expect(mine.headers['cache-control']).toBe('private, no-store');
  expect(mine.headers.etag).toBeUndefined();
  expect(varies(mine.headers.vary)).toBe(true);
  const follows = await app.inject({ url: '/sportapi/follows', headers: { token } });
  expect(follows.headers['cache-control']).toBe('private, no-store');
  const publicList = await app.inject({ url: '/sportapi/matches' });
  expect(String(publicList.headers['cache-control'] ?? '')).not.toContain('private');
});

/** The production edge (docs/nginx-scale-out.conf, docs/edge.md), read as nginx would match paths. */
const EDGE_CONFIG = fs.readFileSync(path.join(__dirname, '../../../docs/nginx-scale-out.conf'), 'utf8');

/** The `map $uri $<name>` entries that set 1, as predicates over a path (`~` regex, else exact). */
function edgeMap(name: string): (url: string) => boolean {
  const body = new RegExp(`map \\$uri \\$${name} \\{([\\s\\S]*?)\\}`).exec(EDGE_CONFIG)?.[1] ?? '';
  const tests = [...body.matchAll(/^\s*"([^"]+)"\s+1;/gm)].map(([, p = '']) =>
    p.startsWith('~') ? (url: string) => new RegExp(p.slice(1)).test(url) : (url: string) => url === p,
  );
  return (url) => tests.some((t) => t(url));
}

it('keeps the nginx edge in step: every fresh route bypasses its cache, every event stream is unbuffered', () => {
  const fresh = edgeMap('jc_fresh');
  const gets = routes().filter((r) => r.method === 'GET' && r.url.startsWith('/sportapi/'));
  // Fresh answers are never kept anyway; listed so that concurrent reads never queue on the cache lock.
  const freshUrls = gets.filter((r) => r.cache === 'fresh').map((r) => urlOf(r.url));
  expect(freshUrls.length).toBeGreaterThan(0);
  expect(freshUrls.filter((url) => !fresh(url))).toEqual([]);
  // …and nothing that may be kept is passed by.
  expect(gets.filter((r) => r.cache !== 'fresh' && fresh(urlOf(r.url))).map((r) => r.url)).toEqual([]);

  // Every event stream has an unbuffered location of its own (exact or regex), never the cached /sportapi/.
  const unbuffered = [...EDGE_CONFIG.matchAll(/location (=|~) "?([^"\s]+)"? \{([^}]*)\}/g)]
    .filter(([, , , body = '']) => body.includes('proxy_buffering off;') && body.includes('proxy_cache off;'))
    .map(([, kind, p = '']) =>
      kind === '=' ? (url: string) => url === p : (url: string) => new RegExp(p).test(url),
    );
  const streams = gets.filter((r) => /\/(live|stream)$/.test(r.url)).map((r) => urlOf(r.url));
  expect(streams).toEqual(expect.arrayContaining(['/sportapi/live', '/sportapi/matches/1/chat/stream']));
  expect(streams.filter((url) => !unbuffered.some((t) => t(url)))).toEqual([]);
});
