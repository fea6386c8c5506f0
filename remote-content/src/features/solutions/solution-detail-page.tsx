import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  Avatar,
  formatDate,
  paths,
  useViewer,
  type BuySolutionData,
  parseId,
  type SolutionDetailData,
  NotFoundState,
} from '@jincheng/shared';
import { DetailBoundary } from '../../components/detail-boundary';
import { notFoundProps } from '../../components/state-look';
import { MatchHeader } from '../../components/match-header';
import { ModelPanel } from '../../components/model-view';
import { ResultBadge } from '../../components/result-badge';
import detail from '../../components/detail.module.css';
import { solutionQuery } from './api/queries';
import { BuyPanel } from './components/buy-panel';
import { ExpertAside } from './components/expert-aside';
import { PaidAnalysis } from './components/paid-analysis';
import styles from './components/solution.module.css';

const BACK = { to: paths.experts(), label: '返回专家列表' };
const MISSING = notFoundProps('没有找到这个方案', BACK);

/** /solutionDetails?id=<solutionId>: free summary for all, paid analysis for buyers, 红/黑 once settled. */
export default function SolutionDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFoundState {...MISSING} />;
  return (
    <DetailBoundary back={BACK}>
      <SolutionDetail id={id} />
    </DetailBoundary>
  );
}

const unlock =
  (data: BuySolutionData) =>
  (s: SolutionDetailData | null | undefined): SolutionDetailData | null | undefined =>
    s && {
      ...s,
      analysis: data.analysis,
      pick: data.pick,
      // The buyer's answer carries the model's verdict on the pick (a server before it: the view as it was).
      model: data.model === undefined ? s.model : data.model,
      purchased: true,
      locked: false,
    };

function SolutionDetail({ id }: { id: number }) {
  const query = solutionQuery(id, useViewer());
  const { data: s } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  const [justUnlocked, setJustUnlocked] = useState(false);
  if (!s) return <NotFoundState {...MISSING} />;
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
                queryClient.setQueryData(query.queryKey, unlock(data));
                setJustUnlocked(true);
              }}
            />
          )}
          <ModelPanel model={s.model} match={s.match} pick={s.pick} />
        </article>
      </div>
      <aside className={detail.aside} aria-label="专家信息">
        <ExpertAside expert={s.expert} />
      </aside>
    </div>
  );
}
