import { useSearchParams } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { DetailFallback, NotFound } from '../../components/detail-states';
import { EmptyState } from '../../components/list-states';
import { ResultBadge } from '../../components/result-badge';
import detail from '../../components/detail.module.css';
import { useAsync } from '../../lib/use-async';
import { parseId } from '../../lib/query-id';
import { getExpert } from './api/get-expert';
import { ExpertProfile } from './components/expert-profile';
import profile from './components/expert-profile.module.css';
import { SolutionRow } from './components/solution-row';

const BACK = { to: paths.experts(), label: '返回专家列表' };
const MISSING = { message: '没有找到这位专家', back: BACK };

/** /expertsDetail?id=<expertId>: profile, stats, follow, recent record and the expert's solutions. */
export default function ExpertDetailPage() {
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  if (id === null) return <NotFound {...MISSING} />;
  return <ExpertDetail id={id} />;
}

function ExpertDetail({ id }: { id: number }) {
  const state = useAsync(() => getExpert(id), [id]);
  if (state.status !== 'success')
    return <DetailFallback state={state} onRetry={state.reload} notFound={MISSING} />;
  const { expert, recent, following } = state.data;
  const settled = recent.filter((s) => s.result !== 'pending');
  return (
    <div className={detail.layout}>
      <div className={detail.main}>
        <div className={detail.panel}>
          <ExpertProfile
            expert={expert}
            following={following}
            onFollowChange={(next, followers) =>
              state.setData((d) => ({ ...d, following: next, expert: { ...d.expert, followers } }))
            }
          />
        </div>
        <section className={detail.panel} aria-labelledby="expert-solutions">
          <h2 id="expert-solutions" className={detail.asideTitle}>
            最新方案
          </h2>
          {recent.length === 0 ? (
            <EmptyState>暂无方案</EmptyState>
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
