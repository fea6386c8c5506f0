/**
 * Scripts after the first paint. A server-rendered page can be read before any script runs, but a `defer`
 * script runs as soon as the document is parsed: the shell's bundle (hundreds of KB to evaluate) and the
 * hydration it starts then come before the browser's first paint whenever the bundle arrived first (a
 * repeat visit, a fast network). A phone then shows nothing until the page is live.
 *
 * So the server turns the page's `defer` scripts into held links, `<link rel="jc-held" as="script" data-jc-start>`,
 * which no browser fetches, and START_AFTER_PAINT_SCRIPT, inline in the page's <head>, adds them as scripts once
 * the document is parsed and its first contentful paint is reported (Paint Timing: the entry comes once the
 * frame is presented). Why not just an animation frame: Chrome holds the first paint of a navigation back for
 * up to half a second ("paint holding") while animation frames still run, so a script started from one ran
 * before anything was on screen (measured: Lighthouse saw the first paint at 503 ms, after the bundle). A
 * browser without paint entries waits for an animation frame.
 *
 * Why held, not preloaded with the document (as until the last stop of issue 24): every byte fetched before the
 * first paint shares the phone's link with the page itself. On HTTP/1.1 the shell's bundle (136 KB), the
 * remote entries the page uses and its stylesheet each take a connection of their own beside the rest of the
 * HTML, and Lighthouse's model counts every such request that ends before the paint into it: /home's LCP was
 * 1.15–1.21 s with them preloaded, 0.77–0.92 s held (slow 4G, 4× CPU). The price is that the bundle leaves after
 * the first paint instead of with the document; the remote entries the page uses (`data-jc-preload`) become
 * preloads at that moment, so they still load beside the bundle, not after it.
 * The scripts keep their order (`async = false`). A page whose frames are not painted (a tab opened in the
 * background) starts them at once, and any page after 3 s at the latest. A page without such links (the
 * browser-rendered shell page) is untouched: its `defer` scripts run as before.
 *
 * The shell's stylesheet (its whole CSS, a file of its version) is not render-blocking on such a page: the page
 * carries the critical CSS of its first screen inline, so the link is held too (`data-jc-style`) and the start
 * script makes it a stylesheet in place, just before the scripts: the cascade order is the link's, and it
 * arrives (4.5 KB) well before the bundle, so what the scripts show next is styled.
 *
 * The web app manifest is held as well (`data-jc-manifest`) and linked when the scripts start: Chrome fetches a
 * linked manifest and then its icon as soon as it sees the link, beside the page, and Lighthouse counted both into
 * /match's LCP (0.96–1.07 s against 0.83–0.87 s held). Installing needs the service worker, which needs the
 * scripts, so nothing is lost by linking it then; Chrome notices the new link and reads it.
 */

/** On a held link that the page runs as a script after its first paint. */
export const START_ATTRIBUTE = 'data-jc-start';

/** On a held link that the page applies as a stylesheet when its scripts start. */
const STYLE_ATTRIBUTE = 'data-jc-style';

/** On a `<link rel="preload">` the page makes once it is painted (a remote entry its first screen uses). */
export const PRELOAD_ATTRIBUTE = 'data-jc-preload';

/** On a held link that the page makes its web app manifest once it is painted. */
const MANIFEST_ATTRIBUTE = 'data-jc-manifest';

/** The `rel` of a link held until the first paint: no browser fetches it. */
export const HELD = 'jc-held';

export const START_AFTER_PAINT_SCRIPT = `(function(){var A=${JSON.stringify(
  `link[${START_ATTRIBUTE}]`,
)},S=${JSON.stringify(`link[${STYLE_ATTRIBUTE}]`)},L=${JSON.stringify(
  `link[${PRELOAD_ATTRIBUTE}]`,
)},M=${JSON.stringify(
  `link[${MANIFEST_ATTRIBUTE}]`,
)},done=false;function start(){if(done)return;done=true;var pre=document.querySelectorAll(L);for(var k=0;k<pre.length;k++)pre[k].rel='preload';var man=document.querySelectorAll(M);for(var m=0;m<man.length;m++)man[m].rel='manifest';var css=document.querySelectorAll(S);for(var j=0;j<css.length;j++)css[j].rel='stylesheet';var links=document.querySelectorAll(A);for(var i=0;i<links.length;i++){var s=document.createElement('script');s.src=links[i].getAttribute('href');s.async=false;document.head.appendChild(s)}}function later(){setTimeout(start,0)}function parsed(){if(document.visibilityState==='hidden')return start();setTimeout(start,3000);var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];if(types.indexOf('paint')<0)return requestAnimationFrame(later);new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()})()`;

/** What a held link stands for: a script of the page, its stylesheet, its manifest, or a remote entry it uses. */
export type HeldKind = 'script' | 'style' | 'manifest' | 'preload';

/**
 * The attributes of a held link to `href`, as START_AFTER_PAINT_SCRIPT finds them and in the order
 * `startScriptsAfterPaint` writes them: the same links it makes of a page's tags, for a page rendered from data.
 */
export function heldLink(kind: HeldKind, href: string): Record<string, string> {
  switch (kind) {
    case 'script':
      return { rel: HELD, as: 'script', href, [START_ATTRIBUTE]: '' };
    case 'style':
      return { rel: HELD, as: 'style', href, [STYLE_ATTRIBUTE]: '' };
    case 'manifest':
      return { rel: HELD, href, [MANIFEST_ATTRIBUTE]: '' };
    case 'preload':
      return { rel: HELD, as: 'script', crossorigin: 'anonymous', href, [PRELOAD_ATTRIBUTE]: '' };
  }
}

/**
 * The page with each `<script defer src>` turned into a held link that START_AFTER_PAINT_SCRIPT runs after the
 * first paint, and each `<link rel="stylesheet">` into a held link it applies then (a server-rendered page only,
 * which carries its critical CSS: a page with nothing to paint starts its scripts at once and needs its CSS).
 */
export function startScriptsAfterPaint(html: string): string {
  return html
    .replace(
      /<script\s+defer(?:="defer")?\s+src=("[^"]*"|[^\s>]+)\s*><\/script>/g,
      (_tag, src: string) => `<link rel="${HELD}" as="script" href=${src} ${START_ATTRIBUTE}>`,
    )
    .replace(
      /<link\s+href=("[^"]*"|[^\s>]+)\s+rel="?stylesheet"?\s*\/?>/g,
      (_tag, href: string) => `<link rel="${HELD}" as="style" href=${href} ${STYLE_ATTRIBUTE}>`,
    )
    .replace(
      /<link\s+rel="?manifest"?\s+href=("[^"]*"|[^\s>]+)\s*\/?>/g,
      (_tag, href: string) => `<link rel="${HELD}" href=${href} ${MANIFEST_ATTRIBUTE}>`,
    );
}
