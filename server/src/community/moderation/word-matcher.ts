import { matchView, normaliseWord, readingsOf, wordPinyin } from './match-view';
import { isCjk, isDigit, isLatin, type TextView } from './text-view';
import type { WordEntry, WordList } from './word-list';

/** A listed word found in a view: chars[start, end) of the view. */
export interface WordHit {
  entry: WordEntry;
  start: number;
  end: number;
}

/** What a trie key stands for: a listed word (in a way of writing it) or, with no entry, an allowed word. */
interface Term {
  entry: WordEntry | null;
  key: string;
  /** For pinyin keys: 'py' needs a Latin letter in the text, 'hom' accepts homophone characters alone. */
  mode?: 'py' | 'hom';
  /** For pinyin keys: the word's own characters, found by the other trie already. */
  plain?: string;
  /** Also found with one character inserted inside it (注册就送 for 注册送): see TOLERANT_LENGTH. */
  tolerant?: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terms: Term[];
  /** A tolerant term ends below this node: an inserted character is worth trying after it. */
  tolerantBelow: boolean;
}

const node = (): TrieNode => ({ next: new Map(), terms: [], tolerantBelow: false });

/**
 * A listed phrase of this many CJK characters or more is also found with one character inserted inside it
 * (稳赚x不赔, 免费来领取); a shorter one only when the list marks it `ins` (注册送: 注册就送), as a short phrase
 * with any character inside it meets ordinary words (同城约 ~ 同城相约). Latin words never: they are whole words.
 */
export const TOLERANT_LENGTH = 4;
const ALL_CJK = /^[\u3400-\u9fff]+$/u;

function add(root: TrieNode, term: Term): void {
  let at = root;
  const path: TrieNode[] = [];
  for (const ch of term.key) {
    path.push(at);
    let child = at.next.get(ch);
    if (!child) at.next.set(ch, (child = node()));
    at = child;
  }
  at.terms.push(term);
  if (term.tolerant) for (const above of path) above.tolerantBelow = true;
}

/** Latin and digit keys are whole words: sb is not in usb, 加v is not in 加vip. A dropped separator is a boundary. */
function bounded(view: TextView, start: number, end: number): boolean {
  const joins = (edge: string | undefined, neighbour: string | undefined): boolean =>
    edge !== undefined &&
    neighbour !== undefined &&
    (isLatin(edge) ? isLatin(neighbour) : isDigit(edge) && (isDigit(neighbour) || isLatin(neighbour)));
  if (start > 0 && !view.gapBefore[start] && joins(view.chars[start], view.chars[start - 1])) return false;
  return !(end < view.chars.length && !view.gapBefore[end] && joins(view.chars[end - 1], view.chars[end]));
}

/**
 * The list compiled into two tries walked from each position of a message: one over the normalised words
 * (with their initials and the allowed words), one over the pinyin letters of the words marked py or hom,
 * walked through every reading of each character. A message of n characters costs about n × (longest key).
 */
export class WordMatcher {
  private readonly words = node();
  private readonly sounds = node();

  constructor(list: WordList) {
    for (const entry of list.entries) {
      const key = normaliseWord(entry.word);
      const cjk = ALL_CJK.test(key);
      const tolerant = cjk && ([...key].length >= TOLERANT_LENGTH || entry.flags.has('ins'));
      add(this.words, { entry, key, tolerant });
      const syllables = entry.flags.has('py') || entry.flags.has('hom') ? wordPinyin(entry.word) : [];
      const mode = entry.flags.has('hom') ? 'hom' : 'py';
      if (syllables.length) {
        add(this.sounds, { entry, key: syllables.join(''), mode, plain: normaliseWord(entry.word) });
      }
      if (entry.flags.has('abbr')) {
        add(this.words, {
          entry,
          key: wordPinyin(entry.word)
            .map((s) => s[0])
            .join(''),
        });
      }
    }
    for (const word of list.allow) add(this.words, { entry: null, key: normaliseWord(word) });
  }

  /** Every listed word in the text, in view positions, less those inside an allowed word. */
  find(view: TextView): WordHit[] {
    const hits = new Map<string, WordHit>();
    const allowed: [number, number][] = [];
    const record = (term: Term, start: number, end: number): void => {
      if (!bounded(view, start, end)) return;
      if (!term.entry) allowed.push([start, end]);
      else hits.set(`${term.entry.word}:${start}:${end}`, { entry: term.entry, start, end });
    };
    for (let start = 0; start < view.chars.length; start += 1) {
      this.walkWords(view, start, record);
      this.walkSounds(view, start, record);
    }
    return [...hits.values()].filter((hit) => !allowed.some(([s, e]) => s <= hit.start && hit.end <= e));
  }

  /** Convenience for callers holding a plain string. */
  findIn(text: string): WordHit[] {
    return this.find(matchView(text));
  }

  private walkWords(view: TextView, start: number, record: (t: Term, s: number, e: number) => void): void {
    let at: TrieNode | undefined = this.words;
    for (let i = start; i < view.chars.length; i += 1) {
      at = at.next.get(view.chars[i] ?? '');
      if (!at) return;
      for (const term of at.terms) record(term, start, i + 1);
      // One character inserted after this one, inside a tolerant word: skip it and walk on.
      if (at.tolerantBelow) this.walkAfterInsertion(view, start, i + 2, at, record);
    }
  }

  private walkAfterInsertion(
    view: TextView,
    start: number,
    from: number,
    below: TrieNode,
    record: (t: Term, s: number, e: number) => void,
  ): void {
    let at: TrieNode | undefined = below;
    for (let i = from; i < view.chars.length; i += 1) {
      at = at.next.get(view.chars[i] ?? '');
      if (!at) return;
      for (const term of at.terms) if (term.tolerant) record(term, start, i + 1);
    }
  }

  /** Depth-first over the readings of each character; a key must end where a character's reading ends. */
  private walkSounds(view: TextView, start: number, record: (t: Term, s: number, e: number) => void): void {
    const stack: { i: number; at: TrieNode; latin: boolean; kanji: string }[] = [
      { i: start, at: this.sounds, latin: false, kanji: '' },
    ];
    for (let step = stack.pop(); step; step = stack.pop()) {
      const ch = view.chars[step.i];
      if (ch === undefined) continue;
      const readings = isCjk(ch) ? readingsOf(ch) : isLatin(ch) ? [ch] : [];
      for (const reading of readings) {
        let at: TrieNode | undefined = step.at;
        for (let k = 0; at && k < reading.length; k += 1) at = at.next.get(reading[k] ?? '');
        if (!at) continue;
        const latin = step.latin || isLatin(ch);
        const kanji = isCjk(ch) ? step.kanji + ch : step.kanji;
        for (const term of at.terms) {
          if (latin || (term.mode === 'hom' && kanji !== term.plain)) record(term, start, step.i + 1);
        }
        stack.push({ i: step.i + 1, at, latin, kanji });
      }
    }
  }
}
