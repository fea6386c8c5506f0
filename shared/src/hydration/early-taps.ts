/**
 * Taps before hydration. A server-rendered page shows its buttons before the scripts that make them work have
 * run: the shell's bundle, then each remote's, and React hydrates a screen's parts one Suspense boundary at a
 * time. A tap in that gap would do nothing, and on a phone on a slow network the gap is seconds long.
 * EARLY_TAPS_SCRIPT, inline in every page's <head> (server: static/shell-page.ts), holds such a tap and plays
 * it again once the control it landed on is live. That is read from public marks the shell writes, never
 * from React's internals:
 * - the shell has run: `<html data-hydrated>` (shell/src/app/app.tsx);
 * - a part that hydrates on its own is a slot, `data-slot` (the route's main area, each home widget); it
 *   gets `data-hydrated` once its content has committed, and the boundaries in it that were server HTML with it
 *   (slot-gate.tsx; shell: RouteScreen, the home widgets). A control
 *   inside a slot waits for its slot's mark; one outside every slot (the header, the footer) for the shell's.
 * A mark is written from an effect, during React's commit: held taps are played just after it (a macrotask
 * later), when React can hydrate any boundary nested in the slot at once for the tap, as it does for a tap
 * on a live page. Once a control is live its taps go straight through, untouched. A held tap is dropped when its control is
 * gone (the screen rendered differently, e.g. signed in) or after 10 s. Only controls inside `#root` whose
 * behaviour is all script are held; links navigate without any script.
 *
 * A choice in a `<select>` (the league page's 赛季) is not a tap: the browser changes the value at once, and
 * hydration then sets the select back to what React rendered, silently. So the script keeps the last value
 * chosen in each select that is not live yet and, once it is, sets it again and sends the `change` event React
 * listens for, as the choice would have done on a live page.
 */

/** On <html> once the shell's own markup is hydrated (or rendered, on a page the server did not render). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** On a part of the page that React hydrates on its own; `data-hydrated` joins it when that part is live. */
export const SLOT_ATTRIBUTE = 'data-slot';
/** The window event that follows a mark, so held taps are tried at once. */
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

export const EARLY_TAPS_SCRIPT = `(function(){var H=${JSON.stringify(HYDRATED_ATTRIBUTE)},S=${JSON.stringify(
  `[${SLOT_ATTRIBUTE}]`,
)},C=${JSON.stringify(
  HELD_CONTROLS,
)},q=[],timer=0;function ready(el){if(!document.documentElement.hasAttribute(H))return false;var slot=el.closest(S);return !slot||slot.hasAttribute(H)}function play(h){if(h.value===undefined){h.el.click();return}h.el.value=h.value;h.el.dispatchEvent(new Event('change',{bubbles:true}))}function flush(){var held=q,now=Date.now();q=[];held.forEach(function(h){if(!h.el.isConnected||now-h.at>10000)return;if(ready(h.el))play(h);else q.push(h)});if(!q.length&&timer){clearInterval(timer);timer=0}}function hold(el,value){q=q.filter(function(h){return h.el!==el||value===undefined});if(value!==undefined||!q.some(function(h){return h.el===el}))q.push({el:el,at:Date.now(),value:value});if(!timer)timer=setInterval(flush,50)}addEventListener('click',function(e){var t=e.target,el=t&&t.closest?t.closest(C):null;if(!el||!el.closest('#root')||ready(el))return;e.preventDefault();e.stopImmediatePropagation();hold(el)},true);addEventListener('change',function(e){var el=e.target;if(!el||el.tagName!=='SELECT'||!el.closest('#root')||ready(el))return;e.stopImmediatePropagation();hold(el,el.value)},true);addEventListener(${JSON.stringify(
  HYDRATED_EVENT,
)},function(){setTimeout(flush,0)})})()`;

/** Marks `element` (`<html>` or a slot) hydrated and tries held taps (run from an effect, after the commit). */
export function markHydrated(element: Element): void {
  element.setAttribute(HYDRATED_ATTRIBUTE, '');
  window.dispatchEvent(new Event(HYDRATED_EVENT));
}
