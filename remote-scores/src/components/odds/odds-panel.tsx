import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary, formatDate } from '@jincheng/shared';
import { matchOddsQuery } from '../../api/odds/queries';
import { useOddsRefresh } from '../../lib/odds/use-odds-refresh';
import type { MarketSpec } from '../../lib/odds/odds-format';
import { OddsTable } from './odds-table';
import styles from './odds.module.css';

export const MARKETS: readonly MarketSpec[] = [
  { id: 'euro', title: '欧赔', columns: ['主胜', '平局', '客胜'] },
  { id: 'asia', title: '亚盘', columns: ['主队', '盘口', '客队'] },
  { id: 'total', title: '大小球', columns: ['大球', '盘口', '小球'] },
];

/** 指数: 欧赔, 亚盘 and 大小球 of every book, opening against current, with each row's movements. */
export function OddsPanel({ matchId }: { matchId: number }) {
  return (
    <QueryBoundary
      pending={
        <p className={styles.loading} aria-busy="true">
          指数加载中…
        </p>
      }
      failed={(_error, retry) => (
        <div className={styles.state} role="alert">
          <p>指数加载失败，请检查网络后重试</p>
          <button type="button" className={styles.action} onClick={retry}>
            重试
          </button>
        </div>
      )}
    >
      <OddsBoard matchId={matchId} />
    </QueryBoundary>
  );
}

function OddsBoard({ matchId }: { matchId: number }) {
  useOddsRefresh(matchId);
  const { data } = useSuspenseQuery(matchOddsQuery(matchId));
  if (data.phase === 'none' || !data.books.length)
    return (
      <div className={styles.state} data-state="odds-empty">
        <p>暂无指数</p>
        <p className={styles.hint}>
          {data.note ?? '这场比赛还没有开出指数'}
          {data.opensAt ? `（${formatDate(data.opensAt, 'MM-DD HH:mm')}）` : ''}
        </p>
      </div>
    );
  const currentTitle = data.phase === 'closed' ? '终盘' : data.phase === 'live' ? '即时（滚球）' : '即时';
  return (
    <div className={styles.board} data-phase={data.phase}>
      <p className={styles.legend}>
        <span className={styles.up}>↑ 升</span> <span className={styles.down}>↓ 降</span>
        <span>指数由虚构机构提供，仅供参考，本站不提供投注</span>
      </p>
      {MARKETS.map((m) => (
        <OddsTable key={m.id} market={m} books={data.books} currentTitle={currentTitle} />
      ))}
    </div>
  );
}
