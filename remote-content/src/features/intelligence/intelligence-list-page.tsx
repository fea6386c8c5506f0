import { useMemo, useState } from 'react';
import { paths } from '@jincheng/shared';
import { articleListQuery } from '../../api/queries';
import { intelligenceFilters } from './prefetch';
import { ArticleCard } from '../../components/article-card';
import { LeagueSelect } from '../../components/league-select';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented } from '../../components/segmented';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';
import { intelligenceDates } from './components/date-options';

/** /intelligence: match intelligence (伤停, 状态, 战意, 战术, 结论) by match day and league. */
export default function IntelligenceListPage() {
  const dates = useMemo(() => intelligenceDates(), []);
  const [date, setDate] = useState('');
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const query = articleListQuery(intelligenceFilters(date, leagueId));

  return (
    <div className={screen.page}>
      <ScreenHead title="赛事情报" subtitle="伤停、状态、战意、战术，赛前一网打尽" />
      <div className={filters.bar}>
        <Segmented label="比赛日期" options={dates} value={date} onChange={setDate} />
        <LeagueSelect value={leagueId} onChange={setLeagueId} />
      </div>
      <PagedListView
        query={query}
        label="情报列表"
        emptyText="这一天暂无该联赛的情报"
        getKey={(a) => a.id}
        renderItem={(a) => <ArticleCard article={a} to={paths.intelligenceDetails(a.id)} />}
      />
    </div>
  );
}
