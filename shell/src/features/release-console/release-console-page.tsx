import { useQuery } from '@tanstack/react-query';
import { LoadFailed, RequestError, useViewer } from '@jincheng/shared';
import { ScreenPending } from '../../app/screen-pending';
import { releasesQuery } from './api/get-releases';
import { AppCard } from './app-card';
import { OperatorsOnly, SignInNeeded } from './access-state';
import { beijingTime, percentOf } from './release-format';
import styles from './release-console.module.css';

const codeOf = (error: unknown) => (error instanceof RequestError ? error.code : undefined);

/**
 * /ops/releases (issue 29): every app's versions, health and history, with rollback, promote and stop-canary.
 * A shell screen, so it works while the remotes it rolls back are broken; rendered in the browser only
 * (server/src/ssr/server-render.ts), never indexed.
 */
export default function ReleaseConsolePage() {
  const viewer = useViewer();
  const query = useQuery(releasesQuery(viewer));
  const code = codeOf(query.error);

  let body;
  // Release data is shown only from a 200: a 401/403 on a later read replaces what was on screen.
  if (code === 401) body = <SignInNeeded />;
  else if (code === 403) body = <OperatorsOnly />;
  else if (query.isPending) body = <ScreenPending rows={8} />;
  else if (!query.data)
    body = (
      <LoadFailed
        message={`发布状态读取失败：${query.error?.message ?? '未知错误'}`}
        onRetry={() => void query.refetch()}
        classes={{ root: styles.state, text: styles.stateTitle, retry: styles.primary }}
      />
    );
  else if (query.data.apps.length === 0) body = <p className={styles.state}>还没有任何应用发布过版本</p>;
  else
    body = (
      <>
        {query.isError ? (
          <LoadFailed
            message={`最新状态读取失败（${query.error.message}），下面是 ${beijingTime(query.dataUpdatedAt)} 的数据`}
            onRetry={() => void query.refetch()}
            classes={{ root: styles.stale, text: styles.staleText, retry: styles.secondary }}
          />
        ) : null}
        <p className={styles.muted}>
          数据时间 {beijingTime(query.data.now)}（每 15 秒刷新）· 自动分析：每{' '}
          {query.data.analysis.intervalMs / 1000} 秒一次，最少 {query.data.analysis.minSample}{' '}
          次加载，允许失败率超出 {percentOf(query.data.analysis.maxExcess)}
        </p>
        <div className={styles.cards}>
          {query.data.apps.map((app) => (
            <AppCard key={app.app} app={app} now={query.data.now} />
          ))}
        </div>
      </>
    );

  return (
    <section className={styles.page} aria-labelledby="release-console-title">
      <meta name="robots" content="noindex, nofollow" />
      <h1 id="release-console-title" className={styles.title}>
        发布控制台
      </h1>
      {body}
    </section>
  );
}
