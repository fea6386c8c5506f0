import { findContacts, type ContactKind } from './contacts';
import { matchView } from './match-view';
import { cleanText, codePointLength, isVisible } from './text-view';
import { shippedWordList, type Action } from './word-list';
import { WordMatcher } from './word-matcher';

export type Verdict = 'ok' | 'masked' | 'refused';

/** Why a text was masked or refused: text.slice(start, end) is what was found (UTF-16 offsets). */
export interface Reason {
  /** A word list category id (abuse, gambling…), 'contact', 'empty' or 'length'. */
  category: string;
  /** The listed word that was hit, or the kind of contact (link, phone, qq, wechat). */
  word: string;
  start: number;
  end: number;
}

export interface Moderation {
  verdict: Verdict;
  /** The text as sent, cleaned (trimmed, spaces collapsed): what is stored beside `shown`. */
  text: string;
  /** What others see, as plain text (never HTML): the text, masked; '' when refused. */
  shown: string;
  reasons: Reason[];
  /** What the sender is told, in Chinese; absent when the text is shown as sent. */
  message?: string;
}

export interface ModerateOptions {
  /** In characters (code points); 200 unless told. */
  maxLength?: number;
}

export const DEFAULT_MAX_LENGTH = 200;
export const MASK = '＊';
export const MESSAGES = {
  empty: '内容不能为空',
  tooLong: (max: number) => `内容超过 ${max} 字`,
  contact: '请勿发布链接或联系方式',
} as const;

let matcher: WordMatcher | null = null;

/** The shipped list compiled once per process (a few milliseconds, with its pinyin). */
export function shippedMatcher(): WordMatcher {
  matcher ??= new WordMatcher(shippedWordList());
  return matcher;
}

interface Found extends Reason {
  action: Action;
  message: string;
}

/** Hits inside a longer hit of the same category say nothing more (加微 inside 加微信). */
function widest(found: Found[]): Found[] {
  return found.filter(
    (a) =>
      !found.some(
        (b) =>
          b !== a &&
          b.category === a.category &&
          b.start <= a.start &&
          a.end <= b.end &&
          b.end - b.start > a.end - a.start,
      ),
  );
}

/** Sensitive words and contact details of a cleaned text, in text order. */
export function findProblems(text: string, words: WordMatcher = shippedMatcher()): Found[] {
  const view = matchView(text);
  const found: Found[] = words.find(view).map(({ entry, start, end }) => ({
    category: entry.category.id,
    word: entry.word,
    start: view.from[start] ?? 0,
    end: view.to[end - 1] ?? text.length,
    action: entry.category.action,
    message: entry.category.message,
  }));
  for (const { kind, start, end } of findContacts(text)) {
    found.push({
      category: 'contact',
      word: kind satisfies ContactKind,
      start,
      end,
      action: 'refuse',
      message: MESSAGES.contact,
    });
  }
  return widest(found).sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Each code point of the masked ranges becomes one ＊, the separators inside a range too (傻 逼 → ＊＊＊). */
function mask(text: string, ranges: readonly Reason[]): string {
  let out = '';
  let at = 0;
  for (const cp of text) {
    out += ranges.some((r) => r.start <= at && at < r.end) ? MASK : cp;
    at += cp.length;
  }
  return out;
}

const reasonOf = ({ category, word, start, end }: Found): Reason => ({ category, word, start, end });

/**
 * Moderates a chat message, a rating's words or a comment. Refused: empty, too long, a link or contact
 * detail, or a word of a refusing category (gambling, porn, traffic, politics); masked: only words of a
 * masking category (abuse, regional slurs); ok otherwise. Never escapes: the text is plain text, and the
 * renderer (React) escapes it.
 */
export function moderate(input: string, options: ModerateOptions = {}): Moderation {
  const text = cleanText(input);
  const max = options.maxLength ?? DEFAULT_MAX_LENGTH;
  const whole = (category: string, message: string): Moderation => ({
    verdict: 'refused',
    text,
    shown: '',
    reasons: [{ category, word: category, start: 0, end: text.length }],
    message,
  });
  if (!isVisible(text)) return whole('empty', MESSAGES.empty);
  if (codePointLength(text) > max) return whole('length', MESSAGES.tooLong(max));
  const found = findProblems(text);
  const refusing = found.filter((f) => f.action === 'refuse');
  if (refusing[0]) {
    return {
      verdict: 'refused',
      text,
      shown: '',
      reasons: refusing.map(reasonOf),
      message: refusing[0].message,
    };
  }
  if (found[0]) {
    const reasons = found.map(reasonOf);
    return { verdict: 'masked', text, shown: mask(text, reasons), reasons, message: found[0].message };
  }
  return { verdict: 'ok', text, shown: text, reasons: [] };
}
