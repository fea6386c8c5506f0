/**
 * Scripts after the first paint. A server-rendered page can be read before any script runs, but a `defer`
 * script runs as soon as the document is parsed: the shell's bundle (hundreds of KB to evaluate) and the
 * hydration it starts then come before the browser's first paint whenever the bundle arrived first (a
 * repeat visit, a fast network). A phone then shows nothing until the page is live.
 *
 * So the server turns the page's `defer` scripts into `<link rel="preload" as="script" data-jc-start>` (the
 * download still starts with the document, at the same priority) and START_AFTER_PAINT_SCRIPT, inline in the
 * page's <head>, adds them as scripts once the document is parsed and its first contentful paint is reported
 * (Paint Timing: the entry comes once the frame is presented). Why not just an animation frame: Chrome holds
 * the first paint of a navigation back for up to half a second ("paint holding") while animation frames
 * still run, so a script started from one ran before anything was on screen (measured: Lighthouse saw the
 * first paint at 503 ms, after the bundle). A browser without paint entries waits for an animation frame.
 * The scripts keep their order (`async = false`). A page whose frames are not painted (a tab opened in the
 * background) starts them at once, and any page after 3 s at the latest. A page without such links (the
 * browser-rendered shell page) is untouched: its `defer` scripts run as before.
 *
 * The shell's stylesheet (its whole CSS, a file of its version) is not render-blocking on such a page: the page
 * carries the critical CSS of its first screen inline, so the link becomes `<link rel="preload" as="style"
 * data-jc-style>` (fetched with the document, at the same priority) and the start script makes it a stylesheet
 * in place, just before the scripts: the cascade order is the link's, and what the scripts show next is styled,
 * as when the CSS came with the scripts (before issue 24 it was inserted by them).
 */

/** On a `<link rel="preload" as="script">` that the page runs as a script after its first paint. */
export const START_ATTRIBUTE = 'data-jc-start';

/** On a `<link rel="preload" as="style">` that the page applies as a stylesheet when its scripts start. */
const STYLE_ATTRIBUTE = 'data-jc-style';

export const START_AFTER_PAINT_SCRIPT = `(function(){var A=${JSON.stringify(
  `link[${START_ATTRIBUTE}]`,
)},S=${JSON.stringify(
  `link[${STYLE_ATTRIBUTE}]`,
)},done=false;function start(){if(done)return;done=true;var css=document.querySelectorAll(S);for(var j=0;j<css.length;j++)css[j].rel='stylesheet';var links=document.querySelectorAll(A);for(var i=0;i<links.length;i++){var s=document.createElement('script');s.src=links[i].getAttribute('href');s.async=false;document.head.appendChild(s)}}function later(){setTimeout(start,0)}function parsed(){if(document.visibilityState==='hidden')return start();setTimeout(start,3000);var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];if(types.indexOf('paint')<0)return requestAnimationFrame(later);new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true})}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',parsed);else parsed()})()`;

/**
 * The page with each `<script defer src>` turned into a preload that START_AFTER_PAINT_SCRIPT runs after the
 * first paint, and each `<link rel="stylesheet">` into a preload it applies then (a server-rendered page only,
 * which carries its critical CSS: a page with nothing to paint starts its scripts at once and needs its CSS).
 */
export function startScriptsAfterPaint(html: string): string {
  return html
    .replace(
      /<script\s+defer(?:="defer")?\s+src=("[^"]*"|[^\s>]+)\s*><\/script>/g,
      (_tag, src: string) => `<link rel="preload" as="script" href=${src} ${START_ATTRIBUTE}>`,
    )
    .replace(
      /<link\s+href=("[^"]*"|[^\s>]+)\s+rel="?stylesheet"?\s*\/?>/g,
      (_tag, href: string) => `<link rel="preload" as="style" href=${href} ${STYLE_ATTRIBUTE}>`,
    );
}
