import type { BoxScoreRow } from '@jincheng/shared';
import styles from './tables.module.css';

/** 球员数据: one table per team; it scrolls inside its own box on a phone, the page does not. */
export function BoxScore({ team, rows }: { team: string; rows: BoxScoreRow[] }) {
  return (
    // Focusable so a keyboard user can scroll the table sideways on a phone.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${team} 球员数据`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{team}</caption>
        <thead>
          <tr>
            {[
              '球员',
              '位置',
              '时间',
              '得分',
              '篮板',
              '助攻',
              '投篮',
              '三分',
              '罚球',
              '抢断',
              '盖帽',
              '失误',
              '犯规',
              '效率',
            ].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.playerId} className={p.starter ? styles.starter : undefined}>
              <th scope="row" className={styles.player}>
                <small>{p.number}</small> {p.name}
              </th>
              <td>{p.position}</td>
              <td>{p.minutes}</td>
              <td className={styles.total}>{p.points}</td>
              <td>{p.rebounds}</td>
              <td>{p.assists}</td>
              <td>
                {p.fieldGoalsMade}/{p.fieldGoalsAttempted}
              </td>
              <td>
                {p.threesMade}/{p.threesAttempted}
              </td>
              <td>
                {p.freeThrowsMade}/{p.freeThrowsAttempted}
              </td>
              <td>{p.steals}</td>
              <td>{p.blocks}</td>
              <td>{p.turnovers}</td>
              <td>{p.fouls}</td>
              <td title="得分+篮板+助攻+抢断+盖帽−投篮不中−罚球不中−失误">{p.efficiency}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
