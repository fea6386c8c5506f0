import { formatLine } from '../src/readable-log';

describe('readable log lines', () => {
  it('shows time, level and message, then any extra fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 22, 8, 5, 9),
      pid: 1,
      hostname: 'h',
      msg: 'sport data seeded',
      matches: 420,
    });
    expect(formatLine(line)).toBe('08:05:09 info  sport data seeded  matches=420');
  });

  it('prints an error stack below the message', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'unhandled error',
      err: { stack: 'Error: boom\n    at x' },
    });
    expect(formatLine(line)).toBe('00:00:00 error unhandled error\nError: boom\n    at x');
  });

  it('passes through a line that is not JSON', () => {
    expect(formatLine('plain text')).toBe('plain text');
  });
});
