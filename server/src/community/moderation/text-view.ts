/**
 * A view of a text made for matching (folded, separators dropped, …) that remembers, for each of its
 * characters, which characters of the original it came from: a hit in the view masks the original.
 */
export interface TextView {
  /** The view, one entry per view character (a character may be a letter, a digit or a CJK character). */
  chars: string[];
  /** UTF-16 offsets in the original: chars[i] came from original.slice(from[i], to[i]). */
  from: number[];
  to: number[];
  /** True when something was dropped just before chars[i] (a space, a dot, an emoji): a word boundary. */
  gapBefore: boolean[];
}

/**
 * Builds a view code point by code point: `map` returns what a code point becomes (possibly several
 * characters, as NFKC makes ㎏ into kg), or '' to drop it.
 */
export function project(text: string, map: (codePoint: string) => string): TextView {
  const view: TextView = { chars: [], from: [], to: [], gapBefore: [] };
  let gap = false;
  let at = 0;
  for (const cp of text) {
    const out = map(cp);
    if (out === '') gap = true;
    for (const ch of out) {
      view.chars.push(ch);
      view.from.push(at);
      view.to.push(at + cp.length);
      view.gapBefore.push(gap);
      gap = false;
    }
    at += cp.length;
  }
  return view;
}

/**
 * What a person cannot see: control characters (not tab, line feed) and every Default_Ignorable_Code_Point
 * (zero-width spaces, bidi overrides, BOM, the Hangul fillers U+3164 and U+115F/U+1160, U+180E, soft hyphen …),
 * except what emoji sequences need: the zero-width joiner, variation selectors and tag characters (flags).
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\p{Default_Ignorable_Code_Point}\u0000-\u0008\u000b-\u001f\u007f]/gu;
const keptForEmoji = (ch: string): boolean => {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    cp === 0x200d ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0xe0020 && cp <= 0xe007f) ||
    (cp >= 0xe0100 && cp <= 0xe01ef)
  );
};
/** Horizontal white space, including the ideographic space. */
const SPACES = /[^\S\n]+/g;

/**
 * The text as it is stored: line breaks unified, invisible characters removed (ZWJ stays: emoji sequences
 * need it), runs of spaces collapsed to one, lines trimmed, at most one blank line in a row, trimmed.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, (ch) => (keptForEmoji(ch) ? ch : ''))
    .replace(SPACES, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** True when the text shows something: more than spaces and the joiners and selectors cleanText keeps. */
export function isVisible(text: string): boolean {
  return /[^\s\p{Default_Ignorable_Code_Point}]/u.test(text);
}

/** Length in characters as a person counts them (code points: an emoji is one, not two UTF-16 units). */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

export const isCjk = (ch: string): boolean => /[\u3400-\u9fff\uf900-\ufaff]/.test(ch);
export const isLatin = (ch: string): boolean => /[a-z]/.test(ch);
export const isDigit = (ch: string): boolean => /[0-9]/.test(ch);
