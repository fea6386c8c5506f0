import { useState } from 'react';
import { paths } from '@jincheng/shared';
import { getArticles } from '../../../api/get-articles';
import { ArticleCard } from '../../../components/article-card';
import { LeagueSelect } from '../../../components/league-select';
import { PagedListView } from '../../../components/paged-list';
import { ScreenHead } from '../../../components/screen-head';
import { Segmented } from '../../../components/segmented';
import filters from '../../../components/filters.module.css';
import screen from '../../../components/screen.module.css';
import { usePagedList } from '../../../lib/use-paged-list';
import { SPORT_OPTIONS, sportOf, type SportFilter } from '../../../components/sport-filter';

export const NEWS_PAGE_SIZE = 10;

/** 赛事新闻: 足球 / 篮球 and league filters, newest first, ten at a time. */
export function NewsList() {
  const [sport, setSport] = useState<SportFilter>('all');
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const list = usePagedList(
    (page) =>
      getArticles({
        kind: 'news',
        sport: sportOf(sport),
        leagueId: leagueId ?? undefined,
        page,
        pageSize: NEWS_PAGE_SIZE,
      }),
    [sport, leagueId],
  );

  return (
    <div className={screen.page}>
      <ScreenHead title="赛事新闻" subtitle="足球、篮球与各联赛的最新消息" />
      <div className={filters.bar}>
        <Segmented
          label="分类"
          options={SPORT_OPTIONS}
          value={sport}
          onChange={(next) => {
            setSport(next);
            setLeagueId(null);
          }}
        />
        <LeagueSelect sport={sportOf(sport)} value={leagueId} onChange={setLeagueId} />
      </div>
      <PagedListView
        list={list}
        label="新闻列表"
        emptyText="该分类下暂无新闻"
        getKey={(a) => a.id}
        renderItem={(a) => <ArticleCard article={a} to={paths.news(a.id)} />}
      />
    </div>
  );
}
