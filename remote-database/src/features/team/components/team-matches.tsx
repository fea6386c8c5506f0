import { useState } from 'react';
import type { MatchSummary } from '@jincheng/shared';
import { Card } from '../../../ui/card';
import { MatchList } from '../../../ui/match-list';
import { EmptyState } from '../../../ui/page-state';
import { getTeamMatches, type TeamMatchesType } from '../api/get-team-matches';
import styles from './team.module.css';

export interface TeamMatchesProps {
  teamId: number;
  type: TeamMatchesType;
  /** The five the team detail already carries. */
  initial: readonly MatchSummary[];
}

const TITLES: Record<TeamMatchesType, string> = { fixtures: '赛程', results: '赛果' };

/** 赛程 or 赛果: the detail's five first, then pages of ten on 查看更多. */
export function TeamMatches({ teamId, type, initial }: TeamMatchesProps) {
  const [matches, setMatches] = useState<readonly MatchSummary[]>(initial);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(initial.length >= 5);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const more = () => {
    setBusy(true);
    setFailed(false);
    getTeamMatches(teamId, type, page + 1).then(
      (next) => {
        setMatches((current) => (page === 0 ? next.list : [...current, ...next.list]));
        setPage(page + 1);
        setHasMore(next.hasMore);
        setBusy(false);
      },
      () => {
        setFailed(true);
        setBusy(false);
      },
    );
  };

  return (
    <Card title={TITLES[type]}>
      {matches.length ? (
        <MatchList matches={matches} showLeague label={TITLES[type]} />
      ) : (
        <EmptyState>{type === 'fixtures' ? '暂无未开赛的比赛' : '暂无已完成的比赛'}</EmptyState>
      )}
      {hasMore ? (
        <button type="button" className={styles.more} onClick={more} disabled={busy}>
          {busy ? '加载中…' : failed ? '加载失败，重试' : `查看更多${TITLES[type]}`}
        </button>
      ) : null}
    </Card>
  );
}
