import { useEffect, useId, useRef } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  EmptyState,
  LoadFailed,
  LoadingState,
  QueryBoundary,
  formatDate,
  isSignedInAtom,
  showLoginAtom,
  useHydrated,
  useViewer,
  type FanBest,
  type MatchFanRatings,
  type MatchStatus,
} from '@jincheng/shared';
import { useAtomValue, useSetAtom } from '../../../lib/app-jotai';
import { fanRatingsQuery } from '../api/fan-rating-queries';
import { FAILED_TEXT, emptyTabClasses, failedClasses } from './detail-look';
import { FanRatingRow } from './fan-rating-row';
import styles from './fan-ratings.module.css';

export interface FanRatingsPanelProps {
  matchId: number;
  /** The sides in the order this sport lists them (football home first, basketball away first). */
  sides: ReadonlyArray<{ side: 'home' | 'away'; name: string }>;
  /** What the computed number is called: 评分 (football) or 效率 (basketball). */
  computedLabel: string;
  /** The live status: the list is read again when it changes (rating opens at the final whistle). */
  status: MatchStatus;
}

/**
 * 球迷评分: everyone who played with the computed rating, the fans' average and count, and (from full time until
 * the room closes) a 1–10 scale for a signed-in fan. Read after hydration: the server's page is shared by
 * everyone and is not kept waiting for it.
 */
export function FanRatingsPanel(props: FanRatingsPanelProps) {
  const hydrated = useHydrated();
  const loading = <LoadingState label="球迷评分加载中…" className={styles.loading} />;
  if (!hydrated) return loading;
  return (
    <QueryBoundary
      pending={loading}
      failed={(_error, retry) => <LoadFailed message={FAILED_TEXT} onRetry={retry} classes={failedClasses} />}
    >
      <FanRatingsBody {...props} />
    </QueryBoundary>
  );
}

const time = (ms: number) => formatDate(ms, 'MM-DD HH:mm');

function stateNote(r: MatchFanRatings): string {
  switch (r.state) {
    case 'open':
      return `每位出场球员 1–10 分，可修改，${time(r.closesAt)} 截止`;
    case 'closed':
      return `评分已于 ${time(r.closesAt)} 截止，以下为最终结果`;
    case 'none':
      return '本场比赛未完赛，不开放评分';
    default:
      return r.fullTimeAt > Date.now()
        ? `比赛结束后开放评分（预计 ${time(r.fullTimeAt)} 完场）`
        : '比赛结束后开放评分';
  }
}

function FanRatingsBody({ matchId, sides, computedLabel, status }: FanRatingsPanelProps) {
  const viewer = useViewer();
  const query = fanRatingsQuery(matchId, viewer);
  const { data } = useSuspenseQuery(query);
  const client = useQueryClient();
  const signedIn = useAtomValue(isSignedInAtom);
  const showLogin = useSetAtom(showLoginAtom);
  const headingId = useId();
  // The final whistle (a status change on the live header) opens rating: read it again then, not on mount.
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void client.invalidateQueries({ queryKey: ['scores', 'fan-ratings', matchId] });
  }, [client, matchId, status]);
  const canRate = data.state === 'open' && signedIn;
  const nameOf = (side: 'home' | 'away') => sides.find((s) => s.side === side)?.name ?? '';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          球迷评分
        </h2>
        <p className={styles.note}>{stateNote(data)}</p>
        {data.state === 'open' && !signedIn ? (
          <button type="button" className={styles.signIn} onClick={() => showLogin(true)}>
            登录后评分
          </button>
        ) : null}
      </div>
      {signedIn && data.myScoresCounted === false ? (
        <p className={styles.young}>
          新注册账号（不满 {data.countedAccountDays ?? 7} 天）的评分仅自己可见，暂不计入平均分和球迷最佳
        </p>
      ) : null}
      <BestLine
        best={data.fanBest}
        team={data.fanBest ? nameOf(data.fanBest.side) : ''}
        min={data.minVotesForBest}
      />
      {sides.every(({ side }) => data.players[side].length === 0) ? (
        <EmptyState classes={emptyTabClasses}>比赛开始后这里列出出场球员</EmptyState>
      ) : (
        sides.map(({ side, name }) => (
          <section key={side} className={styles.side} aria-label={`${name} 出场球员`}>
            <h3 className={styles.team}>{name}</h3>
            <ul className={styles.list}>
              {data.players[side].map((p) => (
                <FanRatingRow
                  key={p.playerId}
                  player={p}
                  matchId={matchId}
                  queryKey={query.queryKey}
                  computedLabel={computedLabel}
                  best={data.fanBest?.playerId === p.playerId}
                  canRate={canRate}
                />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

function BestLine({ best, team, min }: { best: FanBest | null; team: string; min: number }) {
  if (!best) return <p className={styles.bestNone}>至少 {min} 位球迷评分的球员中评出球迷最佳</p>;
  return (
    <p className={styles.best}>
      <span className={styles.bestTag}>球迷最佳</span>
      <strong>{best.name}</strong>
      <span className={styles.bestTeam}>{team}</span>
      <span className={styles.bestScore}>{best.fanAverage.toFixed(1)}</span>
      <span className={styles.votes}>{best.votes} 人评</span>
    </p>
  );
}
