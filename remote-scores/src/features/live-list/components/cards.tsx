import styles from './match-row.module.css';

/** Yellow and red card counts as small cards with the number on them (hidden when zero). */
export function Cards({ yellow, red }: { yellow: number; red: number }) {
  return (
    <span className={styles.cards}>
      {red > 0 && (
        <span className={styles.redCard} title={`红牌 ${red}`}>
          {red}
        </span>
      )}
      {yellow > 0 && (
        <span className={styles.yellowCard} title={`黄牌 ${yellow}`}>
          {yellow}
        </span>
      )}
    </span>
  );
}
