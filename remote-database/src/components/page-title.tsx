import type { ReactNode } from 'react';
import styles from './page-title.module.css';

export interface PageTitleProps {
  children: ReactNode;
}

/** The route title as the page's h1 (the shell uses the same text in the document title). */
export function PageTitle({ children }: PageTitleProps) {
  return <h1 className={styles.title}>{children}</h1>;
}
