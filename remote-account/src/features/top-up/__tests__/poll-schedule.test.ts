import { POLL, nextDelay } from '../lib/poll-schedule';

describe('the pay-state poll schedule', () => {
  it('starts at 1 s and grows 1.5× up to 5 s', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let i = 0; i < 7; i += 1) delays.push((delay = nextDelay(delay)));
    expect(delays).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 5000]);
  });

  it('gives up after 3 minutes', () => {
    expect(POLL.giveUpAfterMs).toBe(180_000);
  });
});
