import { useState } from 'react';
import type { ExpertSort } from '@jincheng/shared';
import { expertListQuery } from '../../api/queries';
import { expertFilters } from './prefetch';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented, type SegmentedOption } from '../../components/segmented';
import { SPORT_OPTIONS, type SportFilter } from '../../components/sport-filter';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';
import { ExpertCard } from './components/expert-card';
import cards from './components/expert-card.module.css';

const SORTS: ReadonlyArray<SegmentedOption<ExpertSort>> = [
  { value: 'hitRate', label: '命中率' },
  { value: 'streak', label: '连红' },
  { value: 'followers', label: '人气' },
];

/** /experts: expert predictions — experts by hit rate, streak or followers. */
export default function ExpertsPage() {
  const [sport, setSport] = useState<SportFilter>('all');
  const [sort, setSort] = useState<ExpertSort>('hitRate');
  const query = expertListQuery(expertFilters(sport, sort));
  return (
    <div className={screen.page}>
      <ScreenHead title="专家预测" subtitle="命中率、连红与人气，挑选你信任的专家" />
      <div className={filters.bar}>
        <Segmented label="项目" options={SPORT_OPTIONS} value={sport} onChange={setSport} />
        <Segmented label="排序" options={SORTS} value={sort} onChange={setSort} />
      </div>
      {sort === 'hitRate' && (
        <p className={cards.rule}>按命中率排序只计已结算满 10 场的专家，不足 10 场的排在其后。</p>
      )}
      <PagedListView
        query={query}
        label="专家列表"
        emptyText="暂无专家"
        compactSkeleton
        className={cards.list}
        getKey={(e) => e.id}
        renderItem={(e) => <ExpertCard expert={e} />}
      />
    </div>
  );
}
