import type { BoxScoreRow } from '@jincheng/shared';
import styles from './tables.module.css';

const COLUMNS = [
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
] as const;

/** +/- with its sign: +7, −3 (a real minus sign), 0. */
export function formatPlusMinus(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

function PlayerRow({ p }: { p: BoxScoreRow }) {
  return (
    <tr className={p.starter ? styles.starter : undefined}>
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
      {/* A server older than the +/- column sends none: the cell says so rather than a false 0. */}
      <td className={p.plusMinus > 0 ? styles.plus : p.plusMinus < 0 ? styles.minus : undefined}>
        {typeof p.plusMinus === 'number' ? formatPlusMinus(p.plusMinus) : '—'}
      </td>
    </tr>
  );
}

/**
 * 球员数据: one table per team, the five starters (首发) first and the bench (替补) after, each group under a row
 * header a screen reader announces with every player row; it scrolls inside its own box on a phone, the page
 * does not.
 */
export function BoxScore({ team, rows }: { team: string; rows: BoxScoreRow[] }) {
  const groups = [
    { label: '首发', rows: rows.filter((p) => p.starter) },
    { label: '替补', rows: rows.filter((p) => !p.starter) },
  ].filter((g) => g.rows.length > 0);
  return (
    // Focusable so a keyboard user can scroll the table sideways on a phone.
    <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${team} 球员数据`}>
      <table className={styles.table}>
        <caption className={styles.caption}>{team}</caption>
        <thead>
          <tr>
            {COLUMNS.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
            <th scope="col">
              <abbr title="正负值：球员在场时本队得分减去对手得分">+/-</abbr>
            </th>
          </tr>
        </thead>
        {groups.map((g) => (
          <tbody key={g.label}>
            <tr className={styles.group}>
              <th scope="rowgroup" colSpan={COLUMNS.length + 1}>
                <span>{g.label}</span>
              </th>
            </tr>
            {g.rows.map((p) => (
              <PlayerRow key={p.playerId} p={p} />
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
