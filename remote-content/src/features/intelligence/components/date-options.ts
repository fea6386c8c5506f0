import { dayjs, DISPLAY_TIME_ZONE } from '@jincheng/shared';
import type { SegmentedOption } from '../../../components/segmented';

const NAMES: Record<number, string> = { [-2]: '前天', [-1]: '昨天', 0: '今天', 1: '明天', 2: '后天' };

/**
 * 全部 plus the Shanghai days intelligence is written for: two days back to three ahead of today (the
 * server's window). Values are `YYYY-MM-DD` (the match day), '' for 全部.
 */
export function intelligenceDates(now: number = Date.now()): Array<SegmentedOption<string>> {
  const today = dayjs(now).tz(DISPLAY_TIME_ZONE).startOf('day');
  const days = [-2, -1, 0, 1, 2, 3].map((offset) => {
    const day = today.add(offset, 'day');
    return { value: day.format('YYYY-MM-DD'), label: NAMES[offset] ?? day.format('MM-DD') };
  });
  return [{ value: '', label: '全部' }, ...days];
}
