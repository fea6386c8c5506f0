import { formatDate } from '../../../utils/dates';
import { beijingTime, clockLabel, formatClock, periodLabel, type ClockFields } from '../clock-label';

const base: ClockFields = {
  status: 'scheduled',
  minute: null,
  stoppage: null,
  period: null,
  clock: null,
  kickoff: '2025-05-31T19:30:00.000Z',
  kickoffTbd: false,
};

describe('the status clock', () => {
  it('prints the kickoff in Beijing time, 待定 when it is not fixed', () => {
    expect(clockLabel(base)).toBe('03:30');
    expect(clockLabel({ ...base, kickoffTbd: true })).toBe('待定');
  });

  it("prints football's running minute with stoppage time, and the breaks by name", () => {
    expect(clockLabel({ ...base, status: 'second_half', minute: 67 })).toBe("67'");
    expect(clockLabel({ ...base, status: 'first_half', minute: 45, stoppage: 2 })).toBe("45+2'");
    expect(clockLabel({ ...base, status: 'half_time', minute: 45 })).toBe('中场');
    expect(clockLabel({ ...base, status: 'finished' })).toBe('完场');
  });

  it("prints basketball's period and its clock, overtimes numbered", () => {
    expect(clockLabel({ ...base, status: 'q3', period: 3, clock: 312 })).toBe('第三节 05:12');
    expect(clockLabel({ ...base, status: 'overtime', period: 6, clock: 120 })).toBe('加时2 02:00');
    expect(clockLabel({ ...base, status: 'q1_break', period: 1, clock: 0 })).toBe('第一节完');
  });

  it('formats clocks and periods', () => {
    expect([formatClock(0), formatClock(59.6), formatClock(725), formatClock(-3)]).toEqual([
      '00:00',
      '01:00',
      '12:05',
      '00:00',
    ]);
    expect([1, 2, 3, 4, 5, 7].map(periodLabel)).toEqual([
      '第一节',
      '第二节',
      '第三节',
      '第四节',
      '加时1',
      '加时3',
    ]);
  });

  it('gives the same Beijing time as the time-zone formatter, across years and midnight', () => {
    const instants = Array.from({ length: 400 }, (_, i) => Date.UTC(2000, 0, 1) + i * 2_345_678_901);
    expect(instants.length).toBe(400);
    for (const ms of instants) {
      const iso = new Date(ms).toISOString();
      expect([iso, beijingTime(iso)]).toEqual([iso, formatDate(iso, 'HH:mm')]);
    }
  });
});
