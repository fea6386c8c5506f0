import { Suspense, lazy, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LoadFailed,
  QueryBoundary,
  type Sport,
  useMediaQuery,
  visuallyHidden,
} from '@jincheng/shared';
import { COMPACT_QUERY } from '../../hooks/use-media-query';
import { useFavourites } from '../../lib/favourites-state';
import { FollowedPanel } from './components/followed-panel';
import { useFollowAlerts } from '../../lib/follows/use-follow-alerts';
import type { FollowedMatches } from '../../lib/follows/use-followed-matches';
import type { LiveAlert } from '../../lib/live-feed/live-types';
import { useFeedStatus, useLiveFeed, usePhaseVersion, useRetainFeed } from '../../lib/live-feed/use-live';
import { useLiveAlerts } from '../../lib/live-feed/use-live-alerts';
import { DayOddsContext, useOddsColumn } from '../../lib/odds/odds-column';
import { useListOdds } from '../../lib/odds/use-list-odds';
import { buildList } from './build-list';
import { DateBar } from './components/date-bar';
import {
  EMPTY_TEXT,
  FAILED_TEXT,
  IMPORTANT_EMPTY_TEXT,
  ListSkeleton,
  emptyClasses,
  failedClasses,
} from './components/list-look';
import { ListToolbar } from './components/list-toolbar';
import { StatusTabs } from './components/status-tabs';
import { VirtualList } from './components/virtual-list';
import { useLeagueFilter } from './league-filter-state';
import { readListQuery, writeListQuery, type ListQuery } from './list-query';
import { useDayMatches, type DayMatches } from './use-day-matches';
import { useMatchDays } from './use-match-days';
import styles from './scores-page.module.css';

export interface ScoresPageProps {
  sport: Sport;
  title: string;
}

const PANEL_ID = 'scores-panel';

/**
 * 赛事筛选 opens only after a tap, so its dialog (code and CSS, 2.5 KB gzip) is a chunk of its own, not part of
 * /match's first load; it is closed on the server and while hydrating, so nothing on the first screen waits for it.
 */
const LeagueFilterDialog = lazy(() =>
  import('./components/league-filter-dialog').then((m) => ({ default: m.LeagueFilterDialog })),
);

/** /match and /basket: one day of one sport, live, filtered, grouped and virtualised. */
export function ScoresPage({ sport, title }: ScoresPageProps) {
  return (
    <QueryBoundary
      pending={<ScoresView sport={sport} title={title} day={null} />}
      failed={(_error, retry) => <ScoresView sport={sport} title={title} day={null} onRetry={retry} />}
    >
      <LoadedScores sport={sport} title={title} />
    </QueryBoundary>
  );
}

function LoadedScores({ sport, title }: ScoresPageProps) {
  const [params] = useSearchParams();
  const day = useDayMatches(sport, readListQuery(params).date);
  return <ScoresView sport={sport} title={title} day={day} />;
}

interface ScoresViewProps extends ScoresPageProps {
  /** null while the day loads, or when it failed (then `onRetry` is set). */
  day: DayMatches | null;
  onRetry?: () => void;
}

