import { pinyin } from 'pinyin-pro';
import { foldCodePoint } from './fold';
import { isCjk, project, type TextView } from './text-view';

/** Letters and digits of any script: everything else (spaces, punctuation, symbols, emoji) is a separator. */
const KEPT = /[\p{L}\p{N}]/u;

/** A code point as words are matched (fold.ts: NFKC, confusables, lower case, Simplified), separators dropped. */
function fold(codePoint: string): string {
  let out = '';
  for (const ch of foldCodePoint(codePoint)) if (KEPT.test(ch)) out += ch;
  return out;
}

/**
 * The view words are matched in: full-width folded to half-width (NFKC), confusable look-alikes folded,
 * lower case, Traditional to Simplified, and separators (invisible characters too) dropped, so 傻 逼, 傻*逼,
 * 傻.逼, 傻😀逼, 傻\u3164逼, ＳＢ and 網賭 read as 傻逼, sb and 网赌.
 */
export function matchView(text: string): TextView {
  return project(text, fold);
}

/** A list word in the same form as the view. */
export function normaliseWord(word: string): string {
  return matchView(word).chars.join('');
}

const readingMemo = new Map<string, readonly string[]>();

/**
 * Every toneless reading of one CJK character (长 → chang, zhang; 女 → nv, ru): a text's homophone is
 * accepted on any reading, so a polyphone cannot hide a word. Memoised: a chat repeats its characters.
 */
export function readingsOf(ch: string): readonly string[] {
  const known = readingMemo.get(ch);
  if (known) return known;
  const readings = isCjk(ch)
    ? [...new Set(pinyin(ch, { multiple: true, type: 'array', toneType: 'none' }).map(plainPinyin))]
    : [];
  readingMemo.set(ch, readings);
  return readings;
}

/** Pinyin as typed on a keyboard: ü is v. */
const plainPinyin = (syllable: string): string => syllable.toLowerCase().replace(/ü/g, 'v');

/** A list word's pinyin letters, read by word so its polyphones follow it (傻逼 → shabi); Latin kept. */
export function wordPinyin(word: string): string[] {
  return pinyin(word, { type: 'array', toneType: 'none', nonZh: 'consecutive' })
    .map((syllable) => normaliseWord(plainPinyin(syllable)))
    .filter(Boolean);
}
