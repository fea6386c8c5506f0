import { project } from './text-view';

export type ContactKind = 'link' | 'phone' | 'qq' | 'wechat';

/** A link or contact detail: original.slice(start, end). */
export interface ContactHit {
  kind: ContactKind;
  start: number;
  end: number;
}

/** Chinese numerals as a phone number is read out (幺 is the 1 of 幺三八). */
const NUMERALS: Record<string, string> = {
  零: '0',
  〇: '0',
  洞: '0',
  一: '1',
  壹: '1',
  幺: '1',
  二: '2',
  贰: '2',
  三: '3',
  叁: '3',
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

/**
 * One UTF-16 unit per view character, so a regex index is a view index: NFKC folded (full-width digits and
 * letters, ①), lower case, numerals to digits, dots unified; a character outside the BMP (an emoji) becomes
 * a separator, so 1😀3😀8… still reads as a number.
 */
function contactChar(codePoint: string): string {
  const folded = codePoint.normalize('NFKC').toLowerCase();
  return [...folded].map((ch) => NUMERALS[ch] ?? DOTS[ch] ?? (ch.length > 1 ? '-' : ch)).join('');
}

/** What a number may be broken up with (138 0013 8000, 138-0013-8000, 1.3.8…). */
const SEP = '[\\s\\-_.*#/—~]';
/** A digit, then digits each after at most one separator. */
const digits = (min: number, max: number): string => `[0-9](?:${SEP}?[0-9]){${min - 1},${max - 1}}`;
const NOT_DIGIT_BEFORE = '(?<![0-9])';
const NOT_DIGIT_AFTER = '(?![0-9])';
/** What may stand between a keyword and the id: 微信号：abc, vx 是 abc, 扣扣=123. */
const GAP = '[\\s:：=号是为]{0,3}';
const TLDS =
  'com|cn|net|org|top|xyz|cc|vip|me|io|co|info|app|site|club|tv|live|bet|win|shop|ltd|ink|fun|pro|biz|hk|tw|ly|gg|link|online|store|cloud';
const DOT = '\\s*(?:\\.|dot)\\s*';
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

const PATTERNS: [ContactKind, RegExp][] = [
  ['link', /(?:https?|ftp):\/\/[a-z0-9\-._~:/?#@!$&'()*+,;=%]+/g],
  ['link', /www\s*\.\s*[a-z0-9\-._~/?#=&%]+/g],
  ['link', new RegExp(`(?<![a-z0-9@-])(?:${LABEL}${DOT})+(?:${TLDS})(?![a-z0-9])`, 'g')],
  ['phone', new RegExp(`${NOT_DIGIT_BEFORE}1${SEP}?[3-9](?:${SEP}?[0-9]){9}${NOT_DIGIT_AFTER}`, 'g')],
  ['qq', new RegExp(`(?:qq|扣扣|抠抠|企鹅|球球|q号)${GAP}${digits(5, 11)}${NOT_DIGIT_AFTER}`, 'g')],
  ['qq', new RegExp(`(?<![a-z])q${digits(5, 11)}${NOT_DIGIT_AFTER}`, 'g')],
  [
    'wechat',
    new RegExp(
      `(?:微信|薇信|威信|v信|(?<![a-z])(?:vx|wx|weixin|wechat)|加v|加微)${GAP}[a-z0-9][a-z0-9_-]{5,19}`,
      'g',
    ),
  ],
];

/** Every link, phone number, QQ number and WeChat id in the text, as original UTF-16 ranges. */
export function findContacts(text: string): ContactHit[] {
  const view = project(text, contactChar);
  const flat = view.chars.join('');
  const hits: ContactHit[] = [];
  for (const [kind, pattern] of PATTERNS) {
    for (const match of flat.matchAll(pattern)) {
      // A number is broken up one way (138 0013 8000); a list of scores alternates (1-3 5-0 2-1 …).
      if (kind === 'phone' && new Set(match[0].replace(/[0-9]/g, '')).size > 1) continue;
      const first = match.index;
      const last = first + match[0].length - 1;
      hits.push({ kind, start: view.from[first] ?? 0, end: view.to[last] ?? text.length });
    }
  }
  return hits;
}
