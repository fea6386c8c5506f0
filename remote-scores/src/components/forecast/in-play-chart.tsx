import { useId } from 'react';
import { visuallyHidden, type InPlayPoint } from '@jincheng/shared';
import { pct, type Sides } from './forecast-cards';
import styles from './forecast.module.css';

const W = 440;
const H = 200;
const PAD = { left: 40, right: 12, top: 10, bottom: 26 };
const IW = W - PAD.left - PAD.right;
const IH = H - PAD.top - PAD.bottom;
const LINES = [
  { key: 'home', label: '主胜' },
  { key: 'draw', label: '平局' },
  { key: 'away', label: '客胜' },
] as const;

/**
 * 滚球胜率: P(主胜, 平, 客胜) a minute at a time from the frozen forecast, the clock and the score; a goal is a
 * mark on the time axis. The minutes where the score changed (and the last one) are in a table for screen readers.
 */
export function InPlayChart({ points, sides }: { points: InPlayPoint[]; sides: Sides }) {
  const tableId = useId();
  const last = points[points.length - 1];
  if (!last) return null;
  const span = Math.max(90, last.minute);
  const x = (m: number) => PAD.left + (m / span) * IW;
  const y = (p: number) => PAD.top + (1 - p) * IH;
  const goals = points.filter(
    (p, i) => i > 0 && (p.scoreHome !== points[i - 1]!.scoreHome || p.scoreAway !== points[i - 1]!.scoreAway),
  );
  const rows = [points[0]!, ...goals, ...(goals.includes(last) || last === points[0] ? [] : [last])];
  return (
    <figure className={styles.inPlay} data-testid="in-play-chart">
      <h3 className={styles.title}>滚球胜率</h3>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.chart}
        role="img"
        aria-label={`滚球胜率：${last.minute}' 时 主胜 ${pct(last.home)}，平 ${pct(last.draw)}，客胜 ${pct(last.away)}`}
        aria-describedby={tableId}
      >
        {[0, 0.25, 0.5, 0.75, 1].map((t) => (
          <g key={t} className={styles.grid}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {t * 100}%
            </text>
          </g>
        ))}
        {[0, 45, 90].map((m) => (
          <text key={m} className={styles.tick} x={x(m)} y={H - 8} textAnchor="middle">
            {m}&apos;
          </text>
        ))}
        {goals.map((g) => (
          <line
            key={g.minute}
            className={styles.goal}
            x1={x(g.minute)}
            x2={x(g.minute)}
            y1={y(1)}
            y2={y(0)}
          />
        ))}
        {LINES.map((l) => (
          <path
            key={l.key}
            className={styles[`${l.key}Line`]}
            d={points
              .map((p, i) => `${i ? 'L' : 'M'}${x(p.minute).toFixed(1)},${y(p[l.key]).toFixed(1)}`)
              .join('')}
          />
        ))}
      </svg>
      <figcaption className={styles.hint}>
        <span className={styles.keyHome}>主胜 {sides.home}</span>
        <span className={styles.keyDraw}>平局</span>
        <span className={styles.keyAway}>客胜 {sides.away}</span>
        竖线为进球；由赛前预测的预期进球、剩余时间和当时比分算出。
      </figcaption>
      <table id={tableId} className={visuallyHidden}>
        <caption>滚球胜率数据（开赛、每个进球和最新一分钟）</caption>
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">比分</th>
            <th scope="col">主胜</th>
            <th scope="col">平局</th>
            <th scope="col">客胜</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.minute}>
              <th scope="row">{p.minute}&apos;</th>
              <td>
                {p.scoreHome}-{p.scoreAway}
              </td>
              <td>{pct(p.home)}</td>
              <td>{pct(p.draw)}</td>
              <td>{pct(p.away)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
