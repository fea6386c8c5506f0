import { pinyin } from 'pinyin-pro';
import { isCjk, project, type TextView } from './text-view';

/**
 * Cyrillic and Greek letters drawn like Latin ones (сао for cao). Cheap and safe: the site's text is Chinese,
 * so these letters appear only as disguise. Digits are not mapped to letters (0→o, 1→l): scores, times and
 * phone numbers are full of digits, and 2b or 5b are written as such in the list when they are words.
 */
const LOOK_ALIKE = 'авекмнорстухαεικνορτυχ';
const LATIN_FOR = 'abekmhopctyxaeikvoptux';

/** Letters and digits of any script: everything else (spaces, punctuation, symbols, emoji) is a separator. */
const KEPT = /[\p{L}\p{N}]/u;

function fold(codePoint: string): string {
  let out = '';
  for (const ch of codePoint.normalize('NFKC').toLowerCase()) {
    const at = LOOK_ALIKE.indexOf(ch);
    const plain = at < 0 ? ch : (LATIN_FOR[at] ?? ch);
    if (KEPT.test(plain)) out += plain;
  }
  return out;
}

/**
 * The view words are matched in: full-width folded to half-width (NFKC), lower case, look-alike letters
 * folded, and separators dropped, so 傻 逼, 傻*逼, 傻.逼, 傻😀逼 and ＳＢ read as 傻逼 and sb.
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
