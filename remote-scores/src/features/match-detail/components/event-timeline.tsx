import { EmptyState } from '@jincheng/shared';
import type { MatchEvent } from '@jincheng/shared';
import { emptyTabClasses } from './detail-look';
import { EventIcon } from './event-icon';
import styles from './event-timeline.module.css';

const MARKERS: Partial<Record<MatchEvent['kind'], string>> = {
  kickoff: '比赛开始',
  half_time: '中场休息',
  full_time: '全场结束',
};

function describe(e: MatchEvent): string {
  if (e.kind === 'substitution') return `${e.relatedPlayerName ?? ''} ↑ ${e.playerName ?? ''} ↓`;
  const who = e.playerName ?? '';
  const assist =
    (e.kind === 'goal' || e.kind === 'penalty') && e.relatedPlayerName
      ? `（助攻 ${e.relatedPlayerName}）`
      : '';
  return `${who}${assist}` || e.text;
}

/** The score after a goal, kept on one line ("2-1", never "2-" / "1"). */
const scoreAfter = (e: MatchEvent) =>
  ['goal', 'penalty', 'own_goal'].includes(e.kind) ? `${e.score.home}-${e.score.away}` : null;

/** 赛况: the key events, home on the left and away on the right of a central minute line. */
export function EventTimeline({ events }: { events: MatchEvent[] }) {
  const shown = events.filter((e) => e.kind !== 'comment');
  if (!shown.length)
    return (
      <EmptyState classes={emptyTabClasses}>比赛尚未开始，开赛后这里显示进球、红黄牌、换人和 VAR</EmptyState>
    );
  return (
    <ol className={styles.timeline}>
      {shown.map((e) => {
        const marker = MARKERS[e.kind];
        if (marker)
          return (
            <li key={e.id} className={styles.marker}>
              {marker}
              {e.kind !== 'kickoff' && (
                <>
                  {' '}
                  <span className={styles.score}>{`${e.score.home}-${e.score.away}`}</span>
                </>
              )}
            </li>
          );
        return (
          <li key={e.id} className={`${styles.event} ${e.side === 'away' ? styles.away : styles.home}`}>
            <span className={styles.minute}>{e.minuteLabel}</span>
            <span className={styles.body}>
              <EventIcon kind={e.kind} />
              <span className={e.kind === 'var' ? styles.varText : undefined}>
                {e.kind === 'var' ? e.text : describe(e)}
                {scoreAfter(e) && (
                  <>
                    {' '}
                    <span className={styles.score}>{scoreAfter(e)}</span>
                  </>
                )}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
