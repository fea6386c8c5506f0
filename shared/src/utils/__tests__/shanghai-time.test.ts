import { formatDate } from '../dates';
import {
  addDays,
  beijingMinute,
  beijingMonthDay,
  beijingTime,
  dayStart,
  shanghaiDay,
  weekday,
} from '../shanghai-time';

describe('shanghai-time: Beijing’s calendar without a time-zone lookup', () => {
  // 2026-12-05 15:59:59 UTC is 23:59:59 in Beijing; a second later it is Sunday the 6th there.
  const lastSecond = Date.UTC(2026, 11, 5, 15, 59, 59) / 1000;

  it('turns the day at Beijing’s midnight, not at UTC’s', () => {
    expect(shanghaiDay(lastSecond)).toBe('2026-12-05');
    expect(shanghaiDay(lastSecond + 1)).toBe('2026-12-06');
    expect(dayStart('2026-12-06')).toBe(lastSecond + 1);
    expect(weekday('2026-12-05')).toBe(6);
  });

  it('steps across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('writes clock times as a fan in China reads them, as the zone-aware formatter does', () => {
    const ms = (lastSecond - 59) * 1000;
    expect(beijingTime(new Date(ms).toISOString())).toBe('23:59');
    expect(beijingMinute(ms)).toBe('12-05 23:59');
    expect(beijingMonthDay(lastSecond + 1)).toBe('12月6日');
    for (const at of [Date.UTC(2025, 0, 1, 0, 30), Date.UTC(2026, 6, 14, 19, 5), ms])
      expect(beijingTime(new Date(at).toISOString())).toBe(formatDate(at, 'HH:mm'));
  });
});
