import type { VersionHealth } from '@jincheng/shared/core';
import { loadsOf, minuteRate, percentOf } from './release-format';
import styles from './health-chart.module.css';

const MINUTES = 60;
const MINUTE_MS = 60_000;
const WIDTH = 600;
const HEIGHT = 120;
const SLOT = WIDTH / MINUTES;

export interface HealthChartProps {
  label: string;
  /** The server's clock (epoch ms): the hour drawn ends here. */
  now: number;
  health: VersionHealth[];
}

/** The API gives each minute's start in epoch ms; epoch minutes are accepted too. */
const minuteStart = (minute: number) => (minute < 1e11 ? minute * MINUTE_MS : minute);

function slotOf(minute: number, now: number): number {
  const fromEnd = Math.floor((now - minuteStart(minute)) / MINUTE_MS);
  return MINUTES - 1 - fromEnd;
}

/** A step line of a version's per-minute failure rate; minutes without data leave a gap. */
function ratePath(version: VersionHealth, now: number, top: number): string {
  let path = '';
  let last = -2;
  for (const m of version.minutes) {
    const slot = slotOf(m.minute, now);
    if (slot < 0 || slot >= MINUTES) continue;
    const y = (HEIGHT - (minuteRate(m) / top) * HEIGHT).toFixed(1);
    path += `${slot === last + 1 ? 'L' : 'M'}${(slot * SLOT).toFixed(1)} ${y}H${((slot + 1) * SLOT).toFixed(1)}`;
    last = slot;
  }
  return path;
}

function summary(label: string, shown: VersionHealth[]): string {
  if (shown.every((v) => v.minutes.length === 0)) return `${label}最近一小时没有加载记录`;
  const parts = shown.map(
    (v) =>
      `${v.role === 'canary' ? '灰度' : '当前'}版本 ${v.version} 加载 ${loadsOf(v.totals)} 次，失败率 ${percentOf(v.totals.failureRate)}`,
  );
  return `${label}最近一小时：${parts.join('；')}`;
}

/** Per-minute failure rate of the current and the canary version over the last hour, over the loads count. */
export function HealthChart({ label, now, health }: HealthChartProps) {
  const shown = health.filter((v) => v.role === 'current' || v.role === 'canary');
  const loads = new Array<number>(MINUTES).fill(0);
  let worst = 0;
  for (const v of shown) {
    for (const m of v.minutes) {
      const slot = slotOf(m.minute, now);
      if (slot < 0 || slot >= MINUTES) continue;
      loads[slot] = (loads[slot] ?? 0) + loadsOf(m);
      worst = Math.max(worst, minuteRate(m));
    }
  }
  // The rate axis goes to the next 5 % above the worst minute (at least 5 %), so small rates stay visible.
  const top = Math.max(0.05, Math.ceil(worst * 20) / 20);
  const mostLoads = Math.max(1, ...loads);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.legend}>
        {shown.map((v) => (
          <span key={v.role} className={styles.key}>
            <span className={`${styles.swatch} ${styles[v.role]}`} aria-hidden="true" />
            {v.role === 'canary' ? '灰度' : '当前'} {v.version}
          </span>
        ))}
        <span className={styles.key}>
          <span className={`${styles.swatch} ${styles.loads}`} aria-hidden="true" />
          加载次数（最多 {mostLoads}/分钟）
        </span>
      </figcaption>
      <div className={styles.plot}>
        <span className={styles.yTop} aria-hidden="true">
          {percentOf(top)}
        </span>
        <span className={styles.yZero} aria-hidden="true">
          0%
        </span>
        <svg
          className={styles.svg}
          role="img"
          aria-label={summary(label, shown)}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
        >
          <line className={styles.grid} x1="0" x2={WIDTH} y1={HEIGHT / 2} y2={HEIGHT / 2} />
          {loads.map((count, slot) =>
            count > 0 ? (
              <rect
                key={slot}
                className={styles.bar}
                x={slot * SLOT + 1}
                width={SLOT - 2}
                y={HEIGHT - (count / mostLoads) * HEIGHT * 0.9}
                height={(count / mostLoads) * HEIGHT * 0.9}
              />
            ) : null,
          )}
          {shown.map((v) => (
            <path key={v.role} className={`${styles.line} ${styles[v.role]}`} d={ratePath(v, now, top)} />
          ))}
        </svg>
      </div>
      <div className={styles.xAxis} aria-hidden="true">
        <span>60 分钟前</span>
        <span>现在</span>
      </div>
    </figure>
  );
}
