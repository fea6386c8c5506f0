import { useState } from 'react';
import { paths } from '@jincheng/shared';
import { getArticles } from '../../api/get-articles';
import { ArticleCard } from '../../components/article-card';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented } from '../../components/segmented';
import { SPORT_OPTIONS, sportOf, type SportFilter } from '../../components/sport-filter';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';
import { usePagedList } from '../../lib/use-paged-list';

export const PREVIEW_PAGE_SIZE = 10;

/** /special: previews (前瞻 / 专题) of the coming big games, newest first. */
export default function SpecialPage() {
  const [sport, setSport] = useState<SportFilter>('all');
  const list = usePagedList(
    (page) =>
      getArticles({
        kind: 'preview',
        sport: sportOf(sport),
        page,
        pageSize: PREVIEW_PAGE_SIZE,
      }),
    [sport],
  );
  return (
    <div className={screen.page}>
      <ScreenHead title="赛事前瞻" subtitle="焦点战前瞻与专题" />
      <div className={filters.bar}>
        <Segmented label="分类" options={SPORT_OPTIONS} value={sport} onChange={setSport} />
      </div>
      <PagedListView
        list={list}
        label="前瞻列表"
        emptyText="暂无前瞻"
        getKey={(a) => a.id}
        renderItem={(a) => <ArticleCard article={a} to={paths.specialDetails(a.id)} />}
      />
    </div>
  );
}
