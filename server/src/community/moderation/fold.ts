import { readFileSync } from 'node:fs';
import * as OpenCC from 'opencc-js/t2cn';

/**
 * How one code point of a message is read before it is matched, the way an attacker writes it: compatibility
 * forms folded (NFKC: ＳＢ → sb, ① → 1, 兀 compatibility ideographs), accents dropped from Latin letters
 * (fúck), confusable look-alikes folded to the letter they imitate (UTS #39: Cyrillic с for c, Greek ν for v,
 * katakana ロ for 口), lower case, and Traditional characters to Simplified (OpenCC: 網賭 → 网赌). An invisible
 * character (Unicode's Default_Ignorable_Code_Point: the Hangul fillers U+3164, U+115F/U+1160, zero-width
 * spaces and joiners, variation selectors, tag characters, U+180E …) folds to nothing: a separator.
 */

/** Default_Ignorable_Code_Point, from the engine's own Unicode tables (never a hand list). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const ASCII_ALNUM = /^[a-z0-9]+$/i;
const CJK_UNIFIED = /^[\u3400-\u4dbf\u4e00-\u9fff]+$/u;
const isCjkUnified = (text: string): boolean => CJK_UNIFIED.test(text);

/**
 * UTS #39's confusables (confusables.txt, as the unhomoglyph package ships it: one code point → its
 * prototype), narrowed to what a Chinese site's filter needs, derived once from the data file:
 * - ASCII is never folded (the standard maps 0 → O, 1 → l and m → rn; scores, minutes and Latin words must
 *   stay as typed), nor are CJK ideographs among themselves (the standard maps 一 to katakana ー and 士 to 土);
 * - a code point whose prototype is ASCII letters/digits or CJK ideographs folds to it (Cyrillic а → a,
 *   katakana ロ → 口, ⼈ → 人); one whose prototype is neither tries its capital's (Cyrillic к → ĸ, but К → K, so
 *   к → k);
 * - a prototype drawn like a CJK ideograph folds back to that ideograph (katakana ー → 一), so either
 *   spelling reads as the character the word list holds.
 */
function confusableTable(): Map<string, string> {
  const file = require.resolve('unhomoglyph/data.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const table = new Map<string, string>();
  const foldable = (source: string): boolean =>
    [...source].length === 1 && source.charCodeAt(0) >= 0x80 && !isCjkUnified(source);
  const fits = (prototype: string | undefined): prototype is string =>
    prototype !== undefined && (ASCII_ALNUM.test(prototype) || isCjkUnified(prototype));
  for (const [source, prototype] of Object.entries(data)) {
    // 一 → ー: the prototype is the look-alike of an ideograph; reading it back as the ideograph.
    if (isCjkUnified(source) && [...prototype].length === 1 && foldable(prototype)) {
      if (!table.has(prototype)) table.set(prototype, source);
    }
  }
  for (const [source, prototype] of Object.entries(data)) {
    if (!foldable(source) || table.has(source)) continue;
    if (fits(prototype)) table.set(source, prototype);
    else {
      const capital = data[source.toUpperCase()];
      if (source.toUpperCase() !== source && fits(capital) && ASCII_ALNUM.test(capital)) {
        table.set(source, capital);
      }
    }
  }
  // A letter whose capital alone is listed (Cyrillic т: only Т → T is): its capital's prototype.
  for (const [source, prototype] of [...table]) {
    const small = source.toLowerCase();
    if (
      small !== source &&
      foldable(small) &&
      !table.has(small) &&
      !data[small] &&
      ASCII_ALNUM.test(prototype)
    ) {
      table.set(small, prototype);
    }
  }
  return table;
}

let confusables: Map<string, string> | null = null;

/** The confusable a code point folds to, or the code point itself. */
export function unconfuse(ch: string): string {
  confusables ??= confusableTable();
  return confusables.get(ch) ?? ch;
}

/**
 * Traditional → Simplified, character by character (a message is matched character by character, and a hit
 * maps back to what the sender typed): OpenCC's Taiwan dictionaries, then Hong Kong's (裏, 綫). Only CJK
 * ideographs are looked up; each answer is remembered.
 */
const fromTaiwan = OpenCC.Converter({ from: 'tw', to: 'cn' });
const fromHongKong = OpenCC.Converter({ from: 'hk', to: 'cn' });
const simplifiedMemo = new Map<string, string>();

export function simplified(ch: string): string {
  if (!isCjkUnified(ch) && !/^[\uf900-\ufaff\u{20000}-\u{3134f}]$/u.test(ch)) return ch;
  let known = simplifiedMemo.get(ch);
  if (known === undefined) {
    const tw = fromTaiwan(ch);
    known = [...tw].length === 1 && tw !== ch ? tw : fromHongKong(ch);
    if ([...known].length !== 1) known = ch;
    simplifiedMemo.set(ch, known);
  }
  return known;
}

/** A Latin letter with accents, as its plain letter (á → a); anything else unchanged. */
function unaccent(ch: string): string {
  if (ch.charCodeAt(0) < 0x80) return ch;
  const base = ch.normalize('NFD').replace(/\p{M}+/gu, '');
  return base.length === 1 && /[a-z]/i.test(base) ? base : ch;
}

/** At most this many distinct code points are remembered (a hostile stream cannot grow the memo forever). */
const MEMO_MAX = 50_000;
const foldMemo = new Map<string, string>();

/**
 * One code point as the filter reads it (see above): possibly several characters (NFKC makes ㎏ kg), or ''
 * for an invisible one. Letters, digits and CJK come out as such; other symbols are left for the caller.
 */
export function foldCodePoint(codePoint: string): string {
  const known = foldMemo.get(codePoint);
  if (known !== undefined) return known;
  let out = '';
  if (!IGNORABLE.test(codePoint)) {
    for (const ch of codePoint.normalize('NFKC')) {
      if (IGNORABLE.test(ch)) continue;
      const plain = unconfuse(unaccent(ch));
      for (const c of plain.toLowerCase()) out += simplified(unconfuse(c));
    }
  }
  if (foldMemo.size < MEMO_MAX) foldMemo.set(codePoint, out);
  return out;
}

/** A whole string folded (for names and list words; positions are not kept). */
export function foldText(text: string): string {
  let out = '';
  for (const cp of text) out += foldCodePoint(cp);
  return out;
}
