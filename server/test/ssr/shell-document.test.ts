import { parseShellDocument, shellDocument } from '../../src/ssr/shell-document';

/** A shell's built index.html as html-webpack-plugin minifies it (webpack/index.html). */
const BUILT =
  '<!doctype html><html lang=zh-CN data-app-version=1.0.0-t><head><meta charset=utf-8>' +
  '<meta name=viewport content="width=device-width,initial-scale=1,viewport-fit=cover">' +
  '<link rel=manifest href=/manifest.webmanifest><link rel=icon href="data:image/svg+xml,%3Csvg%3E&amp;x">' +
  '<meta name=description content=锦城体育：足球、篮球即时比分。><title>锦城体育</title>' +
  '<style nonce=__CSP_NONCE__>body{margin:0}html[data-theme=dark] body{color:#e7e9ec}</style>' +
  '<script defer src=/shell/1.0.0-t/main.js></script><link href=/shell/1.0.0-t/main.css rel=stylesheet></head>' +
  '<body><noscript>锦城体育需要启用 JavaScript 才能使用。</noscript><div id=root></div></body></html>';

test('a built page becomes data: its tags in order, scripts, stylesheet and manifest held, nonces named', () => {
  const document = parseShellDocument(BUILT);
  expect(document.attributes).toEqual({ lang: 'zh-CN', 'data-app-version': '1.0.0-t' });
  expect(document.head).toEqual([
    { tag: 'meta', attributes: { charset: 'utf-8' } },
    {
      tag: 'meta',
      attributes: { name: 'viewport', content: 'width=device-width,initial-scale=1,viewport-fit=cover' },
    },
    { tag: 'link', attributes: { rel: 'jc-held', href: '/manifest.webmanifest', 'data-jc-manifest': '' } },
    { tag: 'link', attributes: { rel: 'icon', href: 'data:image/svg+xml,%3Csvg%3E&x' } },
    { tag: 'description', content: '锦城体育：足球、篮球即时比分。' },
    { tag: 'title' },
    {
      tag: 'style',
      attributes: {},
      text: 'body{margin:0}html[data-theme=dark] body{color:#e7e9ec}',
      nonce: 'style',
    },
    {
      tag: 'link',
      attributes: { rel: 'jc-held', as: 'script', 'data-jc-start': '', href: '/shell/1.0.0-t/main.js' },
    },
    {
      tag: 'link',
      attributes: { rel: 'jc-held', as: 'style', 'data-jc-style': '', href: '/shell/1.0.0-t/main.css' },
    },
  ]);
  expect(document.preloadLink).toEqual({
    rel: 'jc-held',
    as: 'script',
    crossorigin: 'anonymous',
    href: '',
    'data-jc-preload': '',
  });
  // Nothing of the body: the browser-rendered page's <noscript> and empty #root are not the document's.
  expect(JSON.stringify(document)).not.toContain('noscript');
});

test('an inline script keeps its text and is named for the script nonce; a fixed nonce stays as it is', () => {
  const document = parseShellDocument(
    '<html><head><script nonce="__CSP_SCRIPT_NONCE__">a<b</script><style nonce=fixed>p{}</style></head></html>',
  );
  expect(document.head).toEqual([
    { tag: 'script', attributes: {}, text: 'a<b', nonce: 'script' },
    { tag: 'style', attributes: { nonce: 'fixed' }, text: 'p{}' },
  ]);
});

test('read once per shell version', () => {
  const first = shellDocument('1.0.0-once', BUILT);
  expect(shellDocument('1.0.0-once', BUILT)).toBe(first);
  expect(shellDocument('1.0.0-once', BUILT.replace('1.0.0-t/main.js', '1.0.0-u/main.js'))).not.toBe(first);
});
