import { useState } from 'react';
import { paths } from '@jincheng/shared';
import { articleListQuery } from '../../api/queries';
import { previewFilters } from './prefetch';
import { ArticleCard } from '../../components/article-card';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented } from '../../components/segmented';
import { SPORT_OPTIONS, type SportFilter } from '../../components/sport-filter';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';

/** /special: previews (前瞻 / 专题) of the coming big games, newest first. */
export default function SpecialPage() {
  const [sport, setSport] = useState<SportFilter>('all');
  const query = articleListQuery(previewFilters(sport));
  return (
    <div className={screen.page}>
      <ScreenHead title="赛事前瞻" subtitle="焦点战前瞻与专题" />
      <div className={filters.bar}>
        <Segmented label="分类" options={SPORT_OPTIONS} value={sport} onChange={setSport} />
      </div>
      <PagedListView
        query={query}
        label="前瞻列表"
        emptyText="暂无前瞻"
        getKey={(a) => a.id}
        renderItem={(a) => <ArticleCard article={a} to={paths.specialDetails(a.id)} />}
      />
    </div>
  );
}
