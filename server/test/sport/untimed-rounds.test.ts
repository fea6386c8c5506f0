import { OPENFOOTBALL_DIR } from '../../src/sport/history/openfootball';
import { localParts } from '../../src/sport/local-time';
import { realSeasons, type RealFixture } from '../../src/sport/seed/real-fixtures';
import { timeUntimedRounds } from '../../src/sport/seed/untimed-rounds';

/**
 * Rounds the league has not timed yet (the source gives one date for all of them) take the shape of the
 * league's latest timed round: 德甲 matchday 12 (Saturday 5 December 2026) is not nine games at Saturday
 * 15:30 but Friday to Sunday like matchday 11.
 */
const fixturesOf = (league: string): RealFixture[] =>
  realSeasons('2026-11-21', OPENFOOTBALL_DIR).get(league)?.fixtures ?? [];
const keep = <T>(items: T[]) => items;
const reverse = <T>(items: T[]) => [...items].reverse();
const shape = (list: RealFixture[]) =>
  list
    .map((f) => {
      const l = localParts(f.kickoff as number, f.tz);
      return `${l.weekday} ${l.time}`;
    })
    .sort();

describe('timeUntimedRounds', () => {
  it('gives 德甲 matchday 12 the Friday–Sunday shape of matchday 11, around its real Saturday', () => {
    const source = fixturesOf('德甲');
    expect(source.filter((f) => f.round === 12).every((f) => f.kickoff === null)).toBe(true);
    const timed = timeUntimedRounds(source, keep);
    const eleven = timed.filter((f) => f.round === 11);
    const twelve = timed.filter((f) => f.round === 12);
    expect(twelve).toHaveLength(9);
    expect(twelve.every((f) => f.kickoff !== null)).toBe(true);
    expect(shape(twelve)).toEqual(shape(eleven));
    // Friday 20:30 once, Saturday 15:30 four times, then 18:30, Sunday three times (matchday 11's shape).
    expect(shape(twelve)).toEqual([
      '0 15:30',
      '0 17:30',
      '0 19:30',
      '5 20:30',
      '6 15:30',
      '6 15:30',
      '6 15:30',
      '6 15:30',
      '6 18:30',
    ]);
    for (const f of twelve) {
      expect(['2026-12-04', '2026-12-05', '2026-12-06']).toContain(f.localDate);
      expect(localParts(f.kickoff as number, f.tz).date).toBe(f.localDate);
    }
    // Pairings, rounds and the rounds already timed are as the source has them.
    expect(timed.map((f) => `${f.round}|${f.home}|${f.away}`)).toEqual(
      source.map((f) => `${f.round}|${f.home}|${f.away}`),
    );
    source.forEach((f, i) => {
      if (f.kickoff !== null) expect(timed[i]).toBe(f);
    });
    // Every untimed weekend round of the season gets its kick-offs; a midweek round (no timed midweek round to
    // model it on) is left to the caller's window on its date.
    const left = timed.filter((f) => f.kickoff === null);
    expect(left.length).toBeGreaterThan(0);
    for (const f of left) expect(new Date(`${f.localDate}T00:00:00Z`).getUTCDay()).not.toBe(6);
  });

  it('deals the slots in the order given: another order, the same shape', () => {
    const a = timeUntimedRounds(fixturesOf('德甲'), keep).filter((f) => f.round === 12);
    const b = timeUntimedRounds(fixturesOf('德甲'), reverse).filter((f) => f.round === 12);
    expect(shape(a)).toEqual(shape(b));
    expect(a.map((f) => f.kickoff)).not.toEqual(b.map((f) => f.kickoff));
  });

  it('keeps a fixture the league has timed in a partly timed round, and deals the others what is left', () => {
    const source = fixturesOf('法甲');
    const fourteen = source.filter((f) => f.round === 14);
    const fixed = fourteen.find((f) => f.kickoff !== null);
    expect(fixed).toBeDefined();
    expect(fourteen.filter((f) => f.kickoff === null)).toHaveLength(8);
    const timed = timeUntimedRounds(source, keep).filter((f) => f.round === 14);
    expect(timed.find((f) => f.home === fixed?.home)).toEqual(fixed);
    // The round as a whole has the shape of the last timed Saturday round (matchday 12): one slot each.
    expect(shape(timed)).toEqual(shape(source.filter((f) => f.round === 12)));
  });

  it('leaves a round with no model as it was', () => {
    const lone: RealFixture[] = [
      {
        round: 1,
        kickoff: null,
        localDate: '2026-08-22',
        tz: 'Europe/Berlin',
        home: 'A',
        away: 'B',
        held: null,
      },
    ];
    expect(timeUntimedRounds(lone, keep)).toEqual(lone);
  });
});
