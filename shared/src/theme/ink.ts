import type { CSSProperties } from 'react';
import { readableColour } from '../utils/readable-colour';

/**
 * Text in a data colour (a league's tag, a club's name) that stays readable in both themes from the first paint.
 * The server renders before anyone knows the visitor's theme, and the page is painted (and may stay for
 * seconds on a phone) before scripts run; a colour chosen in script for one theme would be unreadable in the
 * other until hydration. So both readable shades travel in the markup, as custom properties, and CSS picks
 * the one for `<html data-theme>` (set before the first paint): `.jc-ink` in tokens.css.
 *
 * Each shade is made readable on every background data-coloured text sits on in its theme (INK_BACKGROUNDS): the
 * two surfaces (a card, a zebra or hovered row) and the soft backgrounds of a row flashing a goal or a red card,
 * so the tag passes WCAG AA (4.5:1) on each.
 */
export const INK_CLASS = 'jc-ink';

/** The two surfaces of each theme (tokens.css), for colours computed in script. */
export const SURFACES = { light: ['#ffffff', '#f7f8fa'], dark: ['#1b1e22', '#202429'] } as const;

/**
 * Every background of data-coloured text, per theme: the surfaces, then --jc-warn-soft and --jc-danger-soft (a
 * scores row flashing a goal or a red card; tokens.css). A dark-theme tag readable on the surfaces could fall below
 * 4.5:1 on a goal row's #33291c: axe found one on /match.
 */
export const INK_BACKGROUNDS = {
  light: [...SURFACES.light, '#fff7e8', '#fff0f0'],
  dark: [...SURFACES.dark, '#33291c', '#3a1f21'],
} as const;

const FALLBACK = { light: '#1d2129', dark: '#e7e9ec' } as const;

/**
 * `hex` made readable on every background of a theme. They are all light (light theme) or all dark (dark), so
 * darkening or lightening for one only raises the contrast with the others: adjusting for each in turn keeps all.
 */
function shadeFor(hex: string | null | undefined, theme: 'light' | 'dark'): string {
  return INK_BACKGROUNDS[theme].reduce<string>(
    (shade, background) => readableColour(shade, background, FALLBACK[theme]),
    readableColour(hex, INK_BACKGROUNDS[theme][0], FALLBACK[theme]),
  );
}

/** The style for an element with class INK_CLASS whose text is in the data colour `hex`. */
export function inkStyle(hex: string | null | undefined): CSSProperties {
  return { '--ink': shadeFor(hex, 'light'), '--ink-dark': shadeFor(hex, 'dark') } as CSSProperties;
}
