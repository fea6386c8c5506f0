import fs from 'node:fs';
import path from 'node:path';
import type { MatchListData } from '@jincheng/shared/core';
import type { RunningNginx } from '../scripts/nginx-edge.mjs';
import { expect, test } from './support/test';
import { startServer, type TestServer } from './support/server';
import { demoToken, signInPage } from './support/session';
import { stamp } from './support/stamp';
import { openRoom } from './support/open-room';
import { expectSettled } from './support/real-content';

/**
 * The production edge (issue 49, docs/edge.md): Debian's nginx running docs/nginx-scale-out.conf in front of
 * the real server, everything on 127.0.0.1. A page and its version files, a live update on the feed, a chat
 * line, public answers kept by their own headers, and a signed-in reader's answers never kept nor handed to
 * anyone else. Without /usr/sbin/nginx the spec fails (.ci/run installs nginx-light): the edge is what ships.
 */
let server: TestServer | undefined;
let edge: RunningNginx | undefined;
let base = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // A simulator at 60× so the feed has deltas within seconds.
  server = await startServer({ env: { SIMULATOR: 'on', SIM_SPEED: '60', RATE_LIMITS: 'off' } });
  // Loaded when used: the script is an ES module with a command-line entry of its own.
  const { startEdge } = await import('../scripts/nginx-edge.mjs');
  edge = await startEdge({ upstreams: [new URL(server.url).host], outDir: server.outDir });
  base = edge.url;
});
test.afterAll(async () => {
  await edge?.stop();
  await server?.stop();
});
test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus && edge) await info.attach('nginx log', { body: edge.log() });
});

