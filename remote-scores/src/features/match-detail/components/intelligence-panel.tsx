import { Link } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EmptyState, LoadFailed, LoadingState, QueryBoundary, formatDate, paths } from '@jincheng/shared';
import { matchIntelligenceQuery } from '../api/queries';
import { FAILED_TEXT, emptyTabClasses, failedClasses } from './detail-look';
import styles from './intelligence-panel.module.css';

/** 情报: this match's intelligence articles; each opens the content remote's detail route by URL. */
export function IntelligencePanel({ matchId }: { matchId: number }) {
  return (
    <QueryBoundary
      pending={<LoadingState label="情报加载中…" className={styles.loading} />}
      failed={(_error, retry) => <LoadFailed message={FAILED_TEXT} onRetry={retry} classes={failedClasses} />}
    >
      <IntelligenceList matchId={matchId} />
    </QueryBoundary>
  );
}

function IntelligenceList({ matchId }: { matchId: number }) {
  const articles = useSuspenseQuery(matchIntelligenceQuery(matchId)).data.list;
  if (!articles.length) return <EmptyState classes={emptyTabClasses}>这场比赛暂时没有情报</EmptyState>;
  return (
    <ul className={styles.list}>
      {articles.map((a) => (
        <li key={a.id}>
          <Link to={paths.intelligenceDetails(a.id)} className={styles.link}>
            <strong>{a.title}</strong>
            <span className={styles.summary}>{a.summary}</span>
            <span className={styles.meta}>
              {a.author} · {formatDate(a.publishedAt)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
