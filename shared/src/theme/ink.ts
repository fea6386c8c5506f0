import type { CSSProperties } from 'react';
import { readableColour } from '../utils/readable-colour';

/**
 * Text in a data colour (a league's tag, a club's name) that stays readable in both themes from the first paint.
 * The server renders before anyone knows the visitor's theme, and the page is painted (and may stay for
 * seconds on a phone) before scripts run; a colour chosen in script for one theme would be unreadable in the
 * other until hydration. So both readable shades travel in the markup, as custom properties, and CSS picks
 * the one for `<html data-theme>` (set before the first paint): `.jc-ink` in tokens.css.
 *
 * Each shade is checked against the lighter-contrast of its theme's two surfaces (--jc-surface, --jc-surface-2),
 * so a tag on a card or on a zebra row both pass WCAG AA (4.5:1).
 */
export const INK_CLASS = 'jc-ink';

/** The two surfaces of each theme (tokens.css), for colours computed in script. */
export const SURFACES = { light: ['#ffffff', '#f7f8fa'], dark: ['#1b1e22', '#202429'] } as const;

const FALLBACK = { light: '#1d2129', dark: '#e7e9ec' } as const;

/**
 * `hex` made readable on both of a theme's surfaces. Darkening (light theme) or lightening (dark) only raises the
 * contrast with either surface of that theme, so adjusting for one and then the other keeps both.
 */
function shadeFor(hex: string | null | undefined, theme: 'light' | 'dark'): string {
  const [first, second] = SURFACES[theme];
  return readableColour(readableColour(hex, first, FALLBACK[theme]), second, FALLBACK[theme]);
}

/** The style for an element with class INK_CLASS whose text is in the data colour `hex`. */
export function inkStyle(hex: string | null | undefined): CSSProperties {
  return { '--ink': shadeFor(hex, 'light'), '--ink-dark': shadeFor(hex, 'dark') } as CSSProperties;
}
