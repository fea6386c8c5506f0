import {
  DATA_ELEMENT_ID,
  VIEWPORT_GUESS_ATTRIBUTE,
  startScriptsAfterPaint,
  HELD,
  PRELOAD_ATTRIBUTE,
  type ViewportGuess,
} from '@jincheng/shared/core';

/** What a server render adds to the shell's page. */
export interface RenderedParts {
  /** The markup of `#root`. */
  html: string;
  /** The dehydrated query cache, already escaped for a data block. */
  data: string;
  title: string;
  meta?: { title?: string; description?: string };
  /** Inline CSS (the shell's and the route's remote's), with the style nonce placeholder on its element. */
  css: string;
  /** Scripts worth fetching at once (the route's remote entry). */
  preload: string[];
  /** The page's canonical URL path (og:url). */
  url: string;
  /** The screen the page was rendered for; the browser hydrates for the same (on #root). */
  viewport?: ViewportGuess;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Short enough for a link preview; one line. */
function clip(text: string, max = 120): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * For a shell build without `renderDocument` only (a rollback can reach one; newer shells render the whole
 * page themselves, shell/src/server/document.tsx):
 * the shell's built `index.html` (with its registry block already in) turned into the server-rendered page:
 * the title, description and Open Graph tags, the critical CSS, each remote entry the page uses (held, made a
 * preload after the first paint), the markup inside `#root` and the data block after it. Its scripts are asked
 * for and started after the first paint (shared/src/hydration/start-after-paint.ts), so the page shows before
 * the shell's bundle is evaluated; the shell's stylesheet is applied then too (the critical CSS paints the first
 * screen). `nonce` goes only where the template has its placeholder — never into rendered markup, which carries
 * data from the API.
 */
export function serverPage(template: string, parts: RenderedParts, styleNonce: string): string {
  const description = parts.meta?.description ? clip(parts.meta.description) : undefined;
  const ogTitle = parts.meta?.title ?? parts.title;
  const head = [
    `<title>${escapeText(parts.title)}</title>`,
    `<meta property="og:type" content="${parts.meta ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="锦城体育">`,
    `<meta property="og:title" content="${escapeAttr(ogTitle)}">`,
    ...(description ? [`<meta property="og:description" content="${escapeAttr(description)}">`] : []),
    `<meta property="og:url" content="${escapeAttr(parts.url)}">`,
    ...parts.preload.map(
      (href) =>
        `<link rel="${HELD}" as="script" crossorigin="anonymous" href="${escapeAttr(href)}" ${PRELOAD_ATTRIBUTE}>`,
    ),
    ...(parts.css ? [`<style nonce="${styleNonce}" data-jc-critical>${parts.css}</style>`] : []),
  ].join('');
  // Every replacement is a function: a string replacement is a pattern, where `$&`, `$'` and `` $` `` in the
  // URL or the data (a path like /team/1$') would copy parts of the page into it.
  let page = template.replace(/<title>[^<]*<\/title>/, () => head);
  if (description) {
    const tag = `<meta name="description" content="${escapeAttr(description)}">`;
    page = page.replace(/<meta name="?description"? content=(?:"[^"]*"|[^ >]+)>/, () => tag);
  }
  page = startScriptsAfterPaint(page.replace(/<noscript>.*?<\/noscript>/, () => ''));
  const block = `<script type="application/json" id="${DATA_ELEMENT_ID}">${parts.data}</script>`;
  // Only a phone is marked: a page without the mark is hydrated for a wide screen.
  const root =
    parts.viewport === 'phone' ? `<div id="root" ${VIEWPORT_GUESS_ATTRIBUTE}="phone">` : '<div id="root">';
  return page.replace(/<div id="?root"?><\/div>/, () => `${root}${parts.html}</div>${block}`);
}
