import { useSearchParams } from 'react-router-dom';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { paths, useViewer, parseId, EmptyState, NotFoundState } from '@jincheng/shared';
import { DetailBoundary } from '../../components/detail-boundary';
import { emptyClasses, notFoundProps } from '../../components/state-look';
import { ResultBadge } from '../../components/result-badge';
import detail from '../../components/detail.module.css';
import { expertQuery } from './api/queries';
import { ExpertProfile } from './components/expert-profile';
import profile from './components/expert-profile.module.css';
import { SolutionRow } from './components/solution-row';

const BACK = { to: paths.experts(), label: '返回专家列表' };
const MISSING = notFoundProps('没有找到这位专家', BACK);

/** /expertsDetail?id=<expertId>: profile, stats, follow, recent record and the expert's solutions. */
export default function ExpertDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFoundState {...MISSING} />;
  return (
    <DetailBoundary back={BACK}>
      <ExpertDetail id={id} />
    </DetailBoundary>
  );
}

function ExpertDetail({ id }: { id: number }) {
  const query = expertQuery(id, useViewer());
  const { data } = useSuspenseQuery(query);
  const queryClient = useQueryClient();
  if (!data) return <NotFoundState {...MISSING} />;
  const { expert, recent, following } = data;
  const settled = recent.filter((s) => s.result !== 'pending');
  return (
    <div className={detail.layout}>
      <div className={detail.main}>
        <div className={detail.panel}>
          <ExpertProfile
            expert={expert}
            following={following}
            onFollowChange={(next, followers) =>
              queryClient.setQueryData(query.queryKey, (d) =>
                d ? { ...d, following: next, expert: { ...d.expert, followers } } : d,
              )
            }
          />
        </div>
        <section className={detail.panel} aria-labelledby="expert-solutions">
          <h2 id="expert-solutions" className={detail.asideTitle}>
            最新方案
          </h2>
          {recent.length === 0 ? (
            <EmptyState classes={emptyClasses}>暂无方案</EmptyState>
          ) : (
            recent.map((s) => <SolutionRow key={s.id} solution={s} />)
          )}
        </section>
      </div>
      <aside className={detail.aside} aria-label="近期战绩">
        <section className={detail.panel}>
          <h2 className={detail.asideTitle}>近期战绩</h2>
          {settled.length === 0 ? (
            <p>近期方案尚未开奖</p>
          ) : (
            <ol className={profile.strip} aria-label="最近已开奖方案，从新到旧">
              {settled.map((s) => (
                <li key={s.id}>
                  <ResultBadge result={s.result} />
                </li>
              ))}
            </ol>
          )}
        </section>
      </aside>
    </div>
  );
}
