import { useMemo } from 'react';
import { EmptyState, LoadFailed, paths, type Sport } from '@jincheng/shared';
import { useLiveFeed, usePhaseVersion } from '../../../lib/live-feed/use-live';
import { buildList } from '../build-list';
import { FAILED_TEXT, ListSkeleton, emptyClasses, failedClasses } from './list-look';
import { VirtualList } from './virtual-list';
import type { FollowedMatches } from '../../../lib/follows/use-followed-matches';

export interface FollowedPanelProps {
  sport: Sport;
  followed: FollowedMatches;
  compact: boolean;
  starred: ReadonlySet<number>;
  onToggleStar: (id: number) => void;
}

const NO_LEAGUES: never[] = [];
const NONE = new Set<number>();

/** The 关注 tab: this sport's followed matches and followed teams' live and next ones, grouped by phase. */
export function FollowedPanel({ sport, followed, compact, starred, onToggleStar }: FollowedPanelProps) {
  const phaseVersion = usePhaseVersion();
  const { store } = useLiveFeed();
  const reads = useMemo(
    () => new Map(followed.reads.filter((r) => r.sport === sport).map((r) => [r.id, r])),
    [followed.reads, sport],
  );
  const items = useMemo(() => {
    return buildList({
      ids: [...reads.keys()],
      get: (id) => store.currentOf(reads, id),
      leagues: NO_LEAGUES,
      tab: 'all',
      group: 'time',
      hiddenLeagues: NONE,
      starredMatches: NONE,
      starredLeagues: NONE,
    });
    // phaseVersion: a kickoff or full time moves a match between the sections.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reads, store, phaseVersion]);

  if (followed.state === 'pending') return <ListSkeleton />;
  if (followed.state === 'error')
    return <LoadFailed message={FAILED_TEXT} onRetry={followed.retry} classes={failedClasses} />;
  if (followed.state === 'empty' || items.shown === 0)
    return (
      <EmptyState
        hint="点比赛行前的 ☆ 关注比赛，或在球队、联赛页点「关注」；关注的比赛进球和红牌会提醒你。"
        action={{ label: '去资料库关注球队', to: paths.league() }}
        classes={emptyClasses}
      >
        还没有关注的{sport === 'football' ? '足球' : '篮球'}比赛
      </EmptyState>
    );
  return (
    <VirtualList
      key={`${compact}`}
      sport={sport}
      items={items.items}
      reads={reads}
      compact={compact}
      starred={starred}
      onToggleStar={onToggleStar}
    />
  );
}
