import { useId } from 'react';
import { formatDate, visuallyHidden, type ModelRecordData } from '@jincheng/shared';
import { fmt4 } from '../model-sport';
import styles from './model-charts.module.css';

export type RollingSeries = ModelRecordData['rolling'][number];

const W = 440;
const H = 240;
const PAD = { left: 40, right: 10, top: 10, bottom: 28 };
const IW = W - PAD.left - PAD.right;
const IH = H - PAD.top - PAD.bottom;

/** 滚动 Brier: the Brier score of the last `window` matches, model against baseline, one point a week. */
export function RollingChart({ series }: { series: RollingSeries }) {
  const tableId = useId();
  const pts = series.points;
  const values = pts.flatMap((p) => [p.model, p.baseline]);
  const lo = Math.floor((Math.min(...values) - 0.02) * 20) / 20;
  const hi = Math.ceil((Math.max(...values) + 0.02) * 20) / 20;
  const x = (i: number) => PAD.left + (pts.length > 1 ? (i / (pts.length - 1)) * IW : IW / 2);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo || 1)) * IH;
  const line = (key: 'model' | 'baseline') =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p[key]).toFixed(1)}`).join('');
  const ticks: number[] = [];
  for (let t = lo; t <= hi + 1e-9; t += 0.05) ticks.push(Math.round(t * 100) / 100);
  const label = `${series.league} ${series.season.replace('-', '/')}`;
  const dateTicks = pts.length > 1 ? [0, Math.floor((pts.length - 1) / 2), pts.length - 1] : [0];
  return (
    <figure className={styles.figure} data-testid="rolling-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.svgWide}
        role="img"
        aria-label={`${label} 滚动 Brier 分数（最近 ${series.window} 场）`}
        aria-describedby={tableId}
      >
        {ticks.map((t) => (
          <g key={t} className={styles.grid}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {t.toFixed(2)}
            </text>
          </g>
        ))}
        {dateTicks.map((i) => (
          <text
            key={i}
            className={styles.tick}
            x={x(i)}
            y={H - 8}
            textAnchor={i === 0 ? 'start' : i === pts.length - 1 ? 'end' : 'middle'}
          >
            {formatDate(pts[i]!.kickoff, 'YYYY-MM-DD')}
          </text>
        ))}
        <path className={styles.baselineLine} d={line('baseline')} />
        <path className={styles.modelLine} d={line('model')} />
      </svg>
      <figcaption className={styles.caption}>
        <span className={styles.keyModel}>模型</span>
        <span className={styles.keyBaseline}>基准</span>
        每周一个点：最近 {series.window} 场真实比赛的平均 Brier 分数，越低越好。
      </figcaption>
      <table id={tableId} className={visuallyHidden}>
        <caption>{label} 滚动 Brier 分数数据</caption>
        <thead>
          <tr>
            <th scope="col">日期</th>
            <th scope="col">场数</th>
            <th scope="col">模型</th>
            <th scope="col">基准</th>
          </tr>
        </thead>
        <tbody>
          {pts.map((p) => (
            <tr key={p.kickoff}>
              <th scope="row">{formatDate(p.kickoff, 'YYYY-MM-DD')}</th>
              <td>{p.n}</td>
              <td>{fmt4(p.model)}</td>
              <td>{fmt4(p.baseline)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
