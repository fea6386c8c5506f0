import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, paths, type ArticleSummary } from '@jincheng/shared';
import { getMatchIntelligence } from '../api/get-match-intelligence';
import { DetailError, EmptyTab } from './detail-states';
import styles from './intelligence-panel.module.css';

/** 情报: this match's intelligence articles; each opens the content remote's detail route by URL. */
export function IntelligencePanel({ matchId }: { matchId: number }) {
  const [articles, setArticles] = useState<ArticleSummary[] | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    getMatchIntelligence(matchId, controller.signal).then(
      (page) => setArticles(page.list),
      () => !controller.signal.aborted && setArticles('error'),
    );
    return () => controller.abort();
  }, [matchId, attempt]);
  if (articles === 'error') return <DetailError onRetry={() => setAttempt((n) => n + 1)} />;
  if (articles === null) return <p className={styles.loading}>情报加载中…</p>;
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
