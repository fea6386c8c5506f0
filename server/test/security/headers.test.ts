import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { readConfig, type ServerConfig } from '../../src/config';
import { publishFixture, writeRegistry } from '../static/published';
import { signedHeaders } from '../user/helpers';

/** Security headers on pages, APIs and the stand-in pages (docs/userapi.md, "Security headers"). */
let app: FastifyInstance;
let outDir: string;

async function build(config: Partial<ServerConfig> = {}) {
  return buildApp({
    config: { ...readConfig({}), outDir, dataDir: path.join(outDir, 'data'), throttle: null, ...config },
    sport: false,
  });
}

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-headers-'));
  publishFixture(outDir, 'shell', '1.0.0-s', {
    'index.html':
      '<!doctype html><meta property="csp-nonce" nonce="__CSP_NONCE__"><style nonce="__CSP_NONCE__">body{}</style><div id="root"></div>',
  });
  publishFixture(outDir, 'scores', '1.0.0-abc', { 'remoteEntry.js': 'void 0' });
  writeRegistry(outDir, {
    schemaVersion: 2,
    shell: { current: '1.0.0-s' },
    remotes: { scores: { current: '1.0.0-abc' } },
  });
  app = await build();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );

describe('Content-Security-Policy', () => {
  it('allows scripts only from this origin or with the response nonce, never inline or eval', async () => {
    const res = await app.inject({ url: '/match' });
    const csp = directives(res.headers['content-security-policy'] as string);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts[1]).toMatch(/^'nonce-[A-Za-z0-9+/=]{20,}'$/);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src-elem')?.[1]).toMatch(/^'nonce-/);
    expect(csp.get('style-src-elem')).not.toContain("'unsafe-inline'");
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('names in each response the nonces its page carries, and draws new ones each second', async () => {
    const nonceOf = (res: Awaited<ReturnType<typeof app.inject>>) => {
      const csp = directives(res.headers['content-security-policy'] as string);
      const nonce = /^'nonce-(.+)'$/.exec(csp.get('style-src-elem')?.[1] ?? '')?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(res.body).toContain(`<style nonce="${nonce}">`);
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(res.body).not.toContain('__CSP_NONCE__');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeUndefined();
      return nonce;
    };
    // The page rendered in the browser is the same for every path: made once, its nonces the entry's
    // (server/src/static/fallback-page.ts), so each response's policy must name exactly those.
    const first = await Promise.all([app.inject({ url: '/' }), app.inject({ url: '/news' })]);
    const nonces = first.map(nonceOf);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const later = nonceOf(await app.inject({ url: '/news' }));
    expect(later).not.toBe(nonces[0]);
  });
});

describe('framing, sniffing, referrer', () => {
  it.each(['/', '/userapi/wechat/authorize?state=%252F'])('never lets %s be framed', async (url) => {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('never lets the stand-in cashier be framed', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/userapi/login/user/pwd',
      headers: { ...signedHeaders(), 'content-type': 'application/json' },
      payload: { phone: '13800000001', pwd: 'Jincheng123' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const order = await app.inject({
      method: 'POST',
      url: '/userapi/pay/order/create',
      headers: { ...signedHeaders({ token }), 'content-type': 'application/json' },
      payload: { amountFen: 600, payMethod: 'wechat', idempotencyKey: 'headers-test-key-0001' },
    });
    const cashier = new URL(order.json<{ data: { cashierUrl: string } }>().data.cashierUrl);
    const res = await app.inject({ url: `${cashier.pathname}${cashier.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const nonce = /style-src-elem 'self' 'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(res.body).toContain(`<style nonce="${nonce}">`);
  });

  it('lets only this site frame the legal pages the login dialog shows', async () => {
    const res = await app.inject({ url: '/legal/privacy.html' });
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.body).not.toContain('__CSP_NONCE__');
  });

  it('sends nosniff, no-referrer and CORP on APIs and files; remote files may be loaded cross-origin', async () => {
    const api = await app.inject({ method: 'POST', url: '/userapi/capabilities', headers: signedHeaders() });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('no-referrer');
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    const remote = await app.inject({ url: '/remotes/scores/1.0.0-abc/remoteEntry.js' });
    expect(remote.statusCode).toBe(200);
    expect(remote.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(remote.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('HSTS', () => {
  it('is sent only when the request came over TLS through a trusted proxy', async () => {
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('ignores X-Forwarded-Proto from a sender that is not a trusted proxy', async () => {
    const untrusting = await build({ trustProxy: '10.0.0.1' });
    try {
      const res = await untrusting.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await untrusting.close();
    }
  });
});
