import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LazyImage, truncate, type ArticleSummary } from '@jincheng/shared';
import { ArticleMeta } from './article-meta';
import styles from './article-card.module.css';

/** List limits in display units (a Chinese character counts 2): two lines of title, three of summary. */
export const TITLE_UNITS = 60;
export const SUMMARY_UNITS = 120;

export interface ArticleCardProps {
  article: ArticleSummary;
  to: string;
  /** A control of its own in the card's bottom corner, beside the card's link (情报: the forecast bar). */
  corner?: ReactNode;
}

/** One row of a news, intelligence or preview list; the whole card is the link. */
export function ArticleCard({ article, to, corner }: ArticleCardProps) {
  const card = (
    <Link to={to} className={styles.card}>
      <div className={styles.cover}>
        <LazyImage src={article.cover} alt="" className={styles.coverImg} />
      </div>
      <div className={styles.body}>
        <h2 className={styles.title} title={article.title}>
          {truncate(article.title, TITLE_UNITS)}
        </h2>
        <p className={styles.summary}>{truncate(article.summary, SUMMARY_UNITS)}</p>
        <ArticleMeta article={article} />
      </div>
    </Link>
  );
  if (!corner) return card;
  return (
    <div className={styles.withCorner}>
      {card}
      <div className={styles.corner}>{corner}</div>
    </div>
  );
}
