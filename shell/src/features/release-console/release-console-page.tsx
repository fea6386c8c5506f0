import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadFailed, RequestError, useViewer } from '@jincheng/shared';
import { ScreenPending } from '../../app/screen-pending';
import { releasesQuery } from './api/get-releases';
import { OPS_STEP } from './api/second-factor-api';
import { AppCard } from './app-card';
import { OperatorsOnly, SignInNeeded } from './access-state';
import { EnrolStep, RecoveryCodes } from './enrol-step';
import { PasswordChangeStep, VerifyStep } from './operator-steps';
import { beijingTime, percentOf } from './release-format';
import styles from './release-console.module.css';

const codeOf = (error: unknown) => (error instanceof RequestError ? error.code : undefined);

/**
 * /ops/releases (issue 29): every app's versions, health and history, with rollback, promote and stop-canary.
 * A shell screen, so it works while the remotes it rolls back are broken; rendered in the browser only
 * (server/src/ssr/server-render.ts), never indexed. Before the data, the server's steps (docs/releases.md,
 * "Operator sign-in"): change the printed password (4031), enrol an authenticator (4032, then the recovery
 * codes once), pass it in this session (4033).
 */
export default function ReleaseConsolePage() {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const query = useQuery(releasesQuery(viewer));
  const code = codeOf(query.error);
  // Shown until the operator says they are saved, even though the console would open behind them.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: ['shell', 'ops', 'releases'] });

  let body;
  // Release data is shown only from a 200: a 401/403 on a later read replaces what was on screen.
  if (recoveryCodes)
    body = (
      <RecoveryCodes
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          readAgain();
        }}
      />
    );
  else if (code === 401) body = <SignInNeeded />;
  else if (code === 403) body = <OperatorsOnly />;
  else if (code === OPS_STEP.passwordChange) body = <PasswordChangeStep onDone={readAgain} />;
  else if (code === OPS_STEP.enrol) body = <EnrolStep onCodes={setRecoveryCodes} />;
  else if (code === OPS_STEP.secondFactor) body = <VerifyStep onDone={readAgain} />;
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
