/** WCAG relative luminance of a #rgb / #rrggbb colour. */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function parse(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [parse(a), parse(b)];
  if (!x || !y) return 1;
  const [l1, l2] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/**
 * A data colour (a league's or club's) darkened (on a light background) or lightened (on a dark one, the dark
 * theme) just enough to be readable as text on `background` (WCAG AA, 4.5:1), keeping its hue: yellow
 * 英超-style tags stay recognisable and legible.
 */
export function readableColour(
  hex: string | null | undefined,
  background = '#ffffff',
  fallback = '#1d2129',
): string {
  const rgb = hex ? parse(hex) : null;
  if (!rgb) return fallback;
  const bg = parse(background);
  const lighten = bg !== null && luminance(bg) < 0.18;
  let [r, g, b] = rgb;
  for (let i = 0; i < 40; i += 1) {
    const candidate = `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
    if (contrastRatio(candidate, background) >= 4.5) return candidate;
    [r, g, b] = lighten
      ? [r + (255 - r) * 0.12, g + (255 - g) * 0.12, b + (255 - b) * 0.12]
      : [r * 0.92, g * 0.92, b * 0.92];
  }
  return fallback;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#1d2129';

/**
 * The text colour for content laid on a data colour (a club's kit, a league's colour): white or the product's
 * dark ink, whichever contrasts more, and pure black when even that stays under WCAG AA (4.5:1) — so white
 * and yellow kits get dark text, dark kits white text. Not a colour at all → the dark ink on the caller's
 * own fallback background.
 */
export function textColourOn(background: string | null | undefined): string {
  if (!background || !parse(background)) return DARK_TEXT;
  const [best] = [LIGHT_TEXT, DARK_TEXT].sort(
    (a, b) => contrastRatio(b, background) - contrastRatio(a, background),
  ) as [string];
  if (contrastRatio(best, background) >= 4.5) return best;
  return contrastRatio(LIGHT_TEXT, background) >= contrastRatio('#000000', background)
    ? LIGHT_TEXT
    : '#000000';
}

/** A safe CSS colour from data: the value itself when it is a #rgb/#rrggbb colour, else `fallback`. */
export function cssColour(hex: string | null | undefined, fallback: string): string {
  return hex && parse(hex) ? hex.trim() : fallback;
}
