import { act, renderHook } from '@testing-library/react';
import { createCountdown, toCountdownState, type CountdownState } from '../countdown';
import { useCountdown } from '../use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('countdown', () => {
  it('formats hours, minutes and seconds as two-digit strings', () => {
    expect(toCountdownState(3725)).toEqual({
      remainingSeconds: 3725,
      hours: '01',
      minutes: '02',
      seconds: '05',
    });
    expect(toCountdownState(0)).toEqual({ remainingSeconds: 0, hours: '00', minutes: '00', seconds: '00' });
  });

  it('ticks each second from the millisecond value down to zero, then stops', () => {
    const ticks: CountdownState[] = [];
    const done = jest.fn();
    const countdown = createCountdown(3000, (s) => ticks.push(s), done);
    expect(ticks.map((t) => t.seconds)).toEqual(['03']);
    jest.advanceTimersByTime(3000);
    expect(ticks.map((t) => t.seconds)).toEqual(['03', '02', '01', '00']);
    expect(done).toHaveBeenCalledTimes(1);
    expect(countdown.running).toBe(false);
    jest.advanceTimersByTime(5000);
    expect(ticks).toHaveLength(4);
  });

  it('can be stopped', () => {
    const onTick = jest.fn();
    const countdown = createCountdown(60_000, onTick);
    jest.advanceTimersByTime(2000);
    countdown.stop();
    jest.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(onTick).toHaveBeenLastCalledWith(expect.objectContaining({ remainingSeconds: 58 }));
  });

  it('drives the 60 s resend block through useCountdown', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(60_000));
    expect(result.current).toMatchObject({ running: true, remainingSeconds: 60 });
    act(() => void jest.advanceTimersByTime(59_000));
    expect(result.current.remainingSeconds).toBe(1);
    act(() => void jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ running: false, remainingSeconds: 0 });
  });
});
