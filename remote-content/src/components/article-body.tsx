import type { ArticleSection } from '@jincheng/shared';
import styles from './detail.module.css';

export interface ArticleBodyProps {
  sections: ArticleSection[];
}

/**
 * The article text. The API sends plain-text paragraphs; they are rendered as React text (escaped), never as
 * HTML, so markup in an article can not run in the page.
 */
export function ArticleBody({ sections }: ArticleBodyProps) {
  return (
    <div className={styles.section}>
      {sections.map((section, i) => (
        <section key={i} aria-label={section.title || undefined}>
          {section.title ? <h2>{section.title}</h2> : null}
          {section.paragraphs.map((text, j) => (
            <p key={j}>{text}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
