import { runningMinuteLabel, type RunningFields } from '../running-minute';

const START = 1_800_000_000_000;
const min = (m: number, s = 0) => START + m * 60_000 + s * 1000;

const firstHalf = (over: Partial<RunningFields> = {}): RunningFields => ({
  status: 'first_half',
  minute: 1,
  stoppage: 0,
  periodStartedAt: START,
  ...over,
});

describe('runningMinuteLabel', () => {
  it('ticks from the period start between feed events', () => {
    expect(runningMinuteLabel(firstHalf(), min(0, 30))).toBe("1'");
    expect(runningMinuteLabel(firstHalf(), min(12, 1))).toBe("13'");
    expect(runningMinuteLabel(firstHalf(), min(44, 59))).toBe("45'");
  });

  it('counts the second half from 46 and extra time from 91 and 106', () => {
    expect(runningMinuteLabel(firstHalf({ status: 'second_half', minute: 46 }), min(20))).toBe("66'");
    expect(runningMinuteLabel(firstHalf({ status: 'extra_time', minute: 91 }), min(3))).toBe("94'");
    expect(runningMinuteLabel(firstHalf({ status: 'extra_time', minute: 106 }), min(3))).toBe("109'");
  });

  it('never shows less than the feed says', () => {
    expect(runningMinuteLabel(firstHalf({ minute: 30 }), min(5))).toBe("30'");
  });

  it('past the regular end says only what is known: 45+ / 90+, or the feed’s stoppage figure', () => {
    expect(runningMinuteLabel(firstHalf({ minute: 45 }), min(47))).toBe("45+'");
    expect(runningMinuteLabel(firstHalf({ minute: 45, stoppage: 2 }), min(49))).toBe("45+2'");
    expect(runningMinuteLabel(firstHalf({ status: 'second_half', minute: 90 }), min(70))).toBe("90+'");
  });

  it('stops at half time and whenever the feed gives no start time', () => {
    expect(runningMinuteLabel(firstHalf({ status: 'half_time', minute: 45 }), min(50))).toBeNull();
    expect(runningMinuteLabel(firstHalf({ periodStartedAt: null }), min(5))).toBeNull();
    expect(runningMinuteLabel(firstHalf({ status: 'finished', minute: null }), min(5))).toBeNull();
  });
});
