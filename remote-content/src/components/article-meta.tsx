import { formatDate, fromNow, type ArticleSummary } from '@jincheng/shared';
import styles from './article-card.module.css';

export interface ArticleMetaProps {
  article: Pick<ArticleSummary, 'author' | 'publishedAt' | 'views' | 'tags'>;
}

/** Tag, author, relative time (full Shanghai time on hover and for screen readers) and views. */
export function ArticleMeta({ article }: ArticleMetaProps) {
  const [tag] = article.tags;
  return (
    <span className={styles.meta}>
      {tag ? <span className={styles.tag}>{tag}</span> : null}
      <span>{article.author}</span>
      <time dateTime={article.publishedAt} title={formatDate(article.publishedAt)} suppressHydrationWarning>
        {fromNow(article.publishedAt)}
      </time>
      <span>{formatViews(article.views)}阅读</span>
    </span>
  );
}

export function formatViews(views: number): string {
  return views >= 10000 ? `${(views / 10000).toFixed(1).replace(/\.0$/, '')}万` : String(views);
}
