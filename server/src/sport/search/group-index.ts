import type { EntryKeys } from './search-keys';

/** A searchable thing: its keys, an order among equal matches (lower first) and what the answer shows. */
export interface Entry<H> {
  keys: EntryKeys;
  order: number;
  hit: H;
}

export interface Found<H> {
  total: number;
  list: H[];
}

const SEP = '\u0001';
const SEP_CODE = 1;
const NONE = 3;

/**
 * One kind's entries as two long strings (every name key, every initials key, separated by \u0001) with the
 * offset where each entry starts. A query is a run of indexOf over them, so a query that matches nothing
 * costs one scan and a one-letter query no sort: entries are kept in their order, and each match quality
 * (0 exact, 1 prefix, 2 inside a name; initials only exact or prefix) fills its own bucket.
 */
export class GroupIndex<H> {
  private readonly hits: H[];
  private readonly words: string;
  private readonly wordAt: Int32Array;
  private readonly initials: string;
  private readonly initialAt: Int32Array;

  constructor(entries: Entry<H>[]) {
    const sorted = [...entries].sort((a, b) => a.order - b.order);
    this.hits = sorted.map((e) => e.hit);
    [this.words, this.wordAt] = GroupIndex.pack(sorted.map((e) => e.keys.words));
    [this.initials, this.initialAt] = GroupIndex.pack(sorted.map((e) => e.keys.initials));
  }

  get size(): number {
    return this.hits.length;
  }

  private static pack(keys: string[][]): [string, Int32Array] {
    const at = new Int32Array(keys.length);
    const parts: string[] = [SEP];
    let length = 1;
    keys.forEach((list, i) => {
      at[i] = length;
      for (const key of list) {
        parts.push(key, SEP);
        length += key.length + 1;
      }
    });
    return [parts.join(''), at];
  }

  /** The best `limit` hits for a normalised query, and how many there are in all. */
  find(q: string, limit: number): Found<H> {
    const best = new Uint8Array(this.hits.length).fill(NONE);
    if (q) {
      scan(this.words, this.wordAt, q, best, true);
      scan(this.initials, this.initialAt, q, best, false);
    }
    const buckets: H[][] = [[], [], []];
    let total = 0;
    for (let i = 0; i < best.length; i += 1) {
      const score = best[i] ?? NONE;
      if (score === NONE) continue;
      total += 1;
      const bucket = buckets[score];
      if (bucket && bucket.length < limit) bucket.push(this.hits[i] as H);
    }
    return { total, list: buckets.flat().slice(0, limit) };
  }
}

function scan(text: string, at: Int32Array, q: string, best: Uint8Array, inside: boolean): void {
  let entry = 0;
  for (let p = text.indexOf(q); p !== -1; p = text.indexOf(q, p + 1)) {
    while (entry + 1 < at.length && (at[entry + 1] ?? 0) <= p) entry += 1;
    const start = text.charCodeAt(p - 1) === SEP_CODE;
    if (!start && !inside) continue;
    const score = start ? (text.charCodeAt(p + q.length) === SEP_CODE ? 0 : 1) : 2;
    if (score < (best[entry] ?? NONE)) best[entry] = score;
  }
}
