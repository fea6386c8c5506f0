import { isIPv4, isIPv6 } from 'node:net';
import tlds from 'tlds';
import { foldCodePoint } from './fold';
import { readingsOf } from './match-view';
import { isCjk, project, type TextView } from './text-view';

export type ContactKind = 'link' | 'phone' | 'qq' | 'wechat';

/** A link or contact detail: original.slice(start, end). */
export interface ContactHit {
  kind: ContactKind;
  start: number;
  end: number;
}

/** Chinese numerals as a phone number is read out (幺 is the 1 of 幺三八). Traditional ones fold to these first. */
const NUMERALS: Record<string, string> = {
  零: '0',
  〇: '0',
  洞: '0',
  一: '1',
  壹: '1',
  幺: '1',
  二: '2',
  贰: '2',
  两: '2',
  三: '3',
  叁: '3',
  参: '3',
  四: '4',
  肆: '4',
  五: '5',
  伍: '5',
  六: '6',
  陆: '6',
  七: '7',
  柒: '7',
  八: '8',
  捌: '8',
  九: '9',
  玖: '9',
};
/** Ways to write the dot of a domain: 。．点 (NFKC makes the full-width ones plain already). */
const DOTS: Record<string, string> = { '。': '.', 点: '.', '｡': '.' };
/** Hearts stand for 心 (xin): 威❤ is 威心, read as 微信. */
const HEARTS = new Set([...'❤♥♡❣💓💔💕💖💗💘💙💚💛💜💝💞💟🖤🤍🤎🧡🩷🩵🩶']);

/**
 * One UTF-16 unit per view character, so a regex index is a view index: folded as words are (fold.ts: NFKC,
 * confusables, lower case, Traditional → Simplified; an invisible character is dropped), numerals to digits,
 * dots unified, a heart to ♥; any other character outside the BMP (an emoji) becomes a separator, so
 * 1😀3😀8… still reads as a number.
 */
const contactMemo = new Map<string, string>();

function contactChar(codePoint: string): string {
  let known = contactMemo.get(codePoint);
  if (known === undefined) {
    known = HEARTS.has(codePoint)
      ? '♥'
      : [...foldCodePoint(codePoint)]
          .map((ch) => (HEARTS.has(ch) ? '♥' : (NUMERALS[ch] ?? DOTS[ch] ?? (ch.length > 1 ? '-' : ch))))
          .join('');
    if (contactMemo.size < 50_000) contactMemo.set(codePoint, known);
  }
  return known;
}

/** What a number may be broken up with (138 0013 8000, 138-0013-8000, 1.3.8…). */
const SEP = '[\\s\\-_.*#/—~]';
/** A digit, then digits each after at most one separator. */
const digits = (min: number, max: number): string => `[0-9](?:${SEP}?[0-9]){${min - 1},${max - 1}}`;
const NOT_DIGIT_BEFORE = '(?<![0-9])';
const NOT_DIGIT_AFTER = '(?![0-9])';
/** What may stand between a keyword and the id: 微信号：abc, vx 是 abc, 扣扣=123. */
const GAP = '[\\s:：=号是为]{0,3}';
/** What may split the letters of a keyword (Q Q, 微 信, 扣-扣): anything that is no letter, digit or CJK. */
const JUNK = '[^a-z0-9\\u3400-\\u9fff]{0,3}';
/** Between the characters of an id: symbols or emoji, not spaces (wechat pay is ok is English, not an id). */
const ID_JUNK = '[^a-z0-9\\u3400-\\u9fff\\s]{0,2}';
const DOT = '\\s*(?:\\.|dot)\\s*';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
/** The TLDs every spam domain used before issue 44: found whatever their case, also after "dot". */
const COMMON_TLDS =
  'com|cn|net|org|top|xyz|cc|vip|me|io|co|info|app|site|club|tv|live|bet|win|shop|ltd|ink|fun|pro|biz|hk|tw|ly|gg|link|online|store|cloud';
