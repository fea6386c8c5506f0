import { memo } from 'react';
import { formatDate, type ChatMessage } from '@jincheng/shared';
import { ReportMenu } from './report-menu';
import styles from './chat.module.css';

/** System lines that stand out (a goal, a red card) beside the quieter ones (kick-off, half time). */
const LOUD = new Set(['goal', 'red', 'var', 'abandoned']);

export interface ChatLineProps {
  message: ChatMessage;
  /** The signed-in fan wrote it. */
  mine: boolean;
}

/**
 * One line: a fan's (nickname, time, text, 举报 for others' lines) or the match's (a goal, a card, half and
 * full time, centred and marked 系统). Text is a text node: what a fan typed is never read as HTML.
 * Memoised: a busy room adds lines every frame, and the lines already shown do not change.
 */
export const ChatLine = memo(function ChatLine({ message: m, mine }: ChatLineProps) {
  const time = (
    <time className={styles.time} dateTime={new Date(m.createdAt).toISOString()}>
      {formatDate(m.createdAt, 'HH:mm')}
    </time>
  );
  if (m.kind === 'system')
    return (
      <li className={LOUD.has(m.system ?? '') ? `${styles.system} ${styles.loud}` : styles.system}>
        <span className={styles.systemTag}>系统</span>
        <span className={styles.systemText}>{m.text}</span>
        {time}
      </li>
    );
  return (
    <li className={mine ? `${styles.line} ${styles.mine}` : styles.line}>
      <div className={styles.meta}>
        <span className={styles.author}>{m.author?.userName ?? '球迷'}</span>
        {mine ? <span className={styles.mineTag}>我</span> : null}
        {time}
        {mine ? null : <ReportMenu message={m} />}
      </div>
      <p className={styles.text}>{m.text}</p>
    </li>
  );
});
