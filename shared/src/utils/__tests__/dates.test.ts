import { formatDate, isPast } from '../dates';

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
