import { useId } from 'react';
import {
  formatClock,
  percentText,
  visuallyHidden,
  type BasketballInPlay,
  type InPlayPoint,
} from '@jincheng/shared';
import type { Sides } from './forecast-cards';
import styles from './forecast.module.css';

const W = 440;
const H = 200;
const PAD = { left: 40, right: 12, top: 10, bottom: 26 };
const IW = W - PAD.left - PAD.right;
const IH = H - PAD.top - PAD.bottom;
const OUTCOMES = [
  { key: 'home', label: '主胜' },
  { key: 'draw', label: '平局' },
  { key: 'away', label: '客胜' },
] as const;

type Outcome = (typeof OUTCOMES)[number];

/** How a sport's line is laid out: the time axis, its marks, the outcomes drawn and the rows read out. */
interface Layout {
  span: number;
  ticks: Array<{ at: number; label: string }>;
  /** Minutes marked with a dashed line: football's goals, basketball's ends of period. */
  marks: number[];
  outcomes: readonly Outcome[];
  /** A point's time as a fan reads it: 67', 第三节 05:00. */
  when: (minute: number) => string;
  /** The points read out in the table for screen readers. */
  rows: InPlayPoint[];
  rowsCaption: string;
  note: string;
}

const changed = (points: InPlayPoint[]) =>
  points.filter(
    (p, i) => i > 0 && (p.scoreHome !== points[i - 1]!.scoreHome || p.scoreAway !== points[i - 1]!.scoreAway),
  );

/** Distinct points in minute order. */
const rowsOf = (points: Array<InPlayPoint | undefined>) =>
  [...new Set(points.filter((p): p is InPlayPoint => p !== undefined))].sort((a, b) => a.minute - b.minute);

function footballLayout(points: InPlayPoint[]): Layout {
  const goals = changed(points);
  return {
    span: Math.max(90, points.at(-1)!.minute),
    ticks: [0, 45, 90].map((m) => ({ at: m, label: `${m}'` })),
    marks: goals.map((g) => g.minute),
    outcomes: OUTCOMES,
    when: (minute) => `${minute}'`,
    rows: rowsOf([points[0], ...goals, points.at(-1)]),
    rowsCaption: '滚球胜率数据（开赛、每个进球和最新一分钟）',
    note: '竖线为进球；由赛前预测的预期进球、剩余时间和当时比分算出。',
  };
}

/** A basketball period on the axis: 第1节 … 第4节, 加时1 …; in words, 第三节 as the match clock says it. */
const periodShort = (period: number) => (period <= 4 ? `第${period}节` : `加时${period - 4}`);

function basketballLayout(points: InPlayPoint[], line: BasketballInPlay): Layout {
  const { periods } = line;
  const end = periods.at(-1)!.to;
  const when = (minute: number) => {
    if (minute === 0) return '开赛';
    const p = periods.find((q) => minute <= q.to) ?? periods.at(-1)!;
    if (minute >= p.to) return `${periodShort(p.period)}结束`;
    return `${periodShort(p.period)} 剩 ${formatClock((p.to - minute) * 60)}`;
  };
  return {
    span: Math.max(end, points.at(-1)!.minute),
    ticks: periods.map((p) => ({ at: (p.from + p.to) / 2, label: periodShort(p.period) })),
    marks: periods.slice(0, -1).map((p) => p.to),
    outcomes: OUTCOMES.filter((o) => o.key !== 'draw'),
    when,
    rows: rowsOf([points[0], ...periods.map((p) => points.find((q) => q.minute === p.to)), points.at(-1)]),
    rowsCaption: '滚球胜率数据（开赛、每节结束和最新一分钟）',
    note: '竖线为每节结束；由赛前预测的预期分差、剩余比赛时间和当时比分算出，平分进入加时。',
  };
}

/**
 * 滚球胜率: the win probabilities a minute at a time from the frozen forecast, the clock and the score. Football
 * draws P(主胜, 平, 客胜) over 90 minutes with each goal marked; basketball (given its `periods`) P(主胜, 客胜)
 * over the game clock, quarter by quarter, overtimes included. The start, the marked moments and the last point
 * are in a table for screen readers.
 */
export function InPlayChart({
  points,
  sides,
  basketball,
}: {
  points: InPlayPoint[];
  sides: Sides;
  basketball?: BasketballInPlay;
}) {
  const tableId = useId();
  const last = points.at(-1);
  if (!last) return null;
  const layout = basketball ? basketballLayout(points, basketball) : footballLayout(points);
  const x = (m: number) => PAD.left + (m / layout.span) * IW;
  const y = (p: number) => PAD.top + (1 - p) * IH;
  const now = layout.outcomes.map((o) => `${o.key === 'draw' ? '平' : o.label} ${percentText(last[o.key])}`);
  return (
    <figure className={styles.inPlay} data-testid="in-play-chart">
      <h3 className={styles.title}>滚球胜率</h3>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.chart}
        role="img"
        aria-label={`滚球胜率：${layout.when(last.minute)} 时 ${now.join('，')}`}
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
        {layout.ticks.map((t) => (
          <text key={t.at} className={styles.tick} x={x(t.at)} y={H - 8} textAnchor="middle">
            {t.label}
          </text>
        ))}
        {layout.marks.map((m) => (
          <line key={m} className={styles.goal} x1={x(m)} x2={x(m)} y1={y(1)} y2={y(0)} />
        ))}
        {layout.outcomes.map((o) => (
          <path
            key={o.key}
            className={styles[`${o.key}Line`]}
            d={points
              .map((p, i) => `${i ? 'L' : 'M'}${x(p.minute).toFixed(1)},${y(p[o.key]).toFixed(1)}`)
              .join('')}
          />
        ))}
      </svg>
      <figcaption className={styles.hint}>
        <span className={styles.keyHome}>主胜 {sides.home}</span>
        {!basketball && <span className={styles.keyDraw}>平局</span>}
        <span className={styles.keyAway}>客胜 {sides.away}</span>
        {layout.note}
      </figcaption>
      <table id={tableId} className={visuallyHidden}>
        <caption>{layout.rowsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">时间</th>
            <th scope="col">比分（主-客）</th>
            {layout.outcomes.map((o) => (
              <th key={o.key} scope="col">
                {o.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {layout.rows.map((p) => (
            <tr key={p.minute}>
              <th scope="row">{layout.when(p.minute)}</th>
              <td>
                {p.scoreHome}-{p.scoreAway}
              </td>
              {layout.outcomes.map((o) => (
                <td key={o.key}>{percentText(p[o.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
