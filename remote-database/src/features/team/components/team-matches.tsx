import { EmptyState } from '@jincheng/shared';
import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { MatchSummary } from '@jincheng/shared';
import { Card } from '../../../components/card';
import { MatchList } from '../../../components/match-list';
import type { TeamMatchesType } from '../api/team-api';
import { teamMatchesQuery } from '../api/queries';
import styles from './team.module.css';
import { emptyClasses } from '../../../components/state-look';

export interface TeamMatchesProps {
  teamId: number;
  type: TeamMatchesType;
  /** The five the team detail already carries. */
  initial: readonly MatchSummary[];
}

const TITLES: Record<TeamMatchesType, string> = { fixtures: '赛程', results: '赛果' };

/** 赛程 or 赛果: the detail's five first, then pages of ten on 查看更多 (read only when asked for). */
export function TeamMatches({ teamId, type, initial }: TeamMatchesProps) {
  const [asked, setAsked] = useState(false);
  const pages = useInfiniteQuery({ ...teamMatchesQuery(teamId, type), enabled: asked });
  const matches = pages.data ? pages.data.pages.flatMap((p) => p.list) : initial;
  const hasMore = pages.data ? pages.hasNextPage : initial.length >= 5;
  const busy = pages.isFetching;
  const failed = pages.isError || pages.isFetchNextPageError;

  const more = () => {
    if (!asked) setAsked(true);
    else if (!pages.data) void pages.refetch();
    else void pages.fetchNextPage();
  };

  return (
    <Card title={TITLES[type]}>
      {matches.length ? (
        <MatchList matches={matches} showLeague label={TITLES[type]} />
      ) : (
        <EmptyState classes={emptyClasses}>
          {type === 'fixtures' ? '暂无未开赛的比赛' : '暂无已完成的比赛'}
        </EmptyState>
      )}
      {hasMore ? (
        <button type="button" className={styles.more} onClick={more} disabled={busy}>
          {busy ? '加载中…' : failed ? '加载失败，重试' : `查看更多${TITLES[type]}`}
        </button>
      ) : null}
    </Card>
  );
}
