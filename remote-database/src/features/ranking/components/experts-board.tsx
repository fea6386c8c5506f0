import { useSearchParams } from 'react-router-dom';
import type { ExpertSort } from '@jincheng/shared';
import { useResource } from '../../../lib/use-resource';
import { EmptyState } from '../../../ui/page-state';
import { QueryTabs } from '../../../ui/query-tabs';
import { ResourceView } from '../../../ui/resource-view';
import { StatTable } from '../../../ui/stat-table';
import { getRankingExperts } from '../api/get-ranking-experts';
import { EXPERT_COLUMNS } from './expert-columns';
import styles from './ranking.module.css';

const SORTS: ReadonlyArray<{ value: ExpertSort; label: string }> = [
  { value: 'hitRate', label: '命中率榜' },
  { value: 'streak', label: '连红榜' },
  { value: 'followers', label: '人气榜' },
];

/** 专家榜 ordered by the `sort` query parameter; names open /expertsDetail. */
export function ExpertsBoard() {
  const [params] = useSearchParams();
  const sort = SORTS.find((s) => s.value === params.get('sort')) ?? SORTS[0];
  const key = sort?.value ?? 'hitRate';
  const experts = useResource(`ranking-experts:${key}`, () => getRankingExperts(key));
  return (
    <>
      <div className={styles.subTabs}>
        <QueryTabs label="专家榜类型" param="sort" variant="chips" current={key} tabs={SORTS} />
      </div>
      <ResourceView resource={experts} what="榜单" lines={10}>
        {(page) =>
          page.list.length ? (
            <StatTable
              caption={`专家${sort?.label ?? ''}`}
              hideCaption
              columns={EXPERT_COLUMNS}
              rows={page.list.map((e, i) => ({ ...e, rank: (page.page - 1) * page.pageSize + i + 1 }))}
              rowKey={(e) => e.id}
              minWidth={620}
            />
          ) : (
            <EmptyState>暂无专家数据</EmptyState>
          )
        }
      </ResourceView>
    </>
  );
}
