import { completeHeldToOutcome } from '../../src/sport/history/complete-season';
import type { ProviderClub, ProviderMatch } from '../../src/sport/history/provider';

const club = (name: string): ProviderClub => ({ name, short: name, nameEn: name, homeLeague: null });

/** A double round robin of six clubs, the first `played` matches with a result where the home side wins by 1. */
function league(played: number): ProviderMatch[] {
  const names = ['A', 'B', 'C', 'D', 'E', 'F'];
  const out: ProviderMatch[] = [];
  for (const home of names)
    for (const away of names)
      if (home !== away)
        out.push({
          round: out.length + 1,
          stage: 'regular',
          leg: null,
          kickoff: 1_760_000_000 + out.length * 3600,
          home: club(home),
          away: club(away),
          halfTime: out.length < played ? [0, 0] : null,
          fullTime: out.length < played ? [1, 0] : null,
        });
  return out;
}

const points = (matches: ProviderMatch[]) => {
  const table = new Map<string, number>();
  for (const m of matches) {
    const [h, a] = m.fullTime ?? [0, 0];
    table.set(m.home.nameEn, (table.get(m.home.nameEn) ?? 0) + (h > a ? 3 : h === a ? 1 : 0));
    table.set(m.away.nameEn, (table.get(m.away.nameEn) ?? 0) + (a > h ? 3 : h === a ? 1 : 0));
  }
  return table;
};

describe('completeHeldToOutcome', () => {
  it('fills only the open fixtures, and the clubs that went down finish below every other club on points', () => {
    const before = league(10);
    // After the real part C, D, E and F have no points: E and F go down, C and D must end above them.
    const done = completeHeldToOutcome('test/a', before, new Set(['E', 'F']));
    expect(done.slice(0, 10)).toEqual(before.slice(0, 10));
    expect(
      done.slice(10).every((m) => m.simulated === true && m.fullTime !== null && m.halfTime === null),
    ).toBe(true);
    const table = points(done);
    const down = Math.max(table.get('E') ?? 0, table.get('F') ?? 0);
    expect(['A', 'B', 'C', 'D'].every((c) => (table.get(c) ?? 0) > down)).toBe(true);
  });

  it('gives the same season for the same data, another for another key', () => {
    const a = completeHeldToOutcome('test/b', league(4), new Set(['E']));
    const b = completeHeldToOutcome('test/b', league(4), new Set(['E']));
    expect(b.map((m) => m.fullTime)).toEqual(a.map((m) => m.fullTime));
    const c = completeHeldToOutcome('test/c', league(4), new Set(['E']));
    expect(c.map((m) => m.fullTime)).not.toEqual(a.map((m) => m.fullTime));
  });

  it('leaves a whole season alone and stops on a club the season does not have', () => {
    const whole = league(30);
    expect(completeHeldToOutcome('test/d', whole, new Set(['A']))).toBe(whole);
    expect(() => completeHeldToOutcome('test/e', league(3), new Set(['Z']))).toThrow(/no club "Z"/);
  });
});
