import { EmptyState } from '@jincheng/shared';
import { emptyTabClasses } from './detail-look';
import styles from './commentary-list.module.css';

export interface CommentaryLine {
  id: number;
  time: string;
  text: string;
  score?: string;
  important?: boolean;
}

/** 文字直播: newest first, each line with its time and, for scoring plays, the score after it. */
export function CommentaryList({ lines }: { lines: CommentaryLine[] }) {
  if (!lines.length) return <EmptyState classes={emptyTabClasses}>比赛开始后这里有文字直播</EmptyState>;
  return (
    <ol className={styles.list}>
      {lines.map((l) => (
        <li key={l.id} className={l.important ? styles.important : undefined}>
          <span className={styles.time}>{l.time}</span>
          <span className={styles.text}>{l.text}</span>
          {l.score && <span className={styles.score}>{l.score}</span>}
        </li>
      ))}
    </ol>
  );
}
