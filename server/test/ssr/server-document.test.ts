import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hostingApp, publishFixture, writeRegistry } from '../static/published';

/**
 * A shell build that renders the whole document (`renderDocument`): the server gives it the shell's page as
 * data, the cache entry's nonces, the registry block and the head script, and sends what it returns as it is.
 */
const PAGE =
  '<!doctype html><html lang=zh-CN><head><meta name=description content=默认><title>锦城体育</title>' +
  '<style nonce=__CSP_NONCE__>body{margin:0}</style><script defer src=/shell/1.0.0-doc/main.js></script>' +
  '</head><body><noscript>需要 JavaScript</noscript><div id=root></div></body></html>';

/** Echoes what it was given, in a page whose nonces sit where the shell puts them. */
const RENDERER = `
exports.setUpServerRendering = () => {};
exports.renderPage = async () => { throw new Error('renderPage is not asked of a build with renderDocument'); };
exports.renderDocument = async (input) => {
  const html = '<main class="shell">' + input.url + '</main>';
  const assets = input.pageAssets(html, []);
  const { nonces, ...given } = input.document;
  const document = '<!DOCTYPE html><html><head><style nonce="' + nonces.style + '">' + assets.css + '</style>' +
    '<script nonce="' + nonces.script + '">' + given.headScript.length + '</script>' +
    '<script type="application/json" id="given">' + JSON.stringify(given) + '</script></head>' +
    '<body><div id="root">' + html + '</div></body></html>';
  return { document, title: '锦城体育', clientOnly: [], remotes: [] };
};`;

describe('a shell build that renders the whole document', () => {
  let outDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jc-ssr-doc-'));
    publishFixture(outDir, 'shell', '1.0.0-doc', { 'index.html': PAGE, 'main.js': '' });
    const node = path.join(outDir, 'shell/1.0.0-doc/node');
    fs.mkdirSync(node, { recursive: true });
    fs.writeFileSync(path.join(node, 'main.css'), '.shell{color:red}.elsewhere{color:blue}');
    fs.writeFileSync(path.join(node, 'main.js'), RENDERER);
    writeRegistry(outDir, { schemaVersion: 2, shell: { current: '1.0.0-doc' }, remotes: {} });
    app = await hostingApp(outDir);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('is given the page as data and its entry nonces, which the CSP header names', async () => {
    const res = await app.inject({ url: '/news?id=7&cb=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-jc-render']).toBe('server');
    const csp = String(res.headers['content-security-policy']);
    const script = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    const style = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    expect(res.body).toContain(`<style nonce="${style}">.shell{color:red}</style>`);
    expect(res.body).toContain(`<script nonce="${script}">`);
    const given = JSON.parse(
      /<script type="application\/json" id="given">(.*?)<\/script>/.exec(res.body)?.[1] ?? '',
    );
    // The page's URL as rendered (only the query its route declares), the registry block's value.
    expect(given.url).toBe('/news?id=7');
    expect(given.registry).toMatchObject({ schemaVersion: 2, remotes: {} });
    // The head script the browser-rendered page carries too (the start script among them).
    expect(given.headScript).toContain('link[data-jc-start]');
    expect(given.shell.head).toContainEqual({
      tag: 'link',
      attributes: { rel: 'jc-held', as: 'script', 'data-jc-start': '', href: '/shell/1.0.0-doc/main.js' },
    });
    expect(given.shell.head).toContainEqual({
      tag: 'style',
      attributes: {},
      text: 'body{margin:0}',
      nonce: 'style',
    });
    // No nonce placeholder reaches the page, no template assembly happened around the document.
    expect(res.body).not.toContain('__CSP');
    expect(res.body).not.toContain('<noscript>');
  });

  it('sends a cached document with the same nonces, and a new entry draws new ones', async () => {
    const first = await app.inject({ url: '/match' });
    const second = await app.inject({ url: '/match' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const other = await app.inject({ url: '/league' });
    const nonce = (body: string) => /<style nonce="([^"]+)"/.exec(body)?.[1];
    expect(nonce(other.body)).not.toBe(nonce(first.body));
  });
});
