import { COMPETITIONS } from './competitions';
import { personName } from './names';
import { peopleTables } from './people';
import { createRng, hashKeys } from './prng';

/** UEFA appoints its club-competition referees from the elite of the national leagues. */
const UEFA_CUPS = new Set(['欧冠', '欧联', '欧协联']);
const UEFA_SOURCES = ['英超', '西甲', '意甲', '德甲', '法甲'];
const GENERATED_POOL = 10;

const pools = new Map<string, string[]>();

/**
 * A league's referees: the real ones where the people table has them, for a UEFA cup those of the big five,
 * else a generated panel of the league's own (Chinese names in Chinese leagues), so no referee serves two
 * leagues.
 */
export function refereePool(league: string): string[] {
  const known = pools.get(league);
  if (known) return known;
  const real = peopleTables().football.referees;
  let pool = real.get(league)?.map((r) => r.name);
  if (!pool && UEFA_CUPS.has(league))
    pool = UEFA_SOURCES.flatMap((source) => (real.get(source) ?? []).slice(0, 4).map((r) => r.name));
  if (!pool) {
    const rng = createRng('referees', league);
    const chinese = COMPETITIONS.find((c) => c.short === league)?.chinese ?? false;
    const names = new Set<string>();
    for (let i = 0; names.size < GENERATED_POOL && i < GENERATED_POOL * 5; i++)
      names.add(personName(rng, chinese)[0]);
    pool = [...names];
  }
  pools.set(league, pool);
  return pool;
}

/** The referee of a football match: drawn from its league's panel. */
export function refereeFor(seed: string, matchId: number, league: string): string {
  const pool = refereePool(league);
  return pool[hashKeys(seed, 'ref', matchId) % pool.length] ?? '';
}
