import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ForecastBar, paths } from '@jincheng/shared';
import { articleListQuery } from '../../api/queries';
import { intelligenceFilters } from './prefetch';
import { ArticleCard } from '../../components/article-card';
import { LeagueSelect } from '../../components/league-select';
import { PagedListView } from '../../components/paged-list';
import { ScreenHead } from '../../components/screen-head';
import { Segmented } from '../../components/segmented';
import { SPORT_OPTIONS, sportFilterOf, sportOf, type SportFilter } from '../../components/sport-filter';
import filters from '../../components/filters.module.css';
import screen from '../../components/screen.module.css';
import { intelligenceDates } from './components/date-options';

/**
 * /intelligence: match intelligence (伤停, 状态, 战意, 战术, 结论) by sport, match day and league. The sport is
 * the URL's `?sport=` (the footer's 足球直播情报 / 篮球直播情报 link to one), so a link to the other sport
 * switches it.
 */
export default function IntelligenceListPage() {
  const dates = useMemo(() => intelligenceDates(), []);
  const [params, setParams] = useSearchParams();
  const sport = sportFilterOf(params.get('sport'));
  const [date, setDate] = useState('');
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const query = articleListQuery(intelligenceFilters(date, leagueId, sport));
  const setSport = (next: SportFilter) => {
    // A league of the other sport would leave the list empty: the league filter starts over.
    setLeagueId(null);
    setParams(next === 'all' ? {} : { sport: next }, { replace: true });
  };

  return (
    <div className={screen.page}>
      <ScreenHead title="赛事情报" subtitle="伤停、状态、战意、战术，赛前一网打尽" />
      <div className={filters.bar}>
        <Segmented label="分类" options={SPORT_OPTIONS} value={sport} onChange={setSport} />
        <Segmented label="比赛日期" options={dates} value={date} onChange={setDate} />
        <LeagueSelect sport={sportOf(sport)} value={leagueId} onChange={setLeagueId} />
      </div>
      <PagedListView
        query={query}
        label="情报列表"
        emptyText="这一天暂无该联赛的情报"
        getKey={(a) => a.id}
        renderItem={(a) => (
          <ArticleCard
            article={a}
            to={paths.intelligenceDetails(a.id)}
            corner={
              a.model && a.matchId !== null ? (
                <ForecastBar bar={a.model} sport={a.sport} matchId={a.matchId} caption />
              ) : null
            }
          />
        )}
      />
    </div>
  );
}
