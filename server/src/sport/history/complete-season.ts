import { createRng } from '../seed/prng';
import type { ProviderMatch } from './provider';

/**
 * Completes a past league season whose real results stop early (no stored source has the rest) by simulation
 * held to the real outcome the next season's clubs imply: the clubs missing from the next season's list (they
 * went down) finish in the bottom places, every other club above them with more points, so the table shows the
 * clubs that really went down whatever tie-break the league uses. The real results stay as they are; only
 * fixtures without a result get one (`simulated` is set on them).
 *
 * Goals are Poisson draws from each club's own scoring and conceding rate in its real games of that season
 * (shrunk halfway to the league average, with home advantage), from a fixed seed: the same data always gives
 * the same season. A draw that puts the wrong clubs at the bottom is thrown away and the next one tried, the
 * relegated clubs' rates tilted a little further each time, so a club already far clear still ends in its real
 * place in a few tries.
 */
export function completeHeldToOutcome(
  key: string,
  matches: ProviderMatch[],
  relegated: ReadonlySet<string>,
): ProviderMatch[] {
  const clubOf = (m: ProviderMatch, side: 'home' | 'away') => m[side].nameEn;
  const open = matches.filter((m) => m.fullTime === null);
  if (open.length === 0) return matches;
  const clubs = [...new Set(matches.flatMap((m) => [clubOf(m, 'home'), clubOf(m, 'away')]))];
  for (const club of relegated)
    if (!clubs.includes(club)) throw new Error(`history: ${key} has no club "${club}" to send down`);

  const real = matches.filter((m) => m.fullTime !== null);
  const rate = new Map(clubs.map((c) => [c, { played: 0, scored: 0, conceded: 0 }]));
  let goals = 0;
  for (const m of real) {
    const [h, a] = m.fullTime ?? [0, 0];
    const home = rate.get(clubOf(m, 'home'));
    const away = rate.get(clubOf(m, 'away'));
    if (!home || !away) continue;
    home.played++;
    away.played++;
    home.scored += h;
    home.conceded += a;
    away.scored += a;
    away.conceded += h;
    goals += h + a;
  }
  /** Goals a club scores in a game on average (half of a game's goals). */
  const mean = real.length ? goals / real.length / 2 : 1.35;
  const attack = (c: string) => {
    const r = rate.get(c);
    return r && r.played ? 0.5 + (0.5 * r.scored) / r.played / mean : 1;
  };
  const defence = (c: string) => {
    const r = rate.get(c);
    return r && r.played ? 0.5 + (0.5 * r.conceded) / r.played / mean : 1;
  };

  for (let attempt = 0; attempt < 400; attempt++) {
    const rng = createRng('history-complete', key, attempt);
    // The relegated clubs' scoring falls and conceding rises a little with each try that failed.
    const tilt = (c: string) => (relegated.has(c) ? Math.min(attempt, 200) / 400 : 0);
    const played = open.map((m) => {
      const home = clubOf(m, 'home');
      const away = clubOf(m, 'away');
      const homeMean = mean * 1.12 * attack(home) * (1 - tilt(home)) * defence(away) * (1 + tilt(away));
      const awayMean = mean * 0.88 * attack(away) * (1 - tilt(away)) * defence(home) * (1 + tilt(home));
      return { ...m, fullTime: [rng.poisson(homeMean), rng.poisson(awayMean)] as [number, number] };
    });
    const points = new Map(clubs.map((c) => [c, 0]));
    for (const m of [...real, ...played]) {
      const [h, a] = m.fullTime ?? [0, 0];
      const home = clubOf(m, 'home');
      const away = clubOf(m, 'away');
      points.set(home, (points.get(home) ?? 0) + (h > a ? 3 : h === a ? 1 : 0));
      points.set(away, (points.get(away) ?? 0) + (a > h ? 3 : h === a ? 1 : 0));
    }
    const down = clubs.filter((c) => relegated.has(c)).map((c) => points.get(c) ?? 0);
    const up = clubs.filter((c) => !relegated.has(c)).map((c) => points.get(c) ?? 0);
    if (Math.min(...up) > Math.max(...down)) {
      const byFixture = new Map(open.map((m, i) => [m, played[i]]));
      return matches.map((m) => {
        const sim = byFixture.get(m);
        return sim ? { ...sim, halfTime: null, simulated: true } : m;
      });
    }
  }
  throw new Error(`history: ${key} could not be completed held to its real outcome`);
}
