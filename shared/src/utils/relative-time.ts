import { dayjs, inDisplayZone, type DateInput } from './dates';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago, the way Chinese news lists say it (Asia/Shanghai): 刚刚 under a minute (and for a clock a little
 * ahead of ours), N分钟前, N小时前 within a day, then 昨天 HH:mm, MM-DD HH:mm this year, YYYY-MM-DD HH:mm before.
 */
export function fromNow(date: DateInput, now: DateInput = Date.now()): string {
  const then = dayjs(date);
  const current = dayjs(now);
  if (!then.isValid()) return '';
  const ago = current.valueOf() - then.valueOf();
  if (ago < MINUTE_MS) return '刚刚';
  if (ago < HOUR_MS) return `${Math.floor(ago / MINUTE_MS)}分钟前`;
  if (ago < DAY_MS) return `${Math.floor(ago / HOUR_MS)}小时前`;
  const local = inDisplayZone(then);
  const today = inDisplayZone(current);
  if (local.format('YYYY-MM-DD') === today.subtract(1, 'day').format('YYYY-MM-DD')) {
    return `昨天 ${local.format('HH:mm')}`;
  }
  return local.format(local.year() === today.year() ? 'MM-DD HH:mm' : 'YYYY-MM-DD HH:mm');
}