/** The screen in each state: the skeleton, 比分加载失败 with 重试, or the day's list. */
function ScoresView({ sport, title, day, onRetry }: ScoresViewProps) {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const setQuery = (patch: Partial<ListQuery>) => setParams(writeListQuery({ ...query, ...patch }));
  const days = useMatchDays(sport);
  useRetainFeed(day?.eventId ?? null);
  const phaseVersion = usePhaseVersion();
  const feedStatus = useFeedStatus();
  const compact = useMediaQuery(COMPACT_QUERY);
  const favourites = useFavourites();
  const followed = useFollowAlerts();
  const { hiddenIds, setHiddenIds } = useLeagueFilter(sport);
  const [filterOpen, setFilterOpen] = useState(false);
  const feed = useLiveFeed();

  const built = useMemo(() => {
    if (!day) return null;
    const { store } = feed;
    return buildList({
      ids: day.ids,
      get: (id) => store.currentOf(day.reads, id),
      leagues: day.leagues,
      tab: query.tab,
      group: query.group,
      hiddenLeagues: hiddenIds,
      importantOnly: query.important,
      starredMatches: favourites.matches,
      starredLeagues: favourites.leagues,
      headerCounts: day.firstScreen?.headerCounts,
    });
    // phaseVersion is read through the store: a kickoff or a full time moves matches between tabs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [
    day,
    feed,
    query.tab,
    query.group,
    query.important,
    hiddenIds,
    favourites.matches,
    favourites.leagues,
    phaseVersion,
  ]);

  const accept = useCallback(
    (alert: LiveAlert) =>
      day?.ids.includes(alert.match.id) === true &&
      (!hiddenIds.has(alert.match.league.id) || favourites.matches.has(alert.match.id)),
    [day, hiddenIds, favourites.matches],
  );
  const announcement = useLiveAlerts(accept);
  const hiddenToday = day ? day.leagues.filter((l) => hiddenIds.has(l.id)).length : 0;
  // A first screen (server-rendered, until the whole day is read) counts the whole day, as the server did;
  // under 重要 the counts are of the important matches, which the first screen holds all of the first rows of.
  const counts =
    built && (day?.firstScreen && !query.important ? { ...day.firstScreen.counts, follow: 0 } : built.counts);
  // Rows of this tab are still being read (a first screen, and the visitor switched tabs meanwhile).
  const reading = !!(
    day?.firstScreen &&
    built &&
    query.tab !== 'follow' &&
    built.shown < (counts?.[query.tab] ?? 0)
  );
  const [oddsOn, toggleOdds] = useOddsColumn();
  const odds = useListOdds(oddsOn && sport === 'football', query.date ?? undefined, announcement);

  return (
    <section className={styles.page} aria-labelledby="scores-title">
      <div className={styles.head}>
        <h1 id="scores-title" className={styles.title}>
          {title}
        </h1>
        <ListToolbar
          group={query.group}
          onGroup={(group) => setQuery({ group })}
          important={query.important === true}
          onImportant={(important) => setQuery({ important })}
          hiddenCount={hiddenToday}
          onOpenFilter={() => setFilterOpen(true)}
          feed={feedStatus}
          sound={sport === 'football'}
          odds={sport === 'football' ? { on: oddsOn, onToggle: toggleOdds } : undefined}
        />
      </div>
      <DateBar days={days} date={query.date} onChange={(date) => setQuery({ date })} />
      <StatusTabs
        tab={query.tab}
        counts={counts ? { ...counts, follow: followedCount(followed, sport) } : null}
        panelId={PANEL_ID}
        onChange={(tab) => setQuery({ tab })}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`scores-tab-${query.tab}`} className={styles.panel}>
        {query.tab === 'follow' && (
          <FollowedPanel
            sport={sport}
            followed={followed}
            compact={compact}
            starred={favourites.matches}
            onToggleStar={favourites.toggleMatch}
          />
        )}
        {query.tab !== 'follow' && ((!day && !onRetry) || (reading && built?.shown === 0)) && (
          <ListSkeleton />
        )}
        {query.tab !== 'follow' && !day && onRetry && (
          <LoadFailed message={FAILED_TEXT} onRetry={onRetry} classes={failedClasses} />
        )}
        {built && query.tab !== 'follow' && built.shown === 0 && !reading && (
          <EmptyState
            hint={hiddenToday > 0 ? '已按赛事筛选，部分比赛未显示' : undefined}
            action={
              query.important ? { label: '全部', onClick: () => setQuery({ important: false }) } : undefined
            }
            classes={emptyClasses}
          >
            {query.important ? IMPORTANT_EMPTY_TEXT : EMPTY_TEXT[query.tab]}
          </EmptyState>
        )}
        {day && built && built.shown > 0 && (
          <DayOddsContext.Provider value={odds}>
            <VirtualList
              key={`${compact}`}
              sport={sport}
              items={built.items}
              reads={day.reads}
              compact={compact}
              starred={favourites.matches}
              onToggleStar={favourites.toggleMatch}
            />
          </DayOddsContext.Provider>
        )}
      </div>
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
      {filterOpen && day && (
        <Suspense fallback={null}>
          <LeagueFilterDialog
            leagues={day.leagues}
            hidden={hiddenIds}
            starredLeagues={favourites.leagues}
            onToggleLeagueStar={favourites.toggleLeague}
            onApply={(next) => {
              setHiddenIds(next);
              setFilterOpen(false);
            }}
            onClose={() => setFilterOpen(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The 关注 tab's count: this sport's followed matches (0 until they are read). */
function followedCount(followed: FollowedMatches, sport: Sport): number {
  return (followed.data?.matches ?? []).filter((m) => m.sport === sport).length;
}
