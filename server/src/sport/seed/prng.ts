/** Deterministic randomness: the same seed and keys always give the same stream (mulberry32 over an FNV hash). */
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Roughly normal (sum of three uniforms), mean 0, sd ~1. */
  normal(): number;
  /** Poisson-distributed count, for goals and cards. */
  poisson(mean: number): number;
  shuffle<T>(items: T[]): T[];
}

export function hashKeys(...keys: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const key of keys) {
    const s = `${key}|`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  return h >>> 0;
}

export function createRng(...keys: Array<string | number>): Rng {
  let a = hashKeys(...keys);
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    normal: () => (next() + next() + next() - 1.5) * 2,
    poisson: (mean) => {
      const limit = Math.exp(-mean);
      let k = 0;
      let p = next();
      while (p > limit) {
        k++;
        p *= next();
      }
      return k;
    },
    shuffle: <T>(items: T[]): T[] => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(0, i);
        const tmp = items[i] as T;
        items[i] = items[j] as T;
        items[j] = tmp;
      }
      return items;
    },
  };
}
