import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shipped list (server/data/moderation/words.txt): data a moderator edits, not code. */
export const WORDS_FILE = join(__dirname, '../../../data/moderation/words.txt');

export type Action = 'mask' | 'refuse';

export interface Category {
  id: string;
  /** The moderators' name for it (辱骂/人身攻击). */
  label: string;
  action: Action;
  /** What the user is told. */
  message: string;
}

export type WordFlag = 'py' | 'hom' | 'abbr' | 'ins';

export interface WordEntry {
  word: string;
  category: Category;
  flags: ReadonlySet<WordFlag>;
}

export interface WordList {
  categories: Category[];
  entries: WordEntry[];
  /** Words never hit, though a listed word sits inside them. */
  allow: string[];
}

const FLAGS: ReadonlySet<string> = new Set<WordFlag>(['py', 'hom', 'abbr', 'ins']);

/** Parses the list's format (described in its header); a malformed line throws, naming its line number. */
export function parseWordList(source: string): WordList {
  const list: WordList = { categories: [], entries: [], allow: [] };
  let current: Category | 'allow' | null = null;
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    const where = `words list line ${index + 1}`;
    if (!line || line.startsWith('#')) return;
    if (line === '@allow') {
      current = 'allow';
      return;
    }
    if (line.startsWith('@category ')) {
      const [id, label, action, message] = line
        .slice('@category '.length)
        .split('|')
        .map((part) => part.trim());
      if (!id || !label || (action !== 'mask' && action !== 'refuse') || !message) {
        throw new Error(`${where}: expected @category id | 名称 | mask|refuse | message`);
      }
      current = { id, label, action, message };
      list.categories.push(current);
      return;
    }
    const [word, ...flags] = line.split(/\s+/);
    if (!word || current === null) throw new Error(`${where}: an entry before any @category or @allow`);
    if (current === 'allow') {
      list.allow.push(word);
      return;
    }
    const unknown = flags.find((flag) => !FLAGS.has(flag));
    if (unknown) throw new Error(`${where}: unknown flag ${unknown}`);
    list.entries.push({ word, category: current, flags: new Set(flags as WordFlag[]) });
  });
  return list;
}

let shipped: WordList | null = null;

/** The shipped list, read once per process. */
export function shippedWordList(): WordList {
  shipped ??= parseWordList(readFileSync(WORDS_FILE, 'utf8'));
  return shipped;
}
