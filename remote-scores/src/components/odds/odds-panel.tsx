import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary, formatDate, type Sport } from '@jincheng/shared';
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

/**
 * 篮球指数: the API's euro/asia/total keys carry 胜负, 让分 and 大小分 (decimal odds). Basketball reads away
 * first, so every row is 客队 | 主队 and the line says which side gives the points (主让/客让).
 */
export const BASKETBALL_MARKETS: readonly MarketSpec[] = [
  { id: 'euro', title: '胜负', columns: ['客胜', '主胜'], awayFirst: true },
  { id: 'asia', title: '让分', columns: ['客队', '让分', '主队'], awayFirst: true },
  { id: 'total', title: '大小分', columns: ['大分', '总分', '小分'] },
];

/** 指数: 欧赔, 亚盘 and 大小球 (篮球: 胜负, 让分, 大小分) of every book, opening against current, with movements. */
export function OddsPanel({ matchId, sport = 'football' }: { matchId: number; sport?: Sport }) {
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
      <OddsBoard matchId={matchId} sport={sport} />
    </QueryBoundary>
  );
}

function OddsBoard({ matchId, sport }: { matchId: number; sport: Sport }) {
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
  const basketball = sport === 'basketball';
  const currentTitle =
    data.phase === 'closed' || (basketball && data.phase === 'live')
      ? '终盘'
      : data.phase === 'live'
        ? '即时（滚球）'
        : '即时';
  const markets = basketball ? BASKETBALL_MARKETS : MARKETS;
  return (
    <div className={styles.board} data-phase={data.phase}>
      <p className={styles.legend}>
        <span className={styles.up}>↑ 升</span> <span className={styles.down}>↓ 降</span>
        <span>指数由虚构机构提供，仅供参考，本站不提供投注</span>
      </p>
      {basketball && (
        <p className={styles.legend} data-testid="odds-basketball-note">
          客队在左、主队在右；让分的「主让 / 客让」说明哪一方让分；赔率含本金（欧洲盘）。
          {data.note ? ` ${data.note}` : ''}
        </p>
      )}
      {markets.map((m) => (
        <OddsTable key={m.id} market={m} books={data.books} currentTitle={currentTitle} />
      ))}
    </div>
  );
}
