import styles from './league-detail.module.css';

export interface RoundSwitcherProps {
  round: number;
  total: number;
  /** The season's current round, marked in the list. */
  current: number;
  onChange: (round: number) => void;
}

/** 上一轮 / a list of every round / 下一轮. */
export function RoundSwitcher({ round, total, current, onChange }: RoundSwitcherProps) {
  return (
    <div className={styles.rounds} role="group" aria-label="轮次切换">
      <button type="button" disabled={round <= 1} onClick={() => onChange(round - 1)}>
        ‹ 上一轮
      </button>
      <select aria-label="选择轮次" value={round} onChange={(event) => onChange(Number(event.target.value))}>
        {Array.from({ length: total }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            第{n}轮{n === current ? '（本轮）' : ''}
          </option>
        ))}
      </select>
      <button type="button" disabled={round >= total} onClick={() => onChange(round + 1)}>
        下一轮 ›
      </button>
    </div>
  );
}
