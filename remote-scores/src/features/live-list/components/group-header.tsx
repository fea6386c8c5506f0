import type { CSSProperties } from 'react';
import type { ListItem } from '../build-list';
import styles from './group-header.module.css';

/** A group title (league or status section) with its match count. */
export function GroupHeader({ item }: { item: Extract<ListItem, { kind: 'header' }> }) {
  return (
    <div className={styles.header} style={{ '--league': item.color ?? '#0b6b3a' } as CSSProperties}>
      <span className={styles.label}>{item.label}</span>
      <span className={styles.count}>{item.count} 场</span>
    </div>
  );
}
