import { CHANNEL, VERSION, computeSign, epochSeconds } from '@jincheng/shared/core';
import type { RouteEntry } from './routes-of';

export interface FuzzCase {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Small deterministic PRNG (mulberry32): the same seed gives the same cases, so a failure can be replayed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '\u0000\u0001\u0002',
  '𠮷😀\u202e',
  '${7*7}{{7*7}}',
  '-1',
  '0',
  '1e309',
  'NaN',
  '99999999999999999999999',
  'true',
  'null',
  '[]',
  '{}',
  ' ',
];

const NASTY_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53 + 1,
  [],
  [1, 2],
  {},
  { $gt: '' },
  'x'.repeat(100_000),
  ...NASTY,
];

function signed(at = Date.now(), token?: string): Record<string, string> {
  const timestamp = String(epochSeconds(at));
  const headers: Record<string, string> = {
    agentId: 'pc_default',
    ept: '97',
    telFirm: '',
    channel: CHANNEL,
    version: VERSION,
    equipment: 'pc_fuzz',
    timestamp,
    sign: computeSign(CHANNEL, timestamp, VERSION),
  };
  if (token) headers.token = token;
  return headers;
}

const FIELDS = [
  'phone',
  'pwd',
  'code',
  'type',
  'userId',
  'friendIds',
  'orderNo',
  'amountFen',
  'payMethod',
  'idempotencyKey',
  'page',
  'pageSize',
  'key',
  'sign',
];

/** Fills a route's path parameters with a hostile value. */
function fillParams(path: string, value: string): string {
  return path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(value));
}

/** Cases for one route: hostile paths, queries, bodies, content types, signatures and tokens. */
export function casesFor(route: RouteEntry, random: () => number, validToken: string): FuzzCase[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const cases: FuzzCase[] = [];
  const base = fillParams(route.path, '1');
  for (let i = 0; i < 8; i += 1) {
    const value = pick(NASTY);
    const url = fillParams(route.path, value);
    const query = new URLSearchParams();
    for (let j = 0; j < 3; j += 1)
      query.append(
        pick(FIELDS.concat(['sport', 'date', 'status', 'leagueIds', 'kind', 'id'])),
        String(pick(NASTY_VALUES)).slice(0, 5000),
      );
    cases.push({
      label: 'hostile path and query',
      method: route.method,
      url: `${url}?${query.toString()}`,
      headers: signed(),
    });
  }
  if (route.method === 'GET') return cases;

  const jsonHeaders = (h: Record<string, string>) => ({ ...h, 'content-type': 'application/json' });
  const randomBody = () =>
    JSON.stringify(
      Object.fromEntries(FIELDS.filter(() => random() < 0.5).map((f) => [f, pick(NASTY_VALUES)])),
    );
  cases.push(
    {
      label: 'malformed JSON',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed()),
      body: '{"phone": "138',
    },
    { label: 'JSON array', method: 'POST', url: base, headers: jsonHeaders(signed()), body: '[1,2,3]' },
    { label: 'JSON null', method: 'POST', url: base, headers: jsonHeaders(signed()), body: 'null' },
    {
      label: 'deeply nested',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed()),
      body: `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
    },
    {
      label: 'huge string',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed()),
      body: JSON.stringify({ phone: 'x'.repeat(500_000) }),
    },
    {
      label: 'too large',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed()),
      body: JSON.stringify({ a: 'y'.repeat(1_200_000) }),
    },
    {
      label: 'bad multipart',
      method: 'POST',
      url: base,
      headers: { ...signed(), 'content-type': 'multipart/form-data; boundary=zzz' },
      body: '--yyy\r\nContent-Disposition: form-data; name="phone"\r\n\r\n138\r\n--yyy--',
    },
    {
      label: 'multipart without boundary',
      method: 'POST',
      url: base,
      headers: { ...signed(), 'content-type': 'multipart/form-data' },
      body: 'phone=1',
    },
    {
      label: 'unknown content type',
      method: 'POST',
      url: base,
      headers: { ...signed(), 'content-type': 'application/x-evil' },
      body: 'a=1',
    },
    {
      label: 'forged sign',
      method: 'POST',
      url: base,
      headers: jsonHeaders({ ...signed(), sign: 'f'.repeat(32) }),
      body: randomBody(),
    },
    {
      label: 'stale timestamp',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed(Date.now() - 3_600_000)),
      body: randomBody(),
    },
    {
      label: 'no headers',
      method: 'POST',
      url: base,
      headers: { 'content-type': 'application/json' },
      body: randomBody(),
    },
    {
      label: 'forged token',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed(Date.now(), 'forged-token')),
      body: randomBody(),
    },
  );
  for (let i = 0; i < 8; i += 1) {
    cases.push({
      label: 'wrong types, valid session',
      method: 'POST',
      url: base,
      headers: jsonHeaders(signed(Date.now(), validToken)),
      body: randomBody(),
    });
  }
  return cases;
}
