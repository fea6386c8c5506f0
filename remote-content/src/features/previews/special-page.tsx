import { useSearchParams } from 'react-router-dom';
import { paths } from '@jincheng/shared';
import { articleListQuery } from '../../api/queries';
import { previewFilters } from './prefetch';
import { ArticleCard } from '../../components/article-card';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented } from '../../components/segmented';
import { SPORT_OPTIONS, sportFilterOf, type SportFilter } from '../../components/sport-filter';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';

/**
 * /special: previews (前瞻 / 专题) of the coming big games, newest first; the 分类 filter is the URL's
 * `?sport=` (the footer's 英超前瞻 / NBA前瞻 link to one sport).
 */
export default function SpecialPage() {
  const [params, setParams] = useSearchParams();
  const sport = sportFilterOf(params.get('sport'));
  const setSport = (next: SportFilter) => setParams(next === 'all' ? {} : { sport: next }, { replace: true });
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
