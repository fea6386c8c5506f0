import type { ReactNode } from 'react';
import styles from './placeholder.module.css';

export interface ComingSoonProps {
  title: string;
  /** Which part of the product fills this screen, said plainly to the visitor. */
  arrives: string;
  children?: ReactNode;
}

/** A screen whose content a later release delivers: it says so on screen instead of pretending. */
export function ComingSoon({ title, arrives, children }: ComingSoonProps) {
  return (
    <section className={styles.panel} aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.note}>{arrives}</p>
      {children}
    </section>
  );
}
