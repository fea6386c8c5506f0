import { useState } from 'react';
import type { AppRelease, ReleaseAction } from '@jincheng/shared/core';
import { ACTION_TITLES, ConfirmActionDialog } from './confirm-action-dialog';
import { HealthChart } from './health-chart';
import { HealthTotals } from './health-totals';
import { ReleaseHistory } from './release-history';
import { beijingTime } from './release-format';
import styles from './release-console.module.css';

export interface AppCardProps {
  app: AppRelease;
  now: number;
}

function CanaryLine({ canary }: { canary: NonNullable<AppRelease['canary']> }) {
  return (
    <>
      <code>{canary.version}</code> · {canary.percent}% 访客
      {canary.auto ? (
        <span className={styles.badge}>
          自动分析 {canary.auto.steps.join('→')}%
          {canary.auto.lastVerdict ? ` · 最近结论：${canary.auto.lastVerdict}` : ''}
        </span>
      ) : null}
      <span className={styles.sub}>
        {beijingTime(canary.at)} {canary.by}
        {canary.why ? `：${canary.why}` : ''}
      </span>
      {canary.auto?.recommended ? (
        // The analysis never takes a canary to 100 % itself: it recommends, the operator decides.
        <span className={styles.recommend}>
          {beijingTime(canary.auto.recommended.at)} 自动分析建议全量发布（需运维确认）：
          {canary.auto.recommended.why}
        </span>
      ) : null}
    </>
  );
}

/** One app: its versions, the last hour's health, its history and the actions an operator may take. */
export function AppCard({ app, now }: AppCardProps) {
  const [action, setAction] = useState<ReleaseAction>();
  const headingId = `release-${app.app}`;
  // The shell has no canary (docs/releases.md); a canary's buttons show only while one runs.
  const actions: ReleaseAction[] = [
    'rollback',
    ...(app.canary && app.app !== 'shell' ? (['promote', 'stop-canary'] as const) : []),
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {app.label} <code className={styles.appId}>{app.app}</code>
      </h2>
      <dl className={styles.versions}>
        <div>
          <dt>当前版本</dt>
          <dd>{app.current ? <code>{app.current}</code> : '未发布'}</dd>
        </div>
        <div>
          <dt>灰度</dt>
          <dd>{app.canary ? <CanaryLine canary={app.canary} /> : '无'}</dd>
        </div>
        <div>
          <dt>回滚目标</dt>
          <dd>{app.previous ? <code>{app.previous}</code> : '无'}</dd>
        </div>
      </dl>
      <h3 className={styles.sectionTitle}>最近一小时健康</h3>
      {app.app === 'shell' ? (
        // The shell's page is chosen and falls back on the server; beacons count the remotes' versions.
        <p className={styles.muted}>外壳的版本由服务器选择并在服务器端回退，访客健康数据只统计各远程模块。</p>
      ) : (
        <>
          <HealthChart label={app.label} now={now} health={app.health} />
          <HealthTotals health={app.health} />
        </>
      )}
      <div className={styles.actions}>
        {actions.map((a) => (
          <button
            key={a}
            type="button"
            className={a === 'promote' ? styles.primary : styles.secondary}
            disabled={a === 'rollback' && !app.previous}
            onClick={() => setAction(a)}
          >
            {ACTION_TITLES[a]}
            {a === 'promote' && app.canary?.auto?.recommended ? '（分析建议）' : ''}
          </button>
        ))}
      </div>
      <details className={styles.historyBox} open>
        <summary>发布历史（{app.history.length}）</summary>
        <ReleaseHistory history={app.history} />
      </details>
      {action ? <ConfirmActionDialog app={app} action={action} onClose={() => setAction(undefined)} /> : null}
    </section>
  );
}
