import { useState } from 'react';
import { paths } from '@jincheng/shared';
import { articleListQuery } from '../../../api/queries';
import { newsFilters, type NewsKind } from '../prefetch';
import { ArticleCard } from '../../../components/article-card';
import { LeagueSelect } from '../../../components/league-select';
import { PagedListView } from '../../../components/paged-list';
import { ScreenHead } from '../../../components/screen-head';
import { Segmented } from '../../../components/segmented';
import filters from '../../../components/filters.module.css';
import screen from '../../../components/screen.module.css';
import { SPORT_OPTIONS, sportOf, type SportFilter } from '../../../components/sport-filter';
import type { SegmentedOption } from '../../../components/segmented';

const KIND_OPTIONS: ReadonlyArray<SegmentedOption<NewsKind>> = [
  { value: 'news', label: '新闻' },
  { value: 'report', label: '战报' },
];

/** 赛事新闻: 新闻 / 战报, 足球 / 篮球 and league filters, newest first, ten at a time. */
export function NewsList() {
  const [sport, setSport] = useState<SportFilter>('all');
  const [leagueId, setLeagueId] = useState<number | null>(null);
  const [kind, setKind] = useState<NewsKind>('news');
  const query = articleListQuery(newsFilters(sport, leagueId, kind));

  return (
    <div className={screen.page}>
      <ScreenHead title="赛事新闻" subtitle="足球、篮球与各联赛的最新消息" />
      <div className={filters.bar}>
        <Segmented label="类型" options={KIND_OPTIONS} value={kind} onChange={setKind} />
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
        query={query}
        label={kind === 'report' ? '战报列表' : '新闻列表'}
        emptyText={kind === 'report' ? '该分类下暂无战报' : '该分类下暂无新闻'}
        getKey={(a) => a.id}
        renderItem={(a) => <ArticleCard article={a} to={paths.news(a.id)} />}
      />
    </div>
  );
}
