import { render, screen } from '@testing-library/react';
import { makeMatch } from '../test-utils/live-fixtures';
import { liveRead } from '../lib/live-feed/live-store';
import { DetailHeader } from '../features/match-detail/components/detail-header';
import { kickoffText } from '../components/status-text';

// The server renders in UTC (jest.config.js runs every test so): a kickoff at 03:30 Beijing time (19:30 UTC the
// day before) must read 03:30.
const kickoff = '2025-05-31T19:30:00Z';

test('the clock of this test runs in UTC', () => {
  expect(new Date(kickoff).getHours()).toBe(19);
});

test('a match header shows the kickoff in Beijing time', () => {
  const match = makeMatch({
    id: 5,
    kickoff,
    phase: 'upcoming',
    status: 'scheduled',
    homeScore: null,
    awayScore: null,
  });
  render(<DetailHeader match={liveRead(match, 0)} />);
  expect(screen.getByText('2025-06-01 03:30 北京时间')).toBeInTheDocument();
});

test('list rows say the kickoff time of the Beijing day', () => {
  expect(kickoffText({ kickoff, kickoffTbd: false }, Date.parse('2025-06-01T02:00:00Z'))).toBe('03:30');
  expect(kickoffText({ kickoff, kickoffTbd: false }, Date.parse('2025-05-31T12:00:00Z'))).toBe('06-01 03:30');
});
