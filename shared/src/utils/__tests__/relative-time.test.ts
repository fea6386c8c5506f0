import { fromNow } from '../relative-time';

describe('fromNow', () => {
  // 2025-06-02 10:00 in Shanghai.
  const now = Date.UTC(2025, 5, 2, 2, 0, 0);
  const ago = (ms: number) => now - ms;
  const MIN = 60_000;

  it('says 刚刚 under a minute and for times slightly ahead of the clock', () => {
    expect(fromNow(ago(0), now)).toBe('刚刚');
    expect(fromNow(ago(59_000), now)).toBe('刚刚');
    expect(fromNow(now + 30_000, now)).toBe('刚刚');
  });

  it('counts minutes, then hours within a day', () => {
    expect(fromNow(ago(MIN), now)).toBe('1分钟前');
    expect(fromNow(ago(59 * MIN + 59_000), now)).toBe('59分钟前');
    expect(fromNow(ago(60 * MIN), now)).toBe('1小时前');
    expect(fromNow(ago(23 * 60 * MIN), now)).toBe('23小时前');
  });

  it('names yesterday by the Shanghai calendar, then month-day, then the full date', () => {
    expect(fromNow('2025-06-01T00:30:00Z', now)).toBe('昨天 08:30');
    expect(fromNow('2025-05-31T15:59:00Z', now)).toBe('05-31 23:59');
    expect(fromNow('2025-05-31T16:00:00Z', now)).toBe('昨天 00:00');
    expect(fromNow('2024-12-31T10:00:00Z', now)).toBe('2024-12-31 18:00');
  });

  it('returns an empty string for an invalid date', () => {
    expect(fromNow('not a date', now)).toBe('');
  });
});
