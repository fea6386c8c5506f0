import type { VersionHealth } from '@jincheng/shared/core';
import { percentOf } from './release-format';
import styles from './release-console.module.css';

const ROLE_LABELS: Record<VersionHealth['role'], string> = {
  current: '当前',
  canary: '灰度',
  previous: '回滚目标',
};

const countsOf = (totals: VersionHealth['totals']): Array<[string, string | number]> => [
  ['加载成功', totals.mount],
  ['加载失败', totals.loadFail],
  ['渲染错误', totals.renderError],
  ['回退', totals.fallback],
  ['失败率', percentOf(totals.failureRate)],
];

/** The chart's numbers as text: each version's totals over the last hour. */
export function HealthTotals({ health }: { health: VersionHealth[] }) {
  if (health.length === 0) return <p className={styles.muted}>最近一小时没有健康数据</p>;
  return (
    <ul className={styles.totals} aria-label="最近一小时合计">
      {health.map(({ version, role, totals }) => (
        <li key={`${role}-${version}`} className={styles.totalsItem}>
          <p className={styles.totalsHead}>
            {ROLE_LABELS[role]} <code>{version}</code>
          </p>
          <dl className={styles.counts}>
            {countsOf(totals).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
