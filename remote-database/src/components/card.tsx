import { useId, type ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps {
  title: string;
  /** Controls shown beside the title (switchers, links). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A white section with its own heading: the building block of every database screen. */
export function Card({ title, actions, children, className }: CardProps) {
  const id = useId();
  return (
    <section className={`${styles.card} ${className ?? ''}`} aria-labelledby={id}>
      <header className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
