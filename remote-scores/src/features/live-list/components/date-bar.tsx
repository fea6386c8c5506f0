import { useLayoutEffect, useRef } from 'react';
import { dayjs, useHydrated, type MatchDaysData } from '@jincheng/shared';
import styles from './date-bar.module.css';

export interface DateBarProps {
  days: MatchDaysData | null;
  /** null = today */
  date: string | null;
  onChange: (date: string | null) => void;
}

const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

function dayName(date: string, today: string): string {
  const diff = dayjs(date).diff(dayjs(today), 'day');
  if (diff === 0) return '今天';
  if (diff === -1) return '昨天';
  if (diff === 1) return '明天';
  return WEEKDAYS[dayjs(date).day()] ?? '';
}

/** Past and future days with their match counts; on a phone the bar scrolls sideways on its own. */
export function DateBar({ days, date, onChange }: DateBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const selected = date ?? days?.today ?? null;
  const live = useHydrated();
  const centred = useRef<{ selected: string | null; days: DateBarProps['days'] } | null>(null);
  useLayoutEffect(() => {
    const el = bar.current?.querySelector<HTMLElement>('[aria-current="date"]');
    const box = bar.current;
    if (!el || !box) return;
    const before = centred.current;
    centred.current = { selected, days };
    // The server's bar is already on the chosen day (it snaps there until the shell runs); from then on it is the
    // fan's to scroll, so hydrating it moves nothing. A bar the browser renders, another day or new days centre.
    const move = before === null ? live : before.selected !== selected || before.days !== days;
    if (move) box.scrollLeft = el.offsetLeft - box.clientWidth / 2 + el.clientWidth / 2;
  }, [selected, days, live]);
  if (!days) return <div className={styles.bar} aria-hidden="true" />;
  return (
    <nav className={styles.bar} ref={bar} aria-label="选择日期">
      {days.days.map((d) => (
        <button
          key={d.date}
          type="button"
          className={styles.day}
          aria-current={d.date === selected ? 'date' : undefined}
          onClick={() => onChange(d.date === days.today ? null : d.date)}
        >
          <span className={styles.name}>{dayName(d.date, days.today)}</span>
          <span className={styles.date}>{d.date.slice(5)}</span>
          <span className={styles.count}>{d.live ? `${d.live} 场进行中` : `${d.count} 场`}</span>
        </button>
      ))}
    </nav>
  );
}
