import { storage } from '../storage';
import { DARK_QUERY, THEME_ATTRIBUTE } from './prepaint';

export { THEME_ATTRIBUTE, THEME_PREPAINT_SCRIPT } from './prepaint';

export type Theme = 'light' | 'dark';

/** The visitor's own choice, or null to follow the system setting. */
export function storedTheme(): Theme | null {
  const value = storage.get('theme');
  return value === 'light' || value === 'dark' ? value : null;
}

export function systemTheme(): Theme {
  return typeof window !== 'undefined' && window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

/** The theme to show: the remembered choice, else the system's. */
export function resolveTheme(stored: Theme | null, system: Theme): Theme {
  return stored ?? system;
}

type Listener = (theme: Theme) => void;
const listeners = new Set<Listener>();

export function currentTheme(): Theme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  if (currentTheme() === theme && document.documentElement.hasAttribute(THEME_ATTRIBUTE)) return;
  document.documentElement.setAttribute(THEME_ATTRIBUTE, theme);
  for (const listener of listeners) listener(theme);
}

export function onThemeChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header toggle: the other theme, remembered from now on. */
export function toggleTheme(): Theme {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  storage.set('theme', next);
  applyTheme(next);
  return next;
}

/**
 * Applies the resolved theme now and follows the system setting while the visitor has made no choice.
 * Returns the stop function. The page's pre-paint script (THEME_PREPAINT_SCRIPT) did the same before the
 * first paint, so this changes nothing on a normal load.
 */
export function startTheme(): () => void {
  applyTheme(resolveTheme(storedTheme(), systemTheme()));
  const media = typeof window !== 'undefined' ? window.matchMedia?.(DARK_QUERY) : undefined;
  if (!media) return () => undefined;
  const follow = (event: MediaQueryListEvent) => {
    if (storedTheme() === null) applyTheme(event.matches ? 'dark' : 'light');
  };
  media.addEventListener('change', follow);
  return () => media.removeEventListener('change', follow);
}
