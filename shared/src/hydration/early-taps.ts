/**
 * Taps before hydration. A server-rendered page shows its buttons before the scripts that make them work have
 * run: the shell's bundle, then each remote's, and React hydrates a screen's parts one Suspense boundary at a
 * time. A tap in that gap would do nothing, and on a phone on a slow network the gap is seconds long.
 * EARLY_TAPS_SCRIPT, inline in every page's <head> (server: static/shell-page.ts), holds such a tap and plays
 * it again once the control it landed on is live:
 * - the shell has run: `<html data-hydrated>` (shell/src/app/app.tsx, `markHydrated`), and
 * - React has hydrated that very element: it carries React's own props key (`__reactProps$…`, which React
 *   sets on every element it renders or hydrates). Should a React release stop setting it (the shell's own
 *   first element lacks it), nothing is held any more: taps behave as they would without the script.
 * A held tap is dropped when its control is gone (the screen rendered differently, e.g. signed in) or after
 * 10 s. Only controls inside `#root` whose behaviour is all script are held; links still navigate.
 */

/** On <html> once the shell's own markup is hydrated (or rendered, on a page the server did not render). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The window event that follows the mark, so held taps are tried at once. */
export const HYDRATED_EVENT = 'jc:hydrated';
/** Controls whose tap is held (their behaviour is all script); a link, text field or plain text is not. */
export const HELD_CONTROLS = [
  'button',
  'summary',
  'input[type=checkbox]',
  'input[type=radio]',
  '[role=button]',
  '[role=tab]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=option]',
  '[role=menuitem]',
].join(',');

export const EARLY_TAPS_SCRIPT = `(function(){var H=${JSON.stringify(HYDRATED_ATTRIBUTE)},C=${JSON.stringify(
  HELD_CONTROLS,
)},q=[],timer=0;function live(el){return Object.keys(el).some(function(k){return k.indexOf('__reactProps$')===0})}function ready(el){if(!document.documentElement.hasAttribute(H))return false;if(live(el))return true;var root=document.getElementById('root'),first=root&&root.firstElementChild;return !first||!live(first)}function flush(){var held=q,now=Date.now();q=[];held.forEach(function(h){if(!h.el.isConnected||now-h.at>10000)return;if(ready(h.el))h.el.click();else q.push(h)});if(!q.length&&timer){clearInterval(timer);timer=0}}addEventListener('click',function(e){var t=e.target,el=t&&t.closest?t.closest(C):null;if(!el||!el.closest('#root')||ready(el))return;e.preventDefault();e.stopImmediatePropagation();if(!q.some(function(h){return h.el===el}))q.push({el:el,at:Date.now()});if(!timer)timer=setInterval(flush,50)},true);addEventListener(${JSON.stringify(
  HYDRATED_EVENT,
)},flush)})()`;

/** Marks `element` hydrated and tries held taps (run from an effect, after the commit). */
export function markHydrated(element: Element): void {
  element.setAttribute(HYDRATED_ATTRIBUTE, '');
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
