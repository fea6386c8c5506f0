import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Avatar, formatDate, paths, type BuySolutionData, type SolutionDetailData } from '@jincheng/shared';
import { DetailFallback, NotFound } from '../../components/detail-states';
import { MatchHeader } from '../../components/match-header';
import { ResultBadge } from '../../components/result-badge';
import detail from '../../components/detail.module.css';
import { useAsync } from '../../lib/use-async';
import { parseId } from '../../lib/query-id';
import { getSolution } from './api/get-solution';
import { BuyPanel } from './components/buy-panel';
import { ExpertAside } from './components/expert-aside';
import { PaidAnalysis } from './components/paid-analysis';
import styles from './components/solution.module.css';

const BACK = { to: paths.experts(), label: '返回专家列表' };
const MISSING = { message: '没有找到这个方案', back: BACK };

/** /solutionDetails?id=<solutionId>: free summary for all, paid analysis for buyers, 红/黑 once settled. */
export default function SolutionDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFound {...MISSING} />;
  return <SolutionDetail id={id} />;
}

const unlock =
  (data: BuySolutionData) =>
  (s: SolutionDetailData): SolutionDetailData => ({
    ...s,
    analysis: data.analysis,
    pick: data.pick,
    purchased: true,
    locked: false,
  });

function SolutionDetail({ id }: { id: number }) {
  const state = useAsync(() => getSolution(id), [id]);
  const [justUnlocked, setJustUnlocked] = useState(false);
  if (state.status !== 'success')
    return <DetailFallback state={state} onRetry={state.reload} notFound={MISSING} />;
  const s = state.data;
  return (
    <div className={detail.layout}>
      <div className={detail.main}>
        <MatchHeader match={s.match} />
        <article className={detail.panel}>
          <div className={styles.head}>
            <div>
              <h1 className={styles.title}>{s.title}</h1>
              <Link to={paths.expertsDetail(s.expert.id)} className={styles.expert}>
                <Avatar src={s.expert.avatar} size="xs" alt="" />
                {s.expert.name} · 命中率 {s.expert.hitRate}% · {formatDate(s.publishedAt, 'MM-DD HH:mm')} 发布
              </Link>
            </div>
            <ResultBadge result={s.result} />
          </div>
          <p className={styles.summary}>{s.summary}</p>
          {s.analysis !== null && s.pick !== null ? (
            <PaidAnalysis
              pick={s.pick}
              analysis={s.analysis}
              purchased={s.purchased}
              justUnlocked={justUnlocked}
            />
          ) : (
            <BuyPanel
              solutionId={s.id}
              title={s.title}
              price={s.price}
              onBought={(data) => {
                state.setData(unlock(data));
                setJustUnlocked(true);
              }}
            />
          )}
        </article>
      </div>
      <aside className={detail.aside} aria-label="专家信息">
        <ExpertAside expert={s.expert} />
      </aside>
    </div>
  );
}