const COMMON = new Set(COMMON_TLDS.split('|'));
/** Every TLD IANA delegates (the tlds package: .ru, .tk, .casino …), in ASCII. */
const ANY_TLD: ReadonlySet<string> = new Set(tlds.filter((tld) => /^[a-z]+$/.test(tld)));

/** A keyword made of the given pieces, each pair of pieces allowed some junk between (q q, 扣 扣). */
const spaced = (...words: string[]): string => words.map((word) => [...word].join(JUNK)).join('|');

const PATTERNS: [ContactKind, RegExp][] = [
  ['link', /(?:https?|ftp):\/\/[a-z0-9\-._~:/?#@!$&'()*+,;=%]+/g],
  ['link', /www\s*\.\s*[a-z0-9\-._~/?#=&%]+/g],
  ['link', new RegExp(`(?<![a-z0-9@-])(?:${LABEL}${DOT})+(?:${COMMON_TLDS})(?![a-z0-9])`, 'g')],
  ['phone', new RegExp(`${NOT_DIGIT_BEFORE}1${SEP}?[3-9](?:${SEP}?[0-9]){9}${NOT_DIGIT_AFTER}`, 'g')],
  [
    'qq',
    new RegExp(
      `(?:${spaced('qq', '扣扣', '抠抠', '企鹅', '球球')}|q号)${GAP}${digits(5, 11)}${NOT_DIGIT_AFTER}`,
      'g',
    ),
  ],
  ['qq', new RegExp(`(?<![a-z0-9])q\\s?[0-9]{5,11}${NOT_DIGIT_AFTER}`, 'g')],
];

/** Any IANA TLD after one or more labels, the dots written . 。 ． or 点, a space around them at most. */
const ANY_DOMAIN = new RegExp(`(?<![a-z0-9@.-])(?:${LABEL}\\s?\\.\\s?)+([a-z]{2,24})(?![a-z0-9])`, 'g');
/** Four numbers and three dots: checked by node:net (each 0–255). */
const IPV4 = /(?<![0-9.])(?:[0-9]{1,3}\s?\.\s?){3}[0-9]{1,3}(?![0-9]|\.[0-9])/g;
/** Hex groups and colons: checked by node:net (2001:db8::1, fe80::1, the full eight groups). */
const IPV6 = /(?<![0-9a-z:])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![0-9a-z:])/g;

/**
 * A WeChat keyword: 微信 as it is written (微信, 薇信, 威信, v信, 威心, 威❤ …: any character read wei, or v/w,
 * then any read xin, or a heart), vx, wx, weixin, wechat, 加v, 加微; the keyword's letters may be split by
 * junk (微 信, v-x). Matched on the sound line, where a character read wei is W and one read xin is X.
 */
const WECHAT = new RegExp(
  `(?:(?<![a-z])(?:${spaced('vx', 'wx', 'weixin', 'wechat')})|(?:W|(?<![a-z])[vw])${JUNK}X|加${JUNK}[vW])` +
    `${GAP.replace('为', 'W')}[a-z0-9](?:${ID_JUNK}[a-z0-9_-]){5,19}`,
  'g',
);

/** The view with each CJK character read wei as W and read xin as X (hearts too), one unit per unit. */
function soundLine(chars: readonly string[]): string {
  return chars
    .map((ch) => {
      if (ch === '♥') return 'X';
      if (!isCjk(ch)) return ch;
      const readings = readingsOf(ch);
      return readings.includes('wei') ? 'W' : readings.includes('xin') ? 'X' : ch;
    })
    .join('');
}

/** A number in a list of scores, times or odds: at most three digits, no leading zero but 0 itself. */
const LEFT = '(?:0|[1-9][0-9]{0,2})';
const PAIR = `${LEFT}[-./][0-9]{1,3}`;
const LIST_SEP = '[\\s_*#—~]+';
/** 1-3 5-0 2-1 …, 1.85 3.40 4.20 …, 1/4 1/8 …, a lone number before or after: not one number. */
const PAIR_LIST = new RegExp(
  `^(?:[0-9]{1,3}${LIST_SEP})?${PAIR}(?:${LIST_SEP}${PAIR})*(?:${LIST_SEP}[0-9]{1,3})?$`,
);
const IN_NUMBER = /[0-9\s\-_.*#/—~]/;

/**
 * A run of digits broken up by separators is one number when it uses one kind of separator (138 0013 8000,
 * 1 3 8 …) or, using several, is not a list of scores, times or odds (138 0013-8000 is a number; 1-3 5-0 2-1 0-0
 * 3-3 1 and 1.85 3.40 4.20 1.9 are lists). The whole run around the match is judged.
 */
function oneNumber(flat: string, first: number, last: number): boolean {
  const matched = flat.slice(first, last + 1);
  if (new Set(matched.replace(/[0-9]/g, '')).size <= 1) return true;
  let from = first;
  let to = last + 1;
  while (from > 0 && IN_NUMBER.test(flat[from - 1] ?? '')) from -= 1;
  while (to < flat.length && IN_NUMBER.test(flat[to] ?? '')) to += 1;
  const run = flat
    .slice(from, to)
    .trim()
    .replace(/[\s\-_.*#/—~]+$/, '');
  return !PAIR_LIST.test(run) && !PAIR_LIST.test(matched);
}

/** A name written with a dot (Man.City, AC.Milan, Mr.Li): each part capitalised, letters only, TLD unusual. */
function dottedName(original: string, tld: string): boolean {
  if (COMMON.has(tld)) return false;
  const parts = original.normalize('NFKC').split(/\s?[.。．]\s?/);
  return parts.length > 1 && parts.every((part) => /^[A-Z][A-Za-z]*$/.test(part));
}

function domains(
  view: TextView,
  flat: string,
  text: string,
  hit: (first: number, last: number) => void,
): void {
  for (const match of flat.matchAll(ANY_DOMAIN)) {
    const tld = match[1] ?? '';
    const first = match.index;
    const last = first + match[0].length - 1;
    if (!ANY_TLD.has(tld) || !/[a-z]/.test(match[0].slice(0, -tld.length))) continue;
    const original = text.slice(view.from[first] ?? 0, view.to[last] ?? text.length);
    if (dottedName(original, tld)) continue;
    hit(first, last);
  }
  for (const match of flat.matchAll(IPV4)) {
    if (isIPv4(match[0].replace(/\s/g, ''))) hit(match.index, match.index + match[0].length - 1);
  }
  for (const match of flat.matchAll(IPV6)) {
    const groups = match[0].split(':').filter(Boolean);
    if (isIPv6(match[0]) && groups.length >= 2 && groups.some((g) => g.length >= 3)) {
      hit(match.index, match.index + match[0].length - 1);
    }
  }
}

/** Every link, phone number, QQ number and WeChat id in the text, as original UTF-16 ranges. */
export function findContacts(text: string): ContactHit[] {
  const view = project(text, contactChar);
  const flat = view.chars.join('');
  const hits: ContactHit[] = [];
  const add = (kind: ContactKind, first: number, last: number): void => {
    hits.push({ kind, start: view.from[first] ?? 0, end: view.to[last] ?? text.length });
  };
  for (const [kind, pattern] of PATTERNS) {
    for (const match of flat.matchAll(pattern)) {
      const first = match.index;
      const last = first + match[0].length - 1;
      if (kind !== 'link') {
        const number = match[0].search(/[0-9]/);
        if (number >= 0 && !oneNumber(flat, first + number, last)) continue;
      }
      add(kind, first, last);
    }
  }
  domains(view, flat, text, (first, last) => add('link', first, last));
  for (const match of soundLine(view.chars).matchAll(WECHAT)) {
    add('wechat', match.index, match.index + match[0].length - 1);
  }
  return dedupe(hits);
}

/** One hit per range and kind (a domain is found by both link patterns). */
function dedupe(hits: ContactHit[]): ContactHit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const key = `${h.kind}:${h.start}:${h.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
