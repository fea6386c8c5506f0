import { Link } from 'react-router-dom';
import { MATCH_STATUS_PHASE, paths } from '@jincheng/shared';
import { HotMatchCard } from '../../components/hot-match-card';
import { WidgetFailed } from '../../components/widget-failed';
import styles from '../../components/hot-matches.module.css';
import own from './my-follows.module.css';
import { useFollowAlerts } from '../../lib/follows/use-follow-alerts';

const SHOWN = 6;

/**
 * Home widget 我的关注: the followed teams' live and next matches and the followed matches still to come,
 * kept live by the feed; goals and red cards in them raise alerts while the site is open.
 *
 * Painted once: the page is shared (cached for everyone), so the server renders what a first visit sees —
 * the empty state — and the browser keeps that same element while it hydrates. A browser that may have
 * follows is marked before the first paint (`<html data-follows>`, FOLLOWS_HINT_ATTRIBUTE), and the CSS
 * hides the not-yet-known empty state there; the cards then come into the same fixed box (one row), so
 * nothing below moves and nothing larger is painted later.
 */
export default function MyFollows() {
  const { state, reads, retry } = useFollowAlerts();
  const current = reads.filter((m) => MATCH_STATUS_PHASE[m.status] !== 'finished');
  return (
    <div className={styles.widget}>
      <div className={styles.head}>
        <h2 className={styles.title}>我的关注</h2>
        <Link to={`${paths.match()}?tab=follow`} className={styles.more}>
          全部关注 ›
        </Link>
      </div>
      <div className={own.box}>
        {state === 'error' && <WidgetFailed what="我的关注" onRetry={retry} />}
        {(state === 'pending' || state === 'empty') && (
          <div className={`${own.empty} ${state === 'empty' ? own.known : ''}`}>
            <p className={own.note}>
              还没有关注的球队或比赛。关注后，这里显示它们的直播和下一场，进球和红牌会提醒你。
            </p>
            <p className={own.actions}>
              <Link to={paths.league()} className={own.action}>
                去资料库关注球队
              </Link>
              <Link to={paths.match()} className={own.action}>
                去比分页关注比赛
              </Link>
            </p>
          </div>
        )}
        {state === 'ready' && current.length === 0 && (
          <p className={styles.note}>关注的球队和比赛近期没有比赛</p>
        )}
        {state === 'ready' && current.length > 0 && (
          <ul className={own.row}>
            {current.slice(0, SHOWN).map((m) => (
              <HotMatchCard key={m.id} read={m} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
