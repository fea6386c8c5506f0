import { storageKey } from '../storage/storage';

/**
 * Set on <html> before the first paint when this browser may have follows (a visitor's stored follows, or a
 * session whose account's follows are not read yet). The page is the same for everyone (cached and shared),
 * so the server renders 我的关注 as a first visit sees it, empty; this hides that empty state from a fan
 * until the widget knows the follows (it then shows their cards in the same box, or the empty state).
 */
export const FOLLOWS_HINT_ATTRIBUTE = 'data-follows';

/** The inline script that sets it (with the theme's, server/src/static/shell-page.ts): any id stored, or a token. */
export const FOLLOWS_PREPAINT_SCRIPT = `(function(){try{var s=localStorage;if(/\\d/.test((s.getItem(${JSON.stringify(
  storageKey('follows'),
)})||'')+(s.getItem(${JSON.stringify(storageKey('scoresFavourites'))})||''))||s.getItem(${JSON.stringify(
  storageKey('Admin-Token'),
)}))document.documentElement.setAttribute('${FOLLOWS_HINT_ATTRIBUTE}','')}catch(e){}})()`;
