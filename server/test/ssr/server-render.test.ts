import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as nodeBuilds from '../../src/ssr/node-builds';
import { pageUrl } from '../../src/ssr/server-render';
import { hostingApp, publishFixture, writeRegistry } from '../static/published';

/**
 * The server side of the render pipeline's failure policy: whatever the shell's server build does — render,
 * throw while rendering, fail to load, be missing — the visitor gets a 200 page with the shell's HTML.
 */
const PAGE =
  '<!doctype html><html><head><meta name=description content=默认><title>锦城体育</title></head>' +
  '<body><noscript>需要 JavaScript</noscript><div id=root></div></body></html>';

/**
 * A shell server build (node/main.js) whose renderPage does what `body` says; counts its calls in a file (it
 * runs in a render thread, not in this test's process).
 */
function shellVersion(outDir: string, version: string, body: string) {
  publishFixture(outDir, 'shell', version, { 'index.html': PAGE, 'main.js': '' });
  const node = path.join(outDir, 'shell', version, 'node');
  fs.mkdirSync(node, { recursive: true });
  fs.writeFileSync(path.join(node, 'main.css'), '.shell{color:red}.elsewhere{color:blue}');
  fs.writeFileSync(
    path.join(node, 'main.js'),
    `exports.setUpServerRendering = () => {};
     exports.renderPage = async (input) => {
       require('node:fs').appendFileSync(require('node:path').join(__dirname, 'calls'), '.');
       ${body}
     };`,
  );
}

const RENDERED = `return {
  html: '<header class="shell">页头</header><main><h1>' + input.url + '</h1></main>',
  data: '{"mutations":[],"queries":[]}',
  title: '锦城体育 - 赛事新闻',
  meta: { title: '一篇 <新闻> & 标题', description: '摘要' },
  clientOnly: [],
};`;

/** How many times a shell version's fixture renderer ran. */
const runs = (version: string) => {
  const file = path.join(outDirOf.current, `shell/${version}/node/calls`);
  return fs.existsSync(file) ? fs.statSync(file).size : 0;
};
const outDirOf = { current: '' };

