import { act, render, screen } from '@testing-library/react';
import { makeMatch } from '../../test-utils/live-fixtures';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import { StatusText } from '../status-text';

const live = (over: Partial<LiveMatch>): LiveMatch => ({ ...makeMatch(over), version: 1, highlight: null });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-11-23T12:00:00Z'));
});
afterEach(() => jest.useRealTimers());

describe('StatusText', () => {
  it('ticks the minute between feed events, from the period start the feed gave', () => {
    const started = Date.now() - (20 * 60 + 10) * 1000; // the second half began 20:10 ago → 66'
    render(
      <StatusText
        match={live({ status: 'second_half', minute: 66, clockLabel: "66'", periodStartedAt: started })}
      />,
    );
    const status = () => screen.getByText(/^\d+/);
    expect(status()).toHaveTextContent("66'");
    act(() => jest.advanceTimersByTime(60_000));
    expect(status()).toHaveTextContent("67'");
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(status()).toHaveTextContent("72'");
  });

  it('stops at 45+ when the first half runs over and the feed says nothing more', () => {
    render(
      <StatusText
        match={live({
          status: 'first_half',
          minute: 44,
          clockLabel: "44'",
          periodStartedAt: Date.now() - 44 * 60_000,
        })}
      />,
    );
    act(() => jest.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText(/^45\+/)).toHaveTextContent("45+'");
  });

  it('shows 中场 and does not tick at half time', () => {
    render(
      <StatusText match={live({ status: 'half_time', phase: 'live', minute: 45, clockLabel: '中场' })} />,
    );
    act(() => jest.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('中场')).toBeInTheDocument();
  });

  it('gives an upcoming card its kickoff time (Beijing time), a list row only the words', () => {
    const upcoming = live({
      status: 'scheduled',
      phase: 'upcoming',
      minute: null,
      kickoff: '2026-11-23T12:30:00Z',
      clockLabel: '20:30',
    });
    const { rerender } = render(<StatusText match={upcoming} withKickoff />);
    expect(screen.getByText('20:30 未开赛')).toBeInTheDocument();
    rerender(<StatusText match={{ ...upcoming, kickoff: '2026-11-24T12:30:00Z' }} withKickoff />);
    expect(screen.getByText('11-24 20:30 未开赛')).toBeInTheDocument();
    rerender(<StatusText match={upcoming} />);
    expect(screen.getByText('未开赛')).toBeInTheDocument();
  });
});
