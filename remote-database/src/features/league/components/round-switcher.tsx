import { gameDayName } from '../lib/game-day';
import styles from './league-detail.module.css';

export interface RoundSwitcherProps {
  round: number;
  total: number;
  /** The season's current round, marked in the list. */
  current: number;
  onChange: (round: number) => void;
  /** Game-night leagues (the NBA): the date of round 1; the switcher then pages by date. */
  firstDay?: string | null;
}

/** 上一轮 / a list of every round / 下一轮; by date (前一天 / 后一天) in a league without rounds. */
export function RoundSwitcher({ round, total, current, onChange, firstDay = null }: RoundSwitcherProps) {
  const byDate = firstDay !== null;
  const name = (n: number) => (byDate ? gameDayName(firstDay, n) : `第${n}轮`);
  return (
    <div className={styles.rounds} role="group" aria-label={byDate ? '比赛日切换' : '轮次切换'}>
      <button type="button" disabled={round <= 1} onClick={() => onChange(round - 1)}>
        {byDate ? '‹ 前一天' : '‹ 上一轮'}
      </button>
      <select
        aria-label={byDate ? '选择日期' : '选择轮次'}
        value={round}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {name(n)}
            {n === current ? (byDate ? '（今天）' : '（本轮）') : ''}
          </option>
        ))}
      </select>
      <button type="button" disabled={round >= total} onClick={() => onChange(round + 1)}>
        {byDate ? '后一天 ›' : '下一轮 ›'}
      </button>
    </div>
  );
}
