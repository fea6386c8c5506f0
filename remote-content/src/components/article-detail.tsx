import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { type ArticleDetailData } from '@jincheng/shared';
import { ArticleBody } from './article-body';
import { ArticleMeta } from './article-meta';
import { ArticleComments } from './comments/article-comments';
import { MatchHeader } from './match-header';
import styles from './detail.module.css';

export interface ArticleDetailViewProps {
  article: ArticleDetailData;
  back: { to: string; label: string };
  /** Heading of the related-articles box, e.g. 相关新闻. */
  relatedTitle: string;
  relatedPath: (id: number) => string;
  /** Extra boxes for the side column (e.g. the league's matches). */
  aside?: ReactNode;
  showCover?: boolean;
}

/** An article: match header when it has a match, title, meta, text, and the related articles beside it. */
export function ArticleDetailView(props: ArticleDetailViewProps) {
  const { article, back, relatedTitle, relatedPath, aside, showCover = false } = props;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {article.match ? <MatchHeader match={article.match} model={article.model} /> : null}
        <article className={styles.panel}>
          <Link to={back.to} className={styles.back}>
            ‹ {back.label}
          </Link>
          <h1 className={styles.title}>{article.title}</h1>
          <ArticleMeta article={article} />
          {showCover ? (
            // Covers are 640×360 (the API's article badges): the box is reserved before the image loads.
            <img className={styles.hero} src={article.cover} alt="" width={640} height={360} />
          ) : null}
          <ArticleBody sections={article.sections} />
        </article>
        <ArticleComments articleId={article.id} />
      </div>
      <aside className={styles.aside} aria-label="相关内容">
        {aside}
        {article.related.length > 0 ? (
          <section className={styles.panel}>
            <h2 className={styles.asideTitle}>{relatedTitle}</h2>
            <ul className={styles.links}>
              {article.related.map((item) => (
                <li key={item.id}>
                  <Link to={relatedPath(item.id)}>{item.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </div>
  );
}
