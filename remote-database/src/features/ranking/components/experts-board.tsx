import { EmptyState, QueryView } from '@jincheng/shared';
import { useSearchParams } from 'react-router-dom';
import { QueryTabs } from '../../../components/query-tabs';
import { StatTable } from '../../../components/stat-table';
import { rankingExpertsQuery } from '../api/queries';
import { EXPERT_SORTS as SORTS, pickExpertSort } from '../lib/ranking-leagues';
import { EXPERT_COLUMNS } from './expert-columns';
import styles from './ranking.module.css';
import { emptyClasses, queryStates } from '../../../components/state-look';

/** 专家榜 ordered by the `sort` query parameter; names open /expertsDetail. */
export function ExpertsBoard() {
  const [params] = useSearchParams();
  const sort = pickExpertSort(params.get('sort'));
  const key = sort.value;
  return (
    <>
      <div className={styles.subTabs}>
        <QueryTabs label="专家榜类型" param="sort" variant="chips" current={key} tabs={SORTS} />
      </div>
      <QueryView query={rankingExpertsQuery(key)} {...queryStates('榜单', { lines: 10 })}>
        {(page) =>
          page.list.length ? (
            <StatTable
              caption={`专家${sort.label}`}
              hideCaption
              columns={EXPERT_COLUMNS}
              rows={page.list.map((e, i) => ({ ...e, rank: (page.page - 1) * page.pageSize + i + 1 }))}
              rowKey={(e) => e.id}
              minWidth={620}
            />
          ) : (
            <EmptyState classes={emptyClasses}>暂无专家数据</EmptyState>
          )
        }
      </QueryView>
    </>
  );
}
