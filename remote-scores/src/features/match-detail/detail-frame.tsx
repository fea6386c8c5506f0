import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  FollowButton,
  LoadFailed,
  NotFoundState,
  QueryBoundary,
  type MatchDetail,
  visuallyHidden,
} from '@jincheng/shared';
import { DetailHeader } from './components/detail-header';
import { DetailSkeleton, FAILED_TEXT, failedClasses, notFoundProps } from './components/detail-look';
import { DetailTabs, type DetailTab } from './components/detail-tabs';
import { parseDetailParams } from './parse-detail-params';
import { useKeepLastMatch } from './keep-last-match';
import { useMatchDetail } from './use-match-detail';
import { useFollowAlerts } from '../../lib/follows/use-follow-alerts';
import { useLiveAlerts } from '../../lib/live-feed/use-live-alerts';
import type { LiveMatch } from '../../lib/live-feed/live-types';
import styles from './detail-frame.module.css';

export interface DetailFrameProps<D extends MatchDetail> {
  sport: D['sport'];
  title: string;
  tabs: readonly DetailTab[];
  /** `live`: the match as it stands now (the header's score and status). */
  renderTab: (tab: string, detail: D, live: LiveMatch) => ReactNode;
}

const PANEL_ID = 'detail-panel';

/**
 * Shared frame of both detail routes: checks `{type}` and `{id}`, reads the match, shows the live header
 * and the tab chosen in `?tab=` (the first tab stays out of the URL).
 */
export function DetailFrame<D extends MatchDetail>({ sport, title, tabs, renderTab }: DetailFrameProps<D>) {
  const { type, id } = useParams();
  const parsed = parseDetailParams(sport, type, id);
  const announcement = useLiveAlerts((alert) => parsed.ok && alert.match.id === parsed.id);
  useFollowAlerts();
  const body = parsed.ok ? (
    <QueryBoundary
      pending={<DetailSkeleton />}
      failed={(_error, retry) => <LoadFailed message={FAILED_TEXT} onRetry={retry} classes={failedClasses} />}
    >
      <DetailBody id={parsed.id} sport={sport} tabs={tabs} renderTab={renderTab} />
    </QueryBoundary>
  ) : (
    <NotFoundState {...notFoundProps(sport, parsed.reason)} />
  );
  return (
    <article className={styles.page} aria-labelledby="detail-title">
      <h1 id="detail-title" className={styles.title}>
        {title}
      </h1>
      {body}
      <p className={visuallyHidden} role="status" aria-live="polite">
        {announcement}
      </p>
    </article>
  );
}

type DetailBodyProps<D extends MatchDetail> = Omit<DetailFrameProps<D>, 'title'> & { id: number };

/** The live header, the tabs and the chosen tab (`?tab=`; the first tab stays out of the URL). */
function DetailBody<D extends MatchDetail>({ id, sport, tabs, renderTab }: DetailBodyProps<D>) {
  const [params, setParams] = useSearchParams();
  const read = useMatchDetail(id);
  const first = tabs[0]?.id ?? '';
  const tab = tabs.some((t) => t.id === params.get('tab')) ? (params.get('tab') ?? first) : first;
  if (!read) return <NotFoundState {...notFoundProps(sport, 'missing')} />;
  if (read.detail.sport !== sport) return <NotFoundState {...notFoundProps(sport, 'sport')} />;
  const detail = read.detail as D;
  return (
    <DetailShown
      detail={detail}
      live={read.live}
      tab={tab}
      tabs={tabs}
      renderTab={renderTab}
      onTab={(next) => setParams(next === first ? {} : { tab: next })}
    />
  );
}

interface DetailShownProps<D extends MatchDetail> extends Pick<DetailFrameProps<D>, 'tabs' | 'renderTab'> {
  detail: D;
  /** The match as it stands now (the feed's deltas on the read). */
  live: LiveMatch;
  tab: string;
  onTab: (tab: string) => void;
}

/** A match that exists: header, follow, tabs; kept for the offline page while it is on screen. */
function DetailShown<D extends MatchDetail>({
  detail,
  live,
  tab,
  tabs,
  renderTab,
  onTab,
}: DetailShownProps<D>) {
  useKeepLastMatch(detail);
  return (
    <>
      <DetailHeader match={live} />
      <p className={styles.follow}>
        <FollowButton
          kind="match"
          id={detail.match.id}
          label={`${detail.match.home.name} vs ${detail.match.away.name}`}
        />
      </p>
      <DetailTabs tabs={tabs} current={tab} panelId={PANEL_ID} onChange={onTab} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`detail-tab-${tab}`} className={styles.panel}>
        {renderTab(tab, detail, live)}
      </div>
    </>
  );
}
