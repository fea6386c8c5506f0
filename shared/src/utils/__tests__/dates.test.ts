import {
  DISPLAY_TIME_ZONE,
  SHANGHAI_FIXED_OFFSET_SINCE,
  dayLabel,
  dayjs,
  formatDate,
  isPast,
} from '../dates';
import type * as Dates from '../dates';

describe('dates', () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);

  it('tells whether a date is in the past', () => {
    expect(isPast(now - 1000, now)).toBe(true);
    expect(isPast(now + 1000, now)).toBe(false);
    expect(isPast('2000-01-01')).toBe(true);
    expect(isPast('not a date', now)).toBe(false);
  });

  it('formats in Asia/Shanghai', () => {
    expect(formatDate(now)).toBe('2025-06-01 20:00');
  });

  it('uses the Chinese locale', () => {
    expect(formatDate(now, 'dddd')).toBe('星期日');
  });
});

describe('Shanghai wall time without a formatter per date', () => {
  // Every hour of 1988 (China kept summer time 1986–1991), the turn of 2000 and a day of 2026.
  const instants = [
    ...Array.from({ length: 366 * 8 }, (_, step) => Date.UTC(1988, 0, 1) + step * 3 * 3_600_000),
    Date.UTC(1999, 11, 31, 15, 59, 59, 999),
    Date.UTC(1999, 11, 31, 16, 0, 0),
    Date.UTC(2026, 10, 21, 12, 0, 0, 500),
    // Either side of the end of the last summer time (02:00 +09:00 on 15 September 1991) and of the fixed rule.
    ...Array.from({ length: 96 }, (_, step) => Date.UTC(1991, 8, 13) + step * 1_800_000),
    // Every day from then to 2060: the fixed +08:00 has to be what ICU says, day after day.
    ...Array.from(
      { length: 25_000 },
      (_, day) => SHANGHAI_FIXED_OFFSET_SINCE + day * 86_400_000 + 7 * 3_600_000,
    ),
  ];

  it('agrees with dayjs.tz at every instant, summer time included', () => {
    const pattern = 'YYYY-MM-DD HH:mm:ss.SSS dddd Z';
    for (const ms of instants) {
      expect(formatDate(ms, pattern)).toBe(dayjs(ms).tz(DISPLAY_TIME_ZONE).format(pattern));
    }
    expect(formatDate(Date.UTC(1988, 6, 1, 12, 0), 'HH:mm Z')).toBe('21:00 +09:00');
    expect(formatDate('not a date')).toBe(dayjs('not a date').format('YYYY-MM-DD HH:mm'));
  });

  it('builds no ICU formatter per call (toLocaleString with a zone cost ~0.3 ms a date on /match)', () => {
    const toLocaleString = jest.spyOn(Date.prototype, 'toLocaleString');
    const formats = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      for (let minute = 0; minute < 200; minute += 1) formatDate(Date.UTC(2026, 10, 21, 12, minute));
      expect(toLocaleString).not.toHaveBeenCalled();
      expect(formats.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      toLocaleString.mockRestore();
      formats.mockRestore();
    }
  });

  it('builds no ICU formatter at all for an instant since September 1991 (its first one is a 70 ms task on a phone)', () => {
    jest.isolateModules(() => {
      const formats = jest.spyOn(Intl, 'DateTimeFormat');
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const fresh = require('../dates') as typeof Dates;
        expect(fresh.formatDate(Date.UTC(2026, 10, 21, 12, 0), 'YYYY-MM-DD HH:mm Z')).toBe(
          '2026-11-21 20:00 +08:00',
        );
        expect(fresh.formatDate(SHANGHAI_FIXED_OFFSET_SINCE, 'YYYY-MM-DD HH:mm Z')).toBe(
          '1991-09-15 08:00 +08:00',
        );
        expect(formats).not.toHaveBeenCalled();
        expect(fresh.formatDate(Date.UTC(1988, 6, 1, 12, 0), 'HH:mm Z')).toBe('21:00 +09:00');
        expect(formats).toHaveBeenCalledTimes(1);
      } finally {
        formats.mockRestore();
      }
    });
  });

  it("names a calendar day as it is, whatever the visitor's zone (a day is not an instant)", () => {
    expect(dayLabel('2026-03-09')).toBe('3月9日');
    expect(dayLabel('2025-12-31')).toBe('12月31日');
  });
});
