import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  dayLabel,
  FollowButton,
  LoadFailed,
  NotFoundState,
  QueryBoundary,
  type MatchDetail,
  useMediaQuery,
  visuallyHidden,
} from '@jincheng/shared';
import { CHAT_SIDE_QUERY, ChatSlot } from './chat/chat-slot';
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

/** 聊天室 of both sports: a tab after the first one on phones, a panel beside the tabs on wide screens. */
const CHAT_TAB: DetailTab = { id: 'chat', label: '聊天室', narrowOnly: true };

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
  const all = tabs[0] ? [tabs[0], CHAT_TAB, ...tabs.slice(1)] : tabs;
  const tab = all.some((t) => t.id === params.get('tab')) ? (params.get('tab') ?? first) : first;
  if (!read) return <NotFoundState {...notFoundProps(sport, 'missing')} />;
  if (read.detail.sport !== sport) return <NotFoundState {...notFoundProps(sport, 'sport')} />;
  const detail = read.detail as D;
  return (
    <DetailShown
      detail={detail}
      live={read.live}
      tab={tab}
      first={first}
      tabs={all}
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
  /** The first tab: shown on a wide screen for 聊天室's URL (there the room is beside it). */
  first: string;
  onTab: (tab: string) => void;
}

/** A match that exists: header, follow, tabs; kept for the offline page while it is on screen. */
function DetailShown<D extends MatchDetail>({
  detail,
  live,
  tab,
  first,
  tabs,
  renderTab,
  onTab,
}: DetailShownProps<D>) {
  useKeepLastMatch(detail);
  // Answers for the server's guess of the screen while hydrating (the same markup), the real screen after.
  const wide = useMediaQuery(CHAT_SIDE_QUERY);
  const shown = wide && tab === CHAT_TAB.id ? first : tab;
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
      {'simulatedAfter' in detail && detail.simulatedAfter ? (
        <p className={styles.simulated} role="note">
          模拟赛果：该赛季{dayLabel(detail.simulatedAfter)}
          之后没有可用的真实赛果，这场比分是按该赛季真实的降级结果模拟补全的，不是真实比赛结果。
        </p>
      ) : null}
      <div className={styles.body}>
        <div className={styles.main}>
          <DetailTabs tabs={tabs} current={shown} panelId={PANEL_ID} onChange={onTab} wide={wide} />
          <div id={PANEL_ID} role="tabpanel" aria-labelledby={`detail-tab-${shown}`} className={styles.panel}>
            {shown === CHAT_TAB.id ? (
              <ChatSlot matchId={detail.match.id} place="tab" />
            ) : (
              renderTab(shown, detail, live)
            )}
          </div>
        </div>
        <div className={styles.aside}>
          <ChatSlot matchId={detail.match.id} place="side" />
        </div>
      </div>
    </>
  );
}
