import { formatDate } from '../dates';
import { fromNow } from '../relative-time';

// Server renders run in UTC (jest.config.js runs every test so). 2025-06-01 03:30 in Beijing is still
// 31 May 19:30 in UTC: a path that formats in the runtime's zone would say 19:30 or 05-31.
const KICKOFF = Date.UTC(2025, 4, 31, 19, 30);

test('the process clock runs in UTC, so the checks below mean something', () => {
  expect(new Date(KICKOFF).getTimezoneOffset()).toBe(0);
  expect(new Date(KICKOFF).getHours()).toBe(19);
});

test('instants are formatted as Beijing wall time', () => {
  expect(formatDate(KICKOFF)).toBe('2025-06-01 03:30');
  expect(formatDate(new Date(KICKOFF).toISOString(), 'MM-DD HH:mm')).toBe('06-01 03:30');
  expect(formatDate(KICKOFF, 'dddd')).toBe('星期日');
});

test('昨天 follows the Beijing calendar', () => {
  expect(fromNow(KICKOFF, Date.UTC(2025, 5, 1, 20, 0))).toBe('昨天 03:30');
});
