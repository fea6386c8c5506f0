import { pinyin } from 'pinyin-pro';

/** Latin letters that carry no combining accent, so decomposition does not fold them. */
const LETTERS: Record<string, string> = {
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};

/**
 * Lower case, full-width folded, Latin accents dropped (a fan types mbappe for Mbappé, odegaard for
 * Ødegaard), without spaces and the separators of transliterated names (·, -, ', .).
 */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[øđłıßæœþ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[\s·•・\-'’.]/g, '');
}

/** A name's pinyin: full (`huangjiamadeli`) and initials (`hjmdl`); letters and digits in it are kept. */
export interface PinyinKeys {
  full: string;
  initials: string;
}

const memo = new Map<string, PinyinKeys>();

/** pinyin-pro reads the whole name, so polyphones follow their word (长春 → changchun). Memoised: names repeat. */
export function pinyinKeys(name: string): PinyinKeys {
  const known = memo.get(name);
  if (known) return known;
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .map(normalise)
    .filter(Boolean);
  const keys = { full: syllables.join(''), initials: syllables.map((s) => s[0]).join('') };
  memo.set(name, keys);
  return keys;
}

/** One entry's search keys, normalised. */
export interface EntryKeys {
  /** Chinese names, English name, full pinyin: matched anywhere. */
  words: string[];
  /** Pinyin initials: matched from the start only. */
  initials: string[];
}

export function keysOf(names: readonly string[]): EntryKeys {
  const words = new Set<string>();
  const initials = new Set<string>();
  for (const name of names) {
    const plain = normalise(name);
    if (!plain) continue;
    words.add(plain);
    if (/[\u3400-\u9fff]/.test(name)) {
      const keys = pinyinKeys(name);
      if (keys.full) words.add(keys.full);
      if (keys.initials.length > 1) initials.add(keys.initials);
    }
  }
  return { words: [...words], initials: [...initials] };
}
