import { Link } from 'react-router-dom';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary, formatDate, paths } from '@jincheng/shared';
import { matchIntelligenceQuery } from '../api/queries';
import { DetailError, EmptyTab } from './detail-states';
import styles from './intelligence-panel.module.css';

/** 情报: this match's intelligence articles; each opens the content remote's detail route by URL. */
export function IntelligencePanel({ matchId }: { matchId: number }) {
  return (
    <QueryBoundary
      pending={<p className={styles.loading}>情报加载中…</p>}
      failed={(_error, retry) => <DetailError onRetry={retry} />}
    >
      <IntelligenceList matchId={matchId} />
    </QueryBoundary>
  );
}

function IntelligenceList({ matchId }: { matchId: number }) {
  const articles = useSuspenseQuery(matchIntelligenceQuery(matchId)).data.list;
  if (!articles.length) return <EmptyTab text="这场比赛暂时没有情报" />;
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
