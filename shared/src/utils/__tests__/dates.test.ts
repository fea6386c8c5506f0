import { DISPLAY_TIME_ZONE, dayjs, formatDate, isPast } from '../dates';

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
});
