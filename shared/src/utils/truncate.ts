export const ELLIPSIS = '…';

/** East Asian wide and full-width ranges (CJK, kana, Hangul, full-width forms) plus common emoji. */
const WIDE =
  /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6\u{1F300}-\u{1F64F}\u{1F900}-\u{1F9FF}\u{20000}-\u{3FFFD}]/u;

/** Display width of one character: 2 for double-width, 1 otherwise. */
export function charUnits(char: string): number {
  return WIDE.test(char) ? 2 : 1;
}

export function textUnits(text: string): number {
  let units = 0;
  for (const char of text) units += charUnits(char);
  return units;
}

/**
 * Keeps at most `maxUnits` display units (double-width characters count 2) and appends '…' when the text
 * was cut (seed spec §5). Works on code points, so surrogate pairs are never split.
 */
export function truncate(text: string, maxUnits: number): string {
  if (textUnits(text) <= maxUnits) return text;
  let units = 0;
  let kept = '';
  for (const char of text) {
    units += charUnits(char);
    if (units > maxUnits) break;
    kept += char;
  }
  return kept + ELLIPSIS;
}
