import { useId } from 'react';
import { visuallyHidden, type CalibrationBin } from '@jincheng/shared';
import { pct1 } from '../model-sport';
import styles from './model-charts.module.css';

const W = 320;
const H = 320;
const PAD = { left: 54, right: 20, top: 12, bottom: 36 };
const IW = W - PAD.left - PAD.right;
const IH = H - PAD.top - PAD.bottom;
const x = (p: number) => PAD.left + p * IW;
const y = (p: number) => PAD.top + (1 - p) * IH;
const TICKS = [0, 0.2, 0.4, 0.6, 0.8, 1];

/**
 * 校准图: each decile of forecast probability against how often it happened, the dot's size by the count of
 * the bin, the diagonal is perfect calibration. The numbers are in a table below for screen readers.
 */
export function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  const tableId = useId();
  const filled = bins.filter((b) => b.forecast !== null && b.observed !== null && b.n > 0);
  const maxN = Math.max(1, ...filled.map((b) => b.n));
  const path = filled
    .map((b, i) => `${i ? 'L' : 'M'}${x(b.forecast!).toFixed(1)},${y(b.observed!).toFixed(1)}`)
    .join('');
  return (
    <figure className={styles.figure} data-testid="calibration-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.svg}
        role="img"
        aria-label="校准图：预测概率与实际发生频率"
        aria-describedby={tableId}
      >
        {TICKS.map((t) => (
          <g key={t} className={styles.grid}>
            <line x1={x(0)} x2={x(1)} y1={y(t)} y2={y(t)} />
            <line x1={x(t)} x2={x(t)} y1={y(0)} y2={y(1)} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end">
              {t * 100}%
            </text>
            <text x={x(t)} y={H - PAD.bottom + 16} textAnchor="middle">
              {t * 100}%
            </text>
          </g>
        ))}
        <line className={styles.diagonal} x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} />
        <path className={styles.modelLine} d={path} />
        {filled.map((b) => (
          <circle
            key={b.from}
            className={styles.dot}
            cx={x(b.forecast!)}
            cy={y(b.observed!)}
            r={3 + 6 * Math.sqrt(b.n / maxN)}
          />
        ))}
        <text className={styles.axis} x={x(0.5)} y={H - 4} textAnchor="middle">
          预测概率
        </text>
        <text className={styles.axis} transform={`translate(11 ${y(0.5)}) rotate(-90)`} textAnchor="middle">
          实际发生频率
        </text>
      </svg>
      <figcaption className={styles.caption}>
        点越靠近对角线，预测越准；点的大小表示该区间的样本数（每场比赛的主胜、平、客胜各算一次）。
      </figcaption>
      <table id={tableId} className={visuallyHidden}>
        <caption>校准图数据</caption>
        <thead>
          <tr>
            <th scope="col">预测概率区间</th>
            <th scope="col">样本数</th>
            <th scope="col">平均预测概率</th>
            <th scope="col">实际发生频率</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((b) => (
            <tr key={b.from}>
              <th scope="row">
                {Math.round(b.from * 100)}%–{Math.round(b.to * 100)}%
              </th>
              <td>{b.n}</td>
              <td>{pct1(b.forecast)}</td>
              <td>{pct1(b.observed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
