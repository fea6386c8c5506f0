import { COMPETITIONS } from './competitions';
import { personName } from './names';
import { peopleTables } from './people';
import { createRng, hashKeys } from './prng';

/** UEFA appoints its club-competition referees from the elite of the national leagues (its cups share them). */
const UEFA_CUPS = new Set(['欧冠', '欧联', '欧协联']);
const UEFA_SOURCES = ['英超', '西甲', '意甲', '德甲', '法甲'];
const GENERATED_POOL = 10;
const FRIENDLIES = '俱乐部赛';

let pools: Map<string, string[]> | null = null;

/**
 * Every football competition's referees, built at once in the competitions' order so no name serves two
 * leagues: the real ones where the people table has them, for a UEFA cup those of the big five, else a
 * generated panel of the league's own (Chinese names in Chinese leagues) that skips names already taken.
 */
function allPools(): Map<string, string[]> {
  if (pools) return pools;
  const real = peopleTables().football.referees;
  const built = new Map<string, string[]>();
  const taken = new Set([...real.values()].flat().map((r) => r.name));
  for (const [league, panel] of real)
    built.set(
      league,
      panel.map((r) => r.name),
    );
  const generate = (league: string, chinese: boolean) => {
    const rng = createRng('referees', league);
    const panel: string[] = [];
    for (let i = 0; panel.length < GENERATED_POOL && i < GENERATED_POOL * 20; i++) {
      const name = personName(rng, chinese)[0];
      if (taken.has(name)) continue;
      taken.add(name);
      panel.push(name);
    }
    built.set(league, panel);
  };
  for (const def of COMPETITIONS) {
    if (def.sport !== 'football' || built.has(def.short)) continue;
    if (UEFA_CUPS.has(def.short))
      built.set(
        def.short,
        UEFA_SOURCES.flatMap((source) => (real.get(source) ?? []).slice(0, 4).map((r) => r.name)),
      );
    else generate(def.short, def.chinese);
  }
  // Club friendlies (seed/seed-friendlies.ts) are no listed competition: a panel of their own.
  generate(FRIENDLIES, false);
  pools = built;
  return built;
}

/** A football competition's referees (empty for a name that is no football competition). */
export function refereePool(league: string): string[] {
  return allPools().get(league) ?? [];
}

/** The referee of a football match: drawn from its league's panel. */
export function refereeFor(seed: string, matchId: number, league: string): string {
  const pool = refereePool(league);
  return pool[hashKeys(seed, 'ref', matchId) % pool.length] ?? '';
}
