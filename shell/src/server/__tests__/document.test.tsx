/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { toDataBlockJson } from '@jincheng/shared';
import { Document, type DocumentInput, type DocumentProps } from '../document';

/** A shell version's page as the server reads it from a built index.html (server/src/ssr/shell-document.ts). */
const SHELL: DocumentInput['shell'] = {
  attributes: { lang: 'zh-CN', 'data-app-version': '1.0.0-t' },
  head: [
    { tag: 'meta', attributes: { charset: 'utf-8' } },
    { tag: 'link', attributes: { rel: 'jc-held', href: '/manifest.webmanifest', 'data-jc-manifest': '' } },
    { tag: 'description', content: '锦城体育：足球、篮球即时比分' },
    { tag: 'title' },
    { tag: 'style', attributes: {}, text: 'body{margin:0}', nonce: 'style' },
    {
      tag: 'link',
      attributes: { rel: 'jc-held', as: 'script', href: '/shell/v/main.js', 'data-jc-start': '' },
    },
    {
      tag: 'link',
      attributes: { rel: 'jc-held', as: 'style', href: '/shell/v/main.css', 'data-jc-style': '' },
    },
  ],
  preloadLink: { rel: 'jc-held', as: 'script', crossorigin: 'anonymous', href: '', 'data-jc-preload': '' },
};

const NONCES = { script: 'SCRIPTNONCE', style: 'STYLENONCE' };
/** Text from the API that must stay data: ends a script, starts a comment, and is a replacement pattern. */
const HOSTILE = '</script><script>alert(1)</script> $& $` <!-- --> \u2028';

function page(overrides: Partial<DocumentProps> = {}): string {
  const input: DocumentInput = {
    shell: SHELL,
    nonces: NONCES,
    url: '/news?id=7',
    registry: { schemaVersion: 2, remotes: { content: { current: HOSTILE } } },
    headScript: 'window.started=1',
  };
  return renderToString(
    <Document
      input={input}
      title="锦城体育 - 新闻"
      meta={{ title: `标题 ${HOSTILE}`, description: `摘要 ${HOSTILE}` }}
      css=".a{color:red}"
      preload={['/remotes/content/1.0.0-c/remoteEntry.js']}
      html='<main class="a">正文</main>'
      data={toDataBlockJson({ queries: [{ title: HOSTILE }] })}
      {...overrides}
    />,
  );
}

/** The text of the `<script>` with `id`. */
function block(html: string, id: string): string {
  const open = `<script type="application/json" id="${id}">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.indexOf('</script>', start));
}

test('the data and registry blocks carry hostile text as JSON that cannot end them', () => {
  const html = page();
  expect(JSON.parse(block(html, 'jc-data'))).toEqual({ queries: [{ title: HOSTILE }] });
  expect(JSON.parse(block(html, 'jc-registry')).remotes.content.current).toBe(HOSTILE);
  // Every script element that opens is one of the page's four, and none was ended early.
  expect(html.match(/<script/g)).toHaveLength(3);
  expect(html).not.toContain('alert(1)</script>');
  expect(html).not.toContain('<!--');
});

// renderToString leaves out the doctype that renderToPipeableStream writes for <html>.
test('the title, description and Open Graph tags are escaped text, and the page keeps its order', () => {
  const html = page();
  expect(html).toContain('<title>锦城体育 - 新闻</title>');
  expect(html).toContain('<meta property="og:url" content="/news?id=7"/>');
  expect(html).toContain(
    'content="标题 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; $` &lt;!-- --&gt;',
  );
  expect(html).toMatch(/<meta name="description" content="摘要 &lt;\/script&gt;/);
  expect(html).toMatch(/^<html lang="zh-CN" data-app-version="1.0.0-t"><head><meta charSet="utf-8"\/>/);
  // The screen in #root as rendered, the data block after it.
  expect(html).toContain(
    '<div id="root"><main class="a">正文</main></div><script type="application/json" id="jc-data">',
  );
});

test('nonces go only on the elements that had a placeholder, the critical CSS and the head script', () => {
  const html = page();
  expect(html.match(/nonce=/g)).toHaveLength(3);
  expect(html).toContain('<style nonce="STYLENONCE">body{margin:0}</style>');
  expect(html).toContain('<style nonce="STYLENONCE" data-jc-critical="">.a{color:red}</style>');
  expect(html).toContain('<script nonce="SCRIPTNONCE">window.started=1</script>');
  // Never in rendered markup or data.
  expect(block(html, 'jc-data')).not.toContain('NONCE');
  expect(html.slice(html.indexOf('<div id="root">'))).not.toContain('NONCE');
});

test('held links for the shell and the remote entries; a phone page is marked on #root', () => {
  const html = page({ viewport: 'phone' });
  expect(html).toContain('<link rel="jc-held" as="script" href="/shell/v/main.js" data-jc-start=""/>');
  expect(html).toContain(
    '<link rel="jc-held" as="script" crossorigin="anonymous" href="/remotes/content/1.0.0-c/remoteEntry.js" data-jc-preload=""/>',
  );
  expect(html).toContain('<div id="root" data-viewport="phone">');
  expect(page()).toContain('<div id="root">');
  // No critical CSS, no style element for it; no registry, no block (the shell then asks the server).
  expect(page({ css: '' })).not.toContain('data-jc-critical');
});

test('the held stylesheet comes after the critical CSS and the base style, as in the built page', () => {
  const html = page();
  const at = (text: string) => html.indexOf(text);
  // Applied when the scripts start, its rules (an open menu) must win over the critical CSS's (a closed one).
  expect(at('data-jc-style')).toBeGreaterThan(at('data-jc-critical'));
  expect(at('data-jc-style')).toBeGreaterThan(at('body{margin:0}'));
  expect(at('data-jc-start')).toBeGreaterThan(at('body{margin:0}'));
  expect(html).not.toContain('onLoad');
});
