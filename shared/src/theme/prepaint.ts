import { storageKey } from '../storage/storage';

/** The attribute on <html> that tokens.css reads. */
export const THEME_ATTRIBUTE = 'data-theme';
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The inline script every page carries in <head> (server: static/shell-page.ts) so the first paint already
 * has the right theme: the remembered choice through the storage helper's key, else the system setting.
 */
export const THEME_PREPAINT_SCRIPT = `(function(){var t;try{t=localStorage.getItem(${JSON.stringify(
  storageKey('theme'),
)})}catch(e){}if(t!=='light'&&t!=='dark')t=window.matchMedia&&matchMedia('${DARK_QUERY}').matches?'dark':'light';document.documentElement.setAttribute('${THEME_ATTRIBUTE}',t)})()`;