/** Reads an event stream through the edge until `found` says yes (bounded), then closes it. */
async function readStream(streamPath: string, found: (text: string) => boolean, ms: number): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  let text = '';
  try {
    const response = await fetch(base + streamPath, { signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      text += decoder.decode(chunk as Uint8Array, { stream: true });
      if (found(text)) break;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return text;
}

test('a page through the edge: rendered by an instance, its version files straight from disk', async ({
  page,
}) => {
  const files: { url: string; servedBy: string | null; status: number }[] = [];
  page.on('response', (r) => {
    if (/\/(shell|remotes)\/[^/]+\//.test(new URL(r.url()).pathname))
      files.push({ url: r.url(), servedBy: r.headers()['x-jc-edge'] ?? null, status: r.status() });
  });
  const answer = await page.goto(`${base}/match`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['server']).toMatch(/^nginx/);
  // A page is never kept at the edge (canary versions, nonces): it has no edge cache status.
  expect(answer?.headers()['x-jc-edge-cache']).toBeUndefined();
  await expect(page.locator('a[href^="/matchDetail/"]').first()).toBeVisible();
  // The links are the server's render; the version files load after the first paint: wait until the shell and
  // the route's screen have run (under load they came after the check above, and none had been seen yet).
  await expectSettled(page);
  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(f, f.url).toMatchObject({ servedBy: 'file', status: 200 });
  // Brotli is the build's .br copy, labelled as what it is: the bytes decode to the file on disk.
  const script = files.map((f) => new URL(f.url).pathname).find((p) => p.endsWith('.js'))!;
  const [, app = '', version = '', file = ''] = /^\/(shell|remotes\/[a-z]+)\/([^/]+)\/(.+)$/.exec(script)!;
  const viaEdge = await fetch(base + script, { headers: { 'accept-encoding': 'br' } });
  expect(viaEdge.headers.get('content-encoding')).toBe('br');
  expect(viaEdge.headers.get('content-type')).toMatch(/^application\/javascript/);
  expect(await viaEdge.text()).toBe(
    fs.readFileSync(path.join(server!.outDir, app, version, 'browser', file), 'utf8'),
  );
});

test('a live update through the edge: the page’s own event stream gets a delta', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${base}/match?tab=live`);
  await expect(page.locator('a[href^="/matchDetail/"]').first()).toBeVisible();
  const event = await page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const source = new EventSource('/sportapi/live?sport=football');
        const timer = setTimeout(() => (source.close(), reject(new Error('no delta in 60 s'))), 60_000);
        const done = (name: string) => () => (clearTimeout(timer), source.close(), resolve(name));
        source.addEventListener('delta', done('delta'));
        source.addEventListener('goal', done('goal'));
      }),
  );
  expect(['delta', 'goal']).toContain(event);
  // The same from outside the page: the first frame comes at once (nothing buffers the stream).
  const opening = await readStream('/sportapi/live?sport=football', (t) => t.includes('\n\n'), 10_000);
  expect(opening).toContain('retry: 3000');
});

test('a chat line through the edge reaches another reader’s stream', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    const id = await openRoom(api);
    await signInPage(page, await demoToken(api, '13800000001'));
    await page.goto(`${base}/matchDetail/1/${id}`);
    const log = page.getByRole('log', { name: '聊天室消息' });
    await expect(log).toBeVisible();
    await expect(page.getByRole('textbox', { name: '发言' })).toBeEditable();
    const text = `经过边缘 ${stamp()}`;
    // Another reader's stream, opened through the edge before the line is sent.
    const heard = readStream(`/sportapi/matches/${id}/chat/stream`, (t) => t.includes(text), 20_000);
    await new Promise((r) => setTimeout(r, 500));
    await page.getByRole('textbox', { name: '发言' }).fill(text);
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/sportapi\/matches\/\d+\/chat$/.test(r.url()),
    );
    await page.getByRole('button', { name: '发送', exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(log.getByText(text)).toHaveCount(1);
    expect(await heard).toContain(text);
  } finally {
    await api.dispose();
  }
});

test('public answers are kept by their own headers and revalidated with their ETag', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    // A reference answer (kept two minutes): the first read fills the edge, the next comes from it.
    const leagues = '/sportapi/leagues?sport=football';
    const first = await api.get(leagues);
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toContain('s-maxage=');
    const second = await api.get(leagues);
    expect(second.headers()['x-jc-edge-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    const etag = second.headers()['etag']!;
    const again = await api.get(leagues, { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    // A `fresh` answer (no-cache) is never kept: the match detail agrees with the feed position.
    const id = (
      (await (await api.get('/sportapi/matches?sport=football&pageSize=1')).json()) as {
        data: MatchListData;
      }
    ).data.list[0]!.id;
    for (let i = 0; i < 2; i += 1)
      expect((await api.get(`/sportapi/matches/${id}`)).headers()['x-jc-edge-cache']).toBe('BYPASS');
  } finally {
    await api.dispose();
  }
});

test('a signed-in reader’s answers never come back from the edge, to them or to anyone else', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: base });
  try {
    const [a, b] = [await demoToken(api, '13800000001'), await demoToken(api, '13800000002')];
    const me = async (token?: string) => {
      const r = await api.get('/sportapi/community/me', { headers: token ? { token } : {} });
      return { r, body: (await r.json()) as { retcode: number; data: { userId?: number } | null } };
    };
    const ofA = await me(a);
    expect(ofA.body.retcode).toBe(200);
    expect(ofA.r.headers()['cache-control']).toBe('private, no-store');
    expect(ofA.r.headers()['x-jc-edge-cache']).toBe('BYPASS');
    const ofB = await me(b);
    expect(ofB.body.data?.userId).not.toBe(ofA.body.data?.userId);
    expect(ofB.r.headers()['x-jc-edge-cache']).toBe('BYPASS');
    // Without a token: never A's answer, and nothing was kept for it.
    const anonymous = await me();
    expect(anonymous.r.headers()['x-jc-edge-cache']).not.toBe('HIT');
    expect(anonymous.body.data?.userId).toBeUndefined();

    // A per-viewer route (kept 3 s when public): its public answer is kept, a signed-in read passes the edge
    // by and is not kept, and the next anonymous read still gets the public answer.
    const experts = (await (await api.get('/sportapi/experts?pageSize=1')).json()) as {
      data: { list: { id: number }[] };
    };
    const expert = `/sportapi/experts/${experts.data.list[0]!.id}`;
    const kept = /^(HIT|STALE|UPDATING|REVALIDATED)$/;
    await api.get(expert);
    expect((await api.get(expert)).headers()['x-jc-edge-cache']).toMatch(kept);
    const signedIn = await api.get(expert, { headers: { token: a } });
    expect(signedIn.headers()['x-jc-edge-cache']).toBe('BYPASS');
    expect(signedIn.headers()['cache-control']).toBe('private, no-store');
    const after = await api.get(expert);
    expect(after.headers()['x-jc-edge-cache']).toMatch(/^(HIT|STALE|UPDATING|REVALIDATED|EXPIRED|MISS)$/);
    expect(after.headers()['cache-control']).toContain('public');
  } finally {
    await api.dispose();
  }
});
