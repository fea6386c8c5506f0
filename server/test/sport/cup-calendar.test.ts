import { COMPETITIONS } from '../../src/sport/seed/competitions';
import {
  drawnRounds,
  knockoutPlan,
  leaguePhaseDates,
  uefaSeasonYear,
} from '../../src/sport/seed/cup-calendar';
import { windowFor } from '../../src/sport/seed/kickoff-windows';
import { dayStart, weekday } from '../../src/sport/time';

const window = (short: string) => windowFor(COMPETITIONS.find((c) => c.short === short) as never);
const stageDates = (short: string, day: string) =>
  Object.fromEntries(
    knockoutPlan(short, day, window(short)).map((s) => [s.stage, s.legs.map((l) => l.dates)]),
  );

/** The UEFA season laid on the real 2025/26 shape: weeks and weekdays fans know. */
describe('UEFA cup calendar', () => {
  it('puts late November in the season that began in August, and July–August before the next one', () => {
    expect(uefaSeasonYear('2026-11-27')).toBe(2026);
    expect(uefaSeasonYear('2027-05-29')).toBe(2026);
    expect(uefaSeasonYear('2027-07-15')).toBe(2027);
  });

  it('has the 2025/26 dates for 2025/26: 欧冠 MD1 16 Sep, MD5 25 Nov, MD8 28 Jan, final Saturday 30 May', () => {
    const ucl = leaguePhaseDates('欧冠', '2025-11-27');
    expect(ucl.map((d) => d[0])).toEqual([
      '2025-09-16',
      '2025-09-30',
      '2025-10-21',
      '2025-11-04',
      '2025-11-25',
      '2025-12-09',
      '2026-01-20',
      '2026-01-28',
    ]);
    expect(leaguePhaseDates('欧联', '2025-11-27').map((d) => d[0])).toContain('2025-11-27');
    expect(leaguePhaseDates('欧协联', '2025-11-27')).toHaveLength(6);
    const ko = stageDates('欧冠', '2025-11-27');
    expect(ko.knockout_playoff).toEqual([
      ['2026-02-17', '2026-02-18'],
      ['2026-02-24', '2026-02-25'],
    ]);
    expect(ko.round_of_16?.[0]).toEqual(['2026-03-10', '2026-03-11']);
    expect(ko.final).toEqual([['2026-05-30']]);
    expect(stageDates('欧联', '2025-11-27').final).toEqual([['2026-05-20']]);
    expect(stageDates('欧协联', '2025-11-27').final).toEqual([['2026-05-27']]);
  });

  it('has UEFA 2026/27 dates: 欧冠 MD1 8–10 Sep alone, the inferred MD2–7, MD8 27 Jan; 欧联 and 欧协联 on Thursdays', () => {
    const ucl = leaguePhaseDates('欧冠', '2026-11-27');
    // No matchday in FIFA's joined September–October window (21 Sep – 6 Oct 2026).
    for (const short of ['欧冠', '欧联', '欧协联'])
      for (const d of leaguePhaseDates(short, '2026-11-27').flat())
        expect(d >= '2026-09-21' && d <= '2026-10-06').toBe(false);
    // Matchday 1 (source: UEFA's calendar, Calcio e Finanza 2 Sep 2025) Tuesday to Thursday, UEFA's exclusive week.
    expect(ucl[0]).toEqual(['2026-09-08', '2026-09-09', '2026-09-10']);
    expect(ucl.map((d) => d[0])).toEqual([
      '2026-09-08',
      '2026-10-13',
      '2026-10-20',
      '2026-11-03',
      '2026-11-24',
      '2026-12-08',
      '2027-01-19',
      '2027-01-27',
    ]);
    expect(ucl[4]).toEqual(['2026-11-24', '2026-11-25']);
    expect(ucl[7]).toEqual(['2027-01-27']);
    for (const days of ucl.slice(1)) for (const d of days) expect([2, 3]).toContain(weekday(d));
    for (const days of leaguePhaseDates('欧联', '2026-11-27')) expect(days.map(weekday)).toEqual([4]);
    for (const days of leaguePhaseDates('欧协联', '2026-11-27')) expect(days.map(weekday)).toEqual([4]);
    // The exclusive week: 欧联 and 欧协联 start after it.
    expect(leaguePhaseDates('欧联', '2026-11-27')[0]).toEqual(['2026-09-17']);
    expect(leaguePhaseDates('欧协联', '2026-11-27').map((d) => d[0])).toEqual([
      '2026-10-15',
      '2026-10-22',
      '2026-11-05',
      '2026-11-26',
      '2026-12-10',
      '2026-12-17',
    ]);
    const months = ucl.flat().map((d) => Number(d.slice(5, 7)));
    expect(months.every((m) => m >= 9 || m === 1)).toBe(true);
    const ko = stageDates('欧冠', '2026-11-27');
    expect(ko.knockout_playoff?.[0]?.[0]).toBe('2027-02-16');
    expect(weekday(ko.final?.[0]?.[0] as string)).toBe(6);
    // The 2027 final: Saturday 5 June, Madrid.
    expect(ko.final?.[0]?.[0]).toBe('2027-06-05');
  });

  it('draws a knock-out round only once the round before it is over', () => {
    const plan = knockoutPlan('欧冠', '2026-11-27', window('欧冠'));
    const phaseEnd = dayStart('2027-01-28') + 4 * 3600;
    // November: nothing drawn, the last round with fixtures is the league phase's 8th.
    expect(drawnRounds(phaseEnd, plan, dayStart('2026-11-27'))).toBe(8);
    // Early February: the play-offs (rounds 9–10) are drawn, the last 16 waits for them.
    expect(drawnRounds(phaseEnd, plan, dayStart('2027-02-05'))).toBe(10);
    // Mid-March, after the play-offs: the last 16 (11–12) is drawn too.
    expect(drawnRounds(phaseEnd, plan, dayStart('2027-03-05'))).toBe(12);
    // June: everything up to the final (round 17).
    expect(drawnRounds(phaseEnd, plan, dayStart('2027-06-05'))).toBe(17);
  });
});