describe('server rendering in the page route', () => {
  let outDir: string;
  let app: FastifyInstance;
  const makeCurrent = (version: string) =>
    writeRegistry(outDir, { schemaVersion: 2, shell: { current: version }, remotes: {} });

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-ssr-'));
    outDirOf.current = outDir;
    shellVersion(outDir, '1.0.0-ok', RENDERED);
    shellVersion(outDir, '1.0.0-throws', "throw new Error('render failed');");
    shellVersion(outDir, '1.0.0-broken', '');
    shellVersion(
      outDir,
      '1.0.0-vp',
      "return { html: '<main>' + (input.viewport || '未给出') + '</main>', data: '{}', title: '锦城体育', clientOnly: [] };",
    );
    fs.writeFileSync(path.join(outDir, 'shell/1.0.0-broken/node/main.js'), 'throw new Error("cannot load");');
    // Says what time it is where it renders.
    shellVersion(
      outDir,
      '1.0.0-clock',
      "return { html: '<main>' + Date.now() + '</main>', data: '{}', title: '锦城体育', clientOnly: [] };",
    );
    // Says which shell first set a process-wide value where it runs, and in which thread.
    for (const version of ['1.0.0-a', '1.0.0-b'])
      shellVersion(
        outDir,
        version,
        `globalThis.jcFirstShell ??= '${version}';
         const where = ['${version}', globalThis.jcFirstShell, require('node:worker_threads').threadId].join('|');
         return { html: '<main>' + where + '</main>', data: '{}', title: '锦城体育', clientOnly: [] };`,
      );
    publishFixture(outDir, 'shell', '1.0.0-nonode', { 'index.html': PAGE, 'main.js': '' });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('puts the rendered screen, title, Open Graph, critical CSS and data block into the page', async () => {
    makeCurrent('1.0.0-ok');
    const res = await app.inject({ url: '/news?id=7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-jc-render']).toBe('server');
    // The bucket cookie and exactly these attributes, in any order.
    const [pair, ...attributes] = String(res.headers['set-cookie']).split('; ');
    expect(pair).toMatch(/^jc_bucket=\d{1,4}$/);
    expect(attributes.sort()).toEqual(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']);
    const html = res.body;
    expect(html).toContain(
      '<div id="root"><header class="shell">页头</header><main><h1>/news?id=7</h1></main></div>',
    );
    expect(html).toContain(
      '<script type="application/json" id="jc-data">{"mutations":[],"queries":[]}</script>',
    );
    expect(html).toContain('<title>锦城体育 - 赛事新闻</title>');
    expect(html).toContain('<meta property="og:title" content="一篇 &lt;新闻&gt; &amp; 标题">');
    expect(html).toContain('<meta name="description" content="摘要">');
    expect(html).not.toContain('<noscript>');
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    // The critical CSS: the rules the markup uses (a class no element has is left to the browser build).
    expect(html).toContain(`<style nonce="${nonce}" data-jc-critical>.shell{color:red}</style>`);
    expect(html).not.toContain('.elsewhere');
  });

  it('reuses a page for about a second per path and query, and keeps the bucket the browser sent', async () => {
    makeCurrent('1.0.0-ok');
    const before = runs('1.0.0-ok');
    const first = await app.inject({ url: '/match?date=2025-06-01', headers: { cookie: 'jc_bucket=42' } });
    const second = await app.inject({ url: '/match?date=2025-06-01', headers: { cookie: 'jc_bucket=42' } });
    expect(first.headers['set-cookie']).toBeUndefined();
    const withoutNonces = (html: string) => html.replace(/nonce="?[^" >]+"?/g, '');
    expect(withoutNonces(second.body)).toBe(withoutNonces(first.body));
    expect(runs('1.0.0-ok') - before).toBe(1);
    await app.inject({ url: '/match?date=2025-06-02' });
    expect(runs('1.0.0-ok') - before).toBe(2);
  });

  it('reads the bucket among other cookies, and draws a new one for a malformed value', async () => {
    makeCurrent('1.0.0-ok');
    for (const cookie of [
      'theme=dark; jc_bucket=42; sid=a%20b',
      'a=%E0%A4%A; jc_bucket=42',
      'jc_bucket=42;x=1',
    ]) {
      const res = await app.inject({ url: '/news?id=7', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const cookie of [
      'jc_bucket=12345',
      'jc_bucket=-1',
      'jc_bucket=4%2',
      'jc_bucket=',
      'x_jc_bucket=42',
    ]) {
      const res = await app.inject({ url: '/news?id=7', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^jc_bucket=\d{1,4}; /);
    }
  });

  it('sends a cached page as the same compressed bytes, with the nonces its policy names', async () => {
    makeCurrent('1.0.0-ok');
    const policyNonces = (csp: unknown) => ({
      script: /script-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1],
      style: /style-src-elem 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1],
    });
    const br = { 'accept-encoding': 'gzip, deflate, br', cookie: 'jc_bucket=7' };
    const [first, second] = [
      await app.inject({ url: '/news?id=31', headers: br }),
      await app.inject({ url: '/news?id=31', headers: br }),
    ];
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const html = zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
      const nonces = policyNonces(res.headers['content-security-policy']);
      expect(nonces.script).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(html).toContain(`<script nonce="${nonces.script}">`);
      expect(html).toContain(`<style nonce="${nonces.style}" data-jc-critical>`);
      expect(html).not.toMatch(/__CSP_(SCRIPT_)?NONCE__/);
    }
    // One cache entry: the very same bytes, so the same nonces, in both answers.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another page (another entry) has nonces of its own, and so does a response the render did not make.
    const other = await app.inject({ url: '/news?id=32', headers: br });
    const plain = await app.inject({ url: '/news?id=31', headers: { 'accept-encoding': 'identity' } });
    expect(policyNonces(other.headers['content-security-policy']).style).not.toBe(
      policyNonces(first.headers['content-security-policy']).style,
    );
    // Without Brotli or gzip accepted, the same page goes out as it is.
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>/news?id=31</h1>');
    const gz = await app.inject({ url: '/news?id=31', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toContain('<h1>/news?id=31</h1>');
  });

  it.each([
    ["/team/1$'", "/team/1$'"],
    ['/team/1$&', '/team/1$&amp;'],
    ['/team/1$`', '/team/1$%60'],
    ['/team/1$$', '/team/1$$'],
    ["/news?id=1$'&x=$&", '/news?id=1%24%27'],
    ['/news?id=$`$$', '/news?id=%24%60%24%24'],
  ])('copies nothing of the page for %s: one #root, one registry block, og:url escaped', async (url, og) => {
    makeCurrent('1.0.0-ok');
    const res = await app.inject({ url });
    expect(res.headers['x-jc-render']).toBe('server');
    const html = res.body;
    const times = (text: string) => html.split(text).length - 1;
    expect(times('<div id="root">')).toBe(1);
    expect(times('id="jc-registry"')).toBe(1);
    expect(times('id="jc-data"')).toBe(1);
    expect(times('<title>')).toBe(1);
    expect(times('<script nonce=')).toBe(1);
    expect(times('<meta property="og:url"')).toBe(1);
    expect(html).toContain(`<meta property="og:url" content="${og}">`);
    expect(html.startsWith('<!doctype html><html><head>')).toBe(true);
  });

  it('renders for the screen the request comes from: a phone gets its own page, marked on #root', async () => {
    makeCurrent('1.0.0-vp');
    const iPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
    const before = runs('1.0.0-vp');
    const phone = await app.inject({ url: '/news', headers: { 'user-agent': iPhone } });
    const wide = await app.inject({ url: '/news', headers: { 'user-agent': desktop } });
    const hinted = await app.inject({
      url: '/news',
      headers: { 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' },
    });
    expect(phone.body).toContain('<div id="root" data-viewport="phone"><main>phone</main>');
    expect(wide.body).toContain('<div id="root"><main>wide</main>');
    // Chromium's client hint says phone whatever the user agent: the phone's cached page.
    expect(hinted.body).toContain('<main>phone</main>');
    expect(runs('1.0.0-vp') - before).toBe(2);
  });

  it('lets go of the server builds of retired versions once per registry change, not per request', async () => {
    const release = jest.spyOn(nodeBuilds, 'releaseNodeBuilds');
    makeCurrent('1.0.0-nonode');
    await app.inject({ url: '/team/11' });
    await app.inject({ url: '/team/12' });
    makeCurrent('1.0.0-ok');
    await app.inject({ url: '/team/13' });
    await app.inject({ url: '/team/14' });
    expect(
      release.mock.calls.map(([dir, registry]) => [dir, (registry as { shell: unknown }).shell]),
    ).toEqual([
      [outDir, { current: '1.0.0-nonode' }],
      [outDir, { current: '1.0.0-ok' }],
    ]);
    release.mockRestore();
  });

  it("renders each shell version in a thread of its own, off the server's thread, until it is retired", async () => {
    const where = async (version: string, url: string) => {
      makeCurrent(version);
      const html = (await app.inject({ url })).body;
      const [shell, first, thread] = (/<main>([^<]*)<\/main>/.exec(html)?.[1] ?? '').split('|');
      return { shell, first, thread: Number(thread) };
    };
    const a = await where('1.0.0-a', '/news?id=1');
    const b = await where('1.0.0-b', '/news?id=2');
    // Each version sees only its own globals: the federation runtime of one never meets the other's.
    expect(a).toMatchObject({ shell: '1.0.0-a', first: '1.0.0-a' });
    expect(b).toMatchObject({ shell: '1.0.0-b', first: '1.0.0-b' });
    expect(a.thread).toBeGreaterThan(0);
    expect(b.thread).toBeGreaterThan(0);
    expect(b.thread).not.toBe(a.thread);
    // A is no longer in the registry (makeCurrent() names one shell): its thread ended; back to it, a new one.
    const again = await where('1.0.0-a', '/news?id=3');
    expect(again).toMatchObject({ shell: '1.0.0-a', first: '1.0.0-a' });
    expect(again.thread).not.toBe(a.thread);
    // While the registry stays the same, the same thread.
    expect((await where('1.0.0-a', '/news?id=4')).thread).toBe(again.thread);
  });

  it('renders on the same clock as the server: a pinned clock is pinned in the render thread too', async () => {
    makeCurrent('1.0.0-clock');
    const html = (await app.inject({ url: '/news?id=9' })).body;
    const rendered = Number(/<main>(\d+)<\/main>/.exec(html)?.[1]);
    // npm test pins every process to one instant (JC_CLOCK_START): a real-time thread would be days away.
    expect(Math.abs(rendered - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    ['throws while rendering', '1.0.0-throws'],
    ['cannot be loaded', '1.0.0-broken'],
    ['is missing', '1.0.0-nonode'],
  ])(
    'a shell server build that %s still gives the shell page (200, rendered in the browser)',
    async (_, version) => {
      makeCurrent(version);
      const res = await app.inject({ url: `/league?v=${version}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-jc-render']).toBeUndefined();
      expect(res.body).toContain('<div id=root></div>');
      expect(res.body).toContain('<noscript>');
    },
  );

  it('renders nothing for a path no route owns: it is redirected to /home', async () => {
    makeCurrent('1.0.0-ok');
    const before = runs('1.0.0-ok');
    for (const url of ['/no-such-page', '/no/such/page?x=1', '/another-one']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/home');
    }
    expect(runs('1.0.0-ok') - before).toBe(0);
  });

  it('never renders the release console: the shell page as it is, 200, not cached, not indexed', async () => {
    makeCurrent('1.0.0-ok');
    const before = runs('1.0.0-ok');
    for (const url of ['/ops/releases', '/ops/releases/', '/ops/releases?app=scores']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-jc-render']).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(res.body).toContain('<div id=root></div>');
    }
    expect(runs('1.0.0-ok') - before).toBe(0);
    // A fan's page keeps its cache header and is indexed as before.
    const fans = await app.inject({ url: '/news' });
    expect(fans.headers['cache-control']).toBe('no-cache');
    expect(fans.headers['x-robots-tag']).toBeUndefined();
  });

  it('renders from the declared query parameters only: unknown ones make no cache entry and no render', async () => {
    makeCurrent('1.0.0-ok');
    const before = runs('1.0.0-ok');
    const first = await app.inject({ url: '/ranking?board=players&cb=1' });
    expect(first.body).toContain('<h1>/ranking?board=players</h1>');
    for (let cb = 2; cb <= 20; cb += 1) {
      const res = await app.inject({ url: `/ranking?cb=${cb}&board=players&utm_source=x${cb}` });
      expect(res.headers['x-jc-render']).toBe('server');
      expect(res.body).toContain('<h1>/ranking?board=players</h1>');
      expect(res.body).toContain('<meta property="og:url" content="/ranking?board=players">');
    }
    expect(runs('1.0.0-ok') - before).toBe(1);
    // Declared parameters still make their own pages, in a fixed order whatever the request's.
    await app.inject({ url: '/ranking?type=1&board=players' });
    await app.inject({ url: '/ranking?board=players&type=1&cb=9' });
    expect(runs('1.0.0-ok') - before).toBe(2);
  });
});

describe('a page made of several remotes (the home page: scores and content widgets)', () => {
  let outDir: string;
  let app: FastifyInstance;
  /** A remote version with a server build whose CSS is `css`. */
  const remoteVersion = (remote: string, version: string, css: string) => {
    publishFixture(outDir, remote, version, { 'remoteEntry.js': 'void 0' });
    const node = path.join(outDir, 'remotes', remote, version, 'node');
    fs.mkdirSync(node, { recursive: true });
    fs.writeFileSync(path.join(node, 'remoteEntry.js'), '');
    fs.writeFileSync(path.join(node, 'c.css'), css);
  };
  /** A shell whose render says how each remote went; `remotes: false` is a shell build before `remotes`. */
  const shell = (version: string, contentRendered: boolean, withRemotes = true) => {
    const scores = "{ name: 'scores', version: '1.0.0-s', rendered: true }";
    const content = `{ name: 'content', version: '1.0.0-c', rendered: ${contentRendered}, reason: 'test' }`;
    shellVersion(
      outDir,
      version,
      `return {
        html: '<main class="shell"><ul class="strip"></ul><a class="row">资讯</a></main>',
        data: '{}',
        title: '锦城体育 - 首页',
        remote: ${scores},
        ${withRemotes ? `remotes: [${scores}, ${content}],` : ''}
        clientOnly: [],
      };`,
    );
  };
  const makeCurrent = (version: string) =>
    writeRegistry(outDir, {
      schemaVersion: 2,
      shell: { current: version },
      remotes: { scores: { current: '1.0.0-s' }, content: { current: '1.0.0-c' } },
    });
  const critical = (html: string) => /<style[^>]*data-jc-critical>([^<]*)<\/style>/.exec(html)?.[1] ?? '';

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-ssr-home-'));
    outDirOf.current = outDir;
    remoteVersion('scores', '1.0.0-s', '.strip{display:flex}.scoresElsewhere{color:red}');
    remoteVersion('content', '1.0.0-c', '.row{min-height:44px}.contentElsewhere{color:red}');
    shell('1.0.0-home', true);
    shell('1.0.0-half', false);
    shell('1.0.0-old', true, false);
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it("styles every remote's markup before scripts run and holds each remote's entry for a preload after the paint", async () => {
    makeCurrent('1.0.0-home');
    const html = (await app.inject({ url: '/home' })).body;
    const css = critical(html);
    expect(css).toContain('.shell{color:red}');
    expect(css).toContain('.strip{display:flex}');
    // The content widgets' rows: without their rules they are 20 px lines, not 44 px tap targets.
    expect(css).toContain('.row{min-height:44px}');
    expect(css).not.toMatch(/Elsewhere/);
    for (const remote of ['scores/1.0.0-s', 'content/1.0.0-c'])
      expect(html).toContain(
        `<link rel="jc-held" as="script" crossorigin="anonymous" href="/remotes/${remote}/remoteEntry.js" data-jc-preload>`,
      );
    // Nothing is fetched before the first paint: no preload of any script or stylesheet.
    expect(html).not.toMatch(/rel="?preload"? as="?(script|style)/);
  });

  it('does not keep a page one of whose remotes was left to the browser', async () => {
    makeCurrent('1.0.0-half');
    const before = runs('1.0.0-half');
    await app.inject({ url: '/home' });
    await app.inject({ url: '/home' });
    expect(runs('1.0.0-half') - before).toBe(2);
    makeCurrent('1.0.0-home');
    const whole = runs('1.0.0-home');
    await app.inject({ url: '/home?x=1' });
    await app.inject({ url: '/home?x=2' });
    expect(runs('1.0.0-home') - whole).toBeLessThanOrEqual(1);
  });

  it('reads a shell build that names only its first remote', async () => {
    makeCurrent('1.0.0-old');
    const html = (await app.inject({ url: '/home' })).body;
    expect(critical(html)).toContain('.strip{display:flex}');
    expect(html).toContain('href="/remotes/scores/1.0.0-s/remoteEntry.js"');
  });
});

describe('server rendering during a canary', () => {
  let outDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-ssr-canary-'));
    outDirOf.current = outDir;
    shellVersion(outDir, '1.0.0-c', RENDERED);
    // The shell's own answer to "which versions does this bucket get": half the buckets get the canary.
    fs.appendFileSync(
      path.join(outDir, 'shell/1.0.0-c/node/main.js'),
      "exports.versionsFor = (registry, bucket) => bucket < 5000 ? 'scores@2.0.0-new' : 'scores@1.0.0-old';",
    );
    writeRegistry(outDir, {
      schemaVersion: 2,
      shell: { current: '1.0.0-c' },
      remotes: { scores: { current: '1.0.0-old', canary: { version: '2.0.0-new', percent: 50 } } },
    });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('shares a cached page between buckets that get the same versions, not across them', async () => {
    const before = runs('1.0.0-c');
    for (const bucket of [1, 2, 4999, 17])
      await app.inject({ url: '/match', headers: { cookie: `jc_bucket=${bucket}` } });
    expect(runs('1.0.0-c') - before).toBe(1);
    for (const bucket of [5000, 9999, 7777])
      await app.inject({ url: '/match', headers: { cookie: `jc_bucket=${bucket}` } });
    expect(runs('1.0.0-c') - before).toBe(2);
  });
});

describe('page URLs', () => {
  it('keep the path and the parameters the route declares, in its order', () => {
    expect(pageUrl('/match?cb=1&group=league&tab=live')).toBe('/match?tab=live&group=league');
    // /match's 重要 toggle renders on the server as the browser shows it (no hydration mismatch).
    expect(pageUrl('/match?important=1&cb=2')).toBe('/match?important=1');
    expect(pageUrl('/team/12?cb=1')).toBe('/team/12');
    expect(pageUrl('/news?id=7&id=8')).toBe('/news?id=7');
    expect(pageUrl('/home?x=1')).toBe('/home');
    expect(pageUrl('/no/such/page?id=1')).toBeUndefined();
    expect(pageUrl('/login')).toBeUndefined();
  });
});
